import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useAsistenciasTranslation } from '../i18n';

interface ReplaceConfirmModalProps {
  opened: boolean;
  title: string;
  /** What is lost, sentence by sentence. */
  lines: string[];
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The explicit consent before a load replaces stored attendance or grades (issue 14): what is lost, then Cancelar or the replace. */
export function ReplaceConfirmModal({ opened, title, lines, confirmLabel, onConfirm, onCancel }: ReplaceConfirmModalProps) {
  const { t } = useAsistenciasTranslation();
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={title}
      centered
      size="md"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('replace.close') }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
      // Mantine's modal header is a <header>: a second banner landmark beside the page's. It is only a title bar.
      attributes={{ header: { role: 'presentation' } }}
    >
      <Stack gap="md">
        {lines.map((line) => (
          <Text key={line}>{line}</Text>
        ))}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} data-autofocus>
            {t('replace.cancel')}
          </Button>
          <Button color="red.9" onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
