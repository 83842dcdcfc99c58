import { Button, Stack, Text } from '@mantine/core';
import { useCompleteRegisterTranslation } from '../i18n';
import { WizardDialog } from './wizard-dialog';

/** Seed: the combos could not be loaded; "Volver a intentar" reloads the page. */
export function LoadErrorModal({ opened }: { opened: boolean }) {
  const { t } = useCompleteRegisterTranslation();
  return (
    <WizardDialog
      opened={opened}
      // Nothing to go back to without the form's lists: the only way out is to retry.
      onClose={() => undefined}
      dismissible={false}
      title={t('loadError.title')}
      size="md"
    >
      <Stack gap="md">
        <Text role="alert">{t('loadError.body')}</Text>
        <Button onClick={() => window.location.reload()} data-autofocus>
          {t('loadError.retry')}
        </Button>
      </Stack>
    </WizardDialog>
  );
}
