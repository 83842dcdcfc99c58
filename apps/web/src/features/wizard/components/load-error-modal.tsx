import { Button, Modal, Stack, Text } from '@mantine/core';
import { useWizardTexts } from '../texts';

/** Seed: the combos could not be loaded; "Volver a intentar" reloads the page. */
export function LoadErrorModal({ opened }: { opened: boolean }) {
  const texts = useWizardTexts();
  const t = texts.loadError;
  return (
    <Modal
      opened={opened}
      // Nothing to go back to without the form's lists: the only way out is to retry.
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      title={t.title}
      centered
    >
      <Stack gap="md">
        <Text role="alert">{t.body}</Text>
        <Button onClick={() => window.location.reload()} data-autofocus>
          {t.retry}
        </Button>
      </Stack>
    </Modal>
  );
}
