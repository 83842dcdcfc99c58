import { Anchor, Button, Checkbox, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { msg } from '@ingreso/shared';
import { IconMailCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PasswordField } from '@/components/password-field';
import { strengthFieldProps } from '@/components/password-strength';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { serverFieldErrors } from '@/lib/form';
import { useSeedText } from '@/lib/i18n';
import { useRegister } from '../api/register';
import { registrationResolver } from '../api/schemas';
import { AuthHeading } from '../components/auth-heading';
import { AuthOutcome } from '../components/auth-outcome';
import { FormAlert } from '../components/form-alert';
import { useAccountTranslation } from '../account-i18n';

interface RegistrationValues {
  name: string;
  email: string;
  password: string;
  c_password: string;
  acceptTerms: boolean;
}

const FIELDS = ['name', 'email', 'password', 'c_password'] as const;

export function RegistrationScreen() {
  const { t } = useAccountTranslation();
  const seedText = useSeedText();
  const register = useRegister();
  const form = useForm<RegistrationValues>({
    mode: 'controlled',
    initialValues: { name: '', email: '', password: '', c_password: '', acceptTerms: false },
    validate: registrationResolver,
    validateInputOnBlur: true,
    // Unticking the box says why the button went grey again.
    validateInputOnChange: ['acceptTerms'],
  });

  if (register.isSuccess) {
    return (
      <AuthOutcome icon={IconMailCheck} title={t('registration.successTitle')} actionLabel={t('common:common.back')}>
        <Text fw={700} size="lg" data-testid="registration-success">
          {seedText(msg.registration.success)}
        </Text>
        <Text c="gray.7">{seedText(msg.registration.activationNote)}</Text>
      </AuthOutcome>
    );
  }

  // Seed: show errors.email when the server sent it, otherwise the invalid-login message.
  const failure = register.isError
    ? (isApiError(register.error) && register.error.fieldError('email')) || msg.login.invalidCredentials
    : null;

  return (
    <>
      <AuthHeading title={t('registration.title')} subtitle={t('registration.subtitle')} />
      <form
        noValidate
        onSubmit={form.onSubmit((values) =>
          register.mutate(values, {
            onError: (error) => form.setErrors(serverFieldErrors(error, FIELDS)),
          }),
        )}
      >
        <Stack gap="md">
          {failure && <FormAlert kind="error">{seedText(failure)}</FormAlert>}
          <TextInput
            label={t('registration.name')}
            autoComplete="name"
            withAsterisk
            key={form.key('name')}
            {...form.getInputProps('name')}
          />
          <TextInput
            label={t('registration.email')}
            type="email"
            autoComplete="email"
            withAsterisk
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          <PasswordField
            label={t('registration.password')}
            autoComplete="new-password"
            withAsterisk
            key={form.key('password')}
            {...form.getInputProps('password')}
            {...strengthFieldProps(form.values.password)}
          />
          <PasswordField
            label={t('registration.cPassword')}
            autoComplete="new-password"
            withAsterisk
            key={form.key('c_password')}
            {...form.getInputProps('c_password')}
          />
          <Checkbox
            key={form.key('acceptTerms')}
            {...form.getInputProps('acceptTerms', { type: 'checkbox' })}
            label={
              <>
                {t('registration.acceptTermsPrefix')}{' '}
                <Anchor href={paths.terms} target="_blank" rel="noopener noreferrer" inherit>
                  {t('registration.termsLink')}
                  <span className="visually-hidden"> {t('common:common.newTab')}</span>
                </Anchor>
              </>
            }
          />
          <Button type="submit" fullWidth size="md" loading={register.isPending} disabled={!form.values.acceptTerms}>
            {t('registration.submit')}
          </Button>
          <Text size="sm" ta="center">
            {t('registration.haveAccount')}{' '}
            <Anchor component={Link} to={paths.auth.login} fw={600}>
              {t('registration.login')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </>
  );
}
