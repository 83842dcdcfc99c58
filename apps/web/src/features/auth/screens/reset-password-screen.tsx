import { Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { msg } from '@ingreso/shared';
import { IconLockCheck } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { PasswordField } from '@/components/password-field';
import { strengthFieldProps } from '@/components/password-strength';
import { serverFieldErrors } from '@/lib/form';
import { useSeedText } from '@/lib/i18n';
import { useResetPassword, type ResetPasswordInput } from '../api/reset-password';
import { resetPasswordResolver } from '../api/schemas';
import { AuthHeading } from '../components/auth-heading';
import { AuthOutcome, BackToLoginLink } from '../components/auth-outcome';
import { FormAlert } from '../components/form-alert';
import { useAccountTranslation } from '../account-i18n';

export function ResetPasswordScreen() {
  const { t } = useAccountTranslation();
  const seedText = useSeedText();
  const { token = '' } = useParams();
  const reset = useResetPassword();
  const form = useForm<ResetPasswordInput>({
    // Controlled: the strength hint follows the password as it is typed.
    mode: 'controlled',
    // The token travels with the values so the shared schema checks it like the API does.
    initialValues: { token, password: '', c_password: '' },
    validate: resetPasswordResolver,
    validateInputOnBlur: true,
  });

  if (reset.isSuccess) {
    return (
      <AuthOutcome icon={IconLockCheck} title={t('reset.title')} actionLabel={t('reset.goToLogin')}>
        <FormAlert kind="success">{seedText(msg.reset.success)}</FormAlert>
      </AuthOutcome>
    );
  }

  return (
    <>
      <AuthHeading title={t('reset.title')} subtitle={t('reset.subtitle')} />
      <form
        noValidate
        onSubmit={form.onSubmit((values) =>
          reset.mutate(values, {
            onError: (error) => form.setErrors(serverFieldErrors(error, ['password', 'c_password'])),
          }),
        )}
      >
        <Stack gap="md">
          {(reset.isError || form.errors.token) && <FormAlert kind="error">{seedText(msg.reset.failure)}</FormAlert>}
          <PasswordField
            label={t('reset.password')}
            autoComplete="new-password"
            withAsterisk
            key={form.key('password')}
            {...form.getInputProps('password')}
            {...strengthFieldProps(form.values.password)}
          />
          <PasswordField
            label={t('reset.cPassword')}
            autoComplete="new-password"
            withAsterisk
            key={form.key('c_password')}
            {...form.getInputProps('c_password')}
          />
          <Button type="submit" fullWidth size="md" loading={reset.isPending}>
            {t('reset.submit')}
          </Button>
          <BackToLoginLink />
        </Stack>
      </form>
    </>
  );
}
