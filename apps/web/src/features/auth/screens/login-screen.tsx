import { Anchor, Button, Divider, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { LoginInput } from '@ingreso/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { PasswordField } from '@/components/password-field';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { lastSessionEnd, rememberSessionEnd, sessionEndOf } from '@/lib/session-end';
import { useSeedText } from '@/lib/i18n';
import { useLogin } from '../api/login';
import { ssoErrorOf, takeSsoCode, useSsoSignIn, useSsoStartUrl } from '../api/sso';
import { useResendVerification } from '../api/verify-account';
import { loginResolver } from '../api/schemas';
import { AuthHeading } from '../components/auth-heading';
import { FormAlert } from '../components/form-alert';

const NOT_VERIFIED = 'account_not_verified';

export function LoginScreen() {
  const { t } = useTranslation(['auth', 'common']);
  const seedText = useSeedText();
  const login = useLogin();
  const resend = useResendVerification();
  const location = useLocation();
  // Why the last session ended, when the logout or a 401 brought a reason (issue 14).
  const ended = sessionEndOf(location.state) ?? lastSessionEnd();
  // The institutional sign-in (decisions 140–144): the button, a refusal sent back by the API,
  // or the one-time code of a successful one in the URL fragment, exchanged here by POST.
  const ssoStartUrl = useSsoStartUrl();
  const ssoError = ssoErrorOf(location.search);
  const sso = useSsoSignIn();
  const { mutate: ssoSignIn } = sso;
  useEffect(() => {
    const code = takeSsoCode();
    if (code) ssoSignIn(code);
  }, [ssoSignIn]);
  const form = useForm<LoginInput>({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '' },
    validate: loginResolver,
    validateInputOnBlur: true,
  });

  const error = isApiError(login.error) ? login.error : null;
  const notVerified = error?.body.code === NOT_VERIFIED;

  return (
    <>
      <AuthHeading title={t('login.title')} subtitle={t('login.subtitle')} />
      <form
        noValidate
        onSubmit={form.onSubmit((values) => {
          resend.reset();
          rememberSessionEnd(undefined);
          login.mutate(values);
        })}
      >
        <Stack gap="md">
          {sso.isPending && (
            <FormAlert kind="info" testId="sso-pending">
              {t('login.sso.pending')}
            </FormAlert>
          )}
          {(sso.isError || (ssoError && sso.isIdle)) && !login.isPending && !login.isError && (
            <FormAlert kind="error" testId="sso-error">
              {t(`login.sso.errors.${sso.isError ? 'expired' : (ssoError ?? 'expired')}`)}
            </FormAlert>
          )}
          {ended && !login.isPending && !login.isError && !ssoError && (
            <FormAlert kind="info" testId="session-ended">
              {t(`login.ended.${ended}`)}
            </FormAlert>
          )}
          {login.isError && (
            <FormAlert kind="error">
              <Stack gap="xs" align="flex-start">
                <span>{seedText(error?.body.message ?? String(login.error))}</span>
                {notVerified && !resend.isSuccess && (
                  <Button
                    size="xs"
                    variant="white"
                    color="red"
                    loading={resend.isPending}
                    onClick={() => resend.mutate({ email: form.getValues().email })}
                  >
                    {t('login.resend')}
                  </Button>
                )}
              </Stack>
            </FormAlert>
          )}
          {resend.isSuccess && <FormAlert kind="success">{seedText(resend.data.message)}</FormAlert>}
          {resend.isError && (
            <FormAlert kind="error">{seedText(isApiError(resend.error) ? resend.error.body.message : String(resend.error))}</FormAlert>
          )}
          <TextInput
            label={t('login.email')}
            type="email"
            autoComplete="email"
            withAsterisk
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          <PasswordField
            label={t('login.password')}
            autoComplete="current-password"
            withAsterisk
            key={form.key('password')}
            {...form.getInputProps('password')}
          />
          <Group justify="flex-end">
            <Anchor component={Link} to={paths.auth.forgotPassword} size="sm">
              {t('login.forgot')}
            </Anchor>
          </Group>
          <Button type="submit" fullWidth size="md" loading={login.isPending}>
            {t('login.submit')}
          </Button>
          {ssoStartUrl && (
            <>
              <Divider label={t('login.sso.or')} labelPosition="center" />
              <Stack gap={6}>
                <Button
                  component="a"
                  href={ssoStartUrl}
                  variant="default"
                  fullWidth
                  size="md"
                  // The label wraps on a phone or in a longer language instead of widening the card.
                  // One line is as tall as the other buttons: 10 + 21 + 10 px (and the border).
                  h="auto"
                  py={10}
                  styles={{ label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.3, height: 'auto', overflow: 'visible' } }}
                  data-testid="sso-button"
                >
                  {t('login.sso.button')}
                </Button>
                <Text size="xs" c="dimmed" ta="center">
                  {t('login.sso.hint')}
                </Text>
              </Stack>
            </>
          )}
          <Text size="sm" ta="center">
            {t('login.noAccount')}{' '}
            <Anchor component={Link} to={paths.auth.registration} fw={600}>
              {t('login.register')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </>
  );
}
