import { Button, Modal, Stack, Text } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { InstanciaRow } from '@/api/instancias';
import { useLastDefined } from '../lib/use-last-defined';
import { useInstanciasTranslation } from '../i18n';

interface ChoiceModalProps {
  instancia: InstanciaRow | null;
  onClose: () => void;
  title: string;
  intro: string;
  /** Each option leads to a screen of the instancia (new or edit attendance or grades). */
  options: Array<{ label: string; to: (instanciaId: number) => string }>;
}

/**
 * The Asistencias and Notas modals of the instancias list (seed 001 §2): a new
 * record goes to /instancias/{asistencias|notas}/{id}, editing to .../edit/{id}.
 */
export function ChoiceModal({ instancia, onClose, title, intro, options }: ChoiceModalProps) {
  const { t } = useInstanciasTranslation();
  const shown = useLastDefined(instancia);
  return (
    <Modal
      opened={instancia !== null}
      onClose={onClose}
      title={title}
      closeButtonProps={{ 'aria-label': t('closeWindow') }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
      // Mantine's modal header is a <header>: a second banner landmark beside the page's. It is only a title bar.
      attributes={{ header: { role: 'presentation' } }}
    >
      {shown && (
        <Stack gap="md">
          <Text fw={600}>{shown.descripcion}</Text>
          <Text size="sm" c="gray.7">
            {intro}
          </Text>
          <Stack gap="xs">
            {options.map((option) => (
              <Button
                key={option.label}
                component={Link}
                to={option.to(shown.id)}
                variant="outline"
                justify="space-between"
                rightSection={<IconChevronRight size={16} aria-hidden="true" />}
                fullWidth
              >
                {option.label}
              </Button>
            ))}
          </Stack>
          <Button variant="default" onClick={onClose} style={{ alignSelf: 'flex-end' }}>
            {t('cancel')}
          </Button>
        </Stack>
      )}
    </Modal>
  );
}
