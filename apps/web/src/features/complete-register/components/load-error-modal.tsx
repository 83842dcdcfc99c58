import { Button, Stack, Text } from '@mantine/core';
import { useWizardTexts } from '../texts';
import { WizardDialog } from './wizard-dialog';

/** Seed: the combos could not be loaded; "Volver a intentar" reloads the page. */
export function LoadErrorModal({ opened }: { opened: boolean }) {
  const texts = useWizardTexts();
  const t = texts.loadError;
  return (
    <WizardDialog
      opened={opened}
      // Nothing to go back to without the form's lists: the only way out is to retry.
      onClose={() => undefined}
      dismissible={false}
      title={t.title}
      size="md"
    >
      <Stack gap="md">
        <Text role="alert">{t.body}</Text>
        <Button onClick={() => window.location.reload()} data-autofocus>
          {t.retry}
        </Button>
      </Stack>
    </WizardDialog>
  );
}
