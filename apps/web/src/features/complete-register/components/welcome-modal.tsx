import { Button, List, Stack, Text } from '@mantine/core';
import { IconFileDescription } from '@tabler/icons-react';
import { useWizardTexts } from '../texts';
import { WizardDialog } from './wizard-dialog';

/** Seed: shown when the applicant opens the wizard (not when staff launch it from an instancia). */
export function WelcomeModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const texts = useWizardTexts();
  const t = texts.welcome;
  return (
    <WizardDialog opened={opened} onClose={onClose} title={t.title}>
      <Stack gap="md">
        <Text>{t.body}</Text>
        <List spacing={6} icon={<IconFileDescription size={18} aria-hidden="true" color="var(--mantine-color-green-8)" />}>
          {t.documents.map((document) => (
            <List.Item key={document}>{document}</List.Item>
          ))}
        </List>
        <Text size="sm" c="gray.7">
          {t.saved}
        </Text>
        <Button onClick={onClose} data-autofocus fullWidth>
          {t.start}
        </Button>
      </Stack>
    </WizardDialog>
  );
}
