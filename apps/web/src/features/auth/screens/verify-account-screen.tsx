import { Loader, Stack, Text } from '@mantine/core';
import { msg } from '@ingreso/shared';
import { useParams } from 'react-router';
import { isApiError } from '@/lib/api-client';
import { useSeedText } from '@/lib/i18n';
import { useVerifyAccount } from '../api/verify-account';
import { AuthHeading } from '../components/auth-heading';
import { AuthOutcome } from '../components/auth-outcome';
import { FormAlert } from '../components/form-alert';
import { useAccountTranslation } from '../account-i18n';

/** Seed: while validating, only a spinner, a title and "Estamos validando tu usuario." */
export function VerifyAccountScreen() {
  const { t } = useAccountTranslation();
  const seedText = useSeedText();
  const { token = '' } = useParams();
  const verify = useVerifyAccount(token);

  if (verify.status === 'pending') {
    return (
      <Stack align="center" ta="center" gap="md" role="status" aria-live="polite">
        <Loader color="green" size="lg" aria-hidden="true" />
        <AuthHeading title={t('verify.title')} />
        <Text>{seedText(msg.verify.waiting)}</Text>
      </Stack>
    );
  }

  const message =
    verify.status === 'success'
      ? verify.data.message || msg.verify.success
      : isApiError(verify.error)
        ? verify.error.body.message
        : msg.verify.failure;

  return (
    <AuthOutcome title={t('verify.title')} actionLabel={t('verify.goToLogin')}>
      <FormAlert kind={verify.status === 'success' ? 'success' : 'error'}>{seedText(message)}</FormAlert>
    </AuthOutcome>
  );
}
