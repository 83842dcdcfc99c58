import { Button, List, Modal, Stack, Text } from '@mantine/core';
import { IconFileDescription } from '@tabler/icons-react';
import { useWizardTexts } from '../texts';

/** Seed: shown when the applicant opens the wizard (not when staff launch it from an instancia). */
export function WelcomeModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const texts = useWizardTexts();
  const t = texts.welcome;
  return (
    <Modal opened={opened} onClose={onClose} title={t.title} centered size="lg" styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}>
      <Stack gap="md">
        <Text>{t.body}</Text>
        <List spacing={6} icon={<IconFileDescription size={18} aria-hidden="true" color="var(--mantine-color-green-8)" />}>
          {t.documents.map((document) => (
            <List.Item key={document}>{document}</List.Item>
          ))}
        </List>
        <Text size="sm" c="dimmed">
          {t.saved}
        </Text>
        <Button onClick={onClose} data-autofocus fullWidth>
          {t.start}
        </Button>
      </Stack>
    </Modal>
  );
}
