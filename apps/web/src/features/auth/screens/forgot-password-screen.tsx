import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMailForward } from '@tabler/icons-react';
import { isApiError } from '@/lib/api-client';
import { serverFieldErrors } from '@/lib/form';
import { useSeedText } from '@/lib/i18n';
import { useForgotPassword } from '../api/forgot-password';
import { forgotPasswordResolver } from '../api/schemas';
import { AuthHeading } from '../components/auth-heading';
import { AuthOutcome, BackToLoginLink } from '../components/auth-outcome';
import { FormAlert } from '../components/form-alert';
import { useAccountTranslation } from '../account-i18n';

export function ForgotPasswordScreen() {
  const { t } = useAccountTranslation();
  const seedText = useSeedText();
  const forgot = useForgotPassword();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '' },
    validate: forgotPasswordResolver,
    validateInputOnBlur: true,
  });

  if (forgot.isSuccess) {
    // Seed: after success only a Volver button remains.
    return (
      <AuthOutcome icon={IconMailForward} title={t('forgot.successTitle')} actionLabel={t('common:common.back')}>
        <FormAlert kind="success">{seedText(forgot.data.message)}</FormAlert>
      </AuthOutcome>
    );
  }

  return (
    <>
      <AuthHeading title={t('forgot.title')} subtitle={t('forgot.subtitle')} />
      <form
        noValidate
        onSubmit={form.onSubmit((values) =>
          forgot.mutate(values, { onError: (error) => form.setErrors(serverFieldErrors(error, ['email'])) }),
        )}
      >
        <Stack gap="md">
          {forgot.isError && (
            <FormAlert kind="error">{seedText(isApiError(forgot.error) ? forgot.error.body.message : String(forgot.error))}</FormAlert>
          )}
          <TextInput
            label={t('forgot.email')}
            type="email"
            autoComplete="email"
            withAsterisk
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          <Button type="submit" fullWidth size="md" loading={forgot.isPending}>
            {t('forgot.submit')}
          </Button>
          <BackToLoginLink />
        </Stack>
      </form>
    </>
  );
}
