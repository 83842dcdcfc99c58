import { Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/lib/page-title';
import { useSession } from '@/lib/session';
import { RegistrationWizard } from './components/registration-wizard';
import { useCompleteRegisterTranslation } from './i18n';

/** /complete-register: where the applicant area lands until the input data is complete. */
export function CompleteRegisterScreen() {
  const { t } = useCompleteRegisterTranslation();
  const session = useSession();
  usePageTitle(t('pageTitle'));
  // Read once: finishing the wizard marks the data complete, and the success screen must stay on view.
  const [alreadyComplete] = useState(() => Boolean(session?.state_data?.input_data));
  if (alreadyComplete) return <Navigate to={paths.home} replace />;

  return (
    <Stack gap="md" maw={1100} mx="auto" w="100%">
      <div>
        <Title order={1} size="h2">
          {t('pageTitle')}
        </Title>
        <Text c="gray.7" size="sm">
          {t('intro')}
        </Text>
      </div>
      <RegistrationWizard mode="applicant" />
    </Stack>
  );
}
