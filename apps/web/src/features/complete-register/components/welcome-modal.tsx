import { Button, List, Stack, Text } from '@mantine/core';
import { IconFileDescription } from '@tabler/icons-react';
import { useCompleteRegisterTranslation } from '../i18n';
import { WizardDialog } from './wizard-dialog';

const WELCOME_DOCUMENTS = ['dni', 'cuil', 'cud', 'partida', 'analitico', 'laboral'] as const;

/** Seed: shown when the applicant opens the wizard (not when staff launch it from an instancia). */
export function WelcomeModal({ opened, onClose, onExited }: { opened: boolean; onClose: () => void; onExited?: () => void }) {
  const { t } = useCompleteRegisterTranslation();
  return (
    <WizardDialog opened={opened} onClose={onClose} onExited={onExited} title={t('welcome.title')}>
      <Stack gap="md">
        <Text>{t('welcome.body')}</Text>
        <List spacing={6} icon={<IconFileDescription size={18} aria-hidden="true" color="var(--mantine-color-green-8)" />}>
          {WELCOME_DOCUMENTS.map((document) => (
            <List.Item key={document}>{t(`welcome.documents.${document}`)}</List.Item>
          ))}
        </List>
        <Text size="sm" c="gray.7">
          {t('welcome.saved')}
        </Text>
        <Button onClick={onClose} data-autofocus fullWidth>
          {t('welcome.start')}
        </Button>
      </Stack>
    </WizardDialog>
  );
}
