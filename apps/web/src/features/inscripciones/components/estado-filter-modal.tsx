import { ESTADO_IDS, type EstadoId } from '@ingreso/shared';
import { Button, Group, Modal, Radio, Stack } from '@mantine/core';
import { useState } from 'react';
import { useInscripcionesTranslation } from '../i18n';

interface EstadoFilterModalProps {
  opened: boolean;
  /** The filter in force: an estado id, or null for none. */
  value: number | null;
  onClose: () => void;
  onApply: (estado: number | null) => void;
}

/**
 * Seed 001 §2: "Seleccione un estado a filtrar" with Desfiltrar, Pendiente,
 * Aprobado, No Aprobado, Por Empresa, Por Beca, Lista de Espera and
 * Cancelar/Filtrar.
 */
export function EstadoFilterModal({ opened, value, onClose, onApply }: EstadoFilterModalProps) {
  const { t } = useInscripcionesTranslation();
  const inForce = value === null ? 'none' : String(value);
  const [choice, setChoice] = useState<string>(inForce);
  const [wasOpened, setWasOpened] = useState(opened);
  // Each opening starts from the filter in force, not from an earlier unapplied choice.
  if (opened !== wasOpened) {
    setWasOpened(opened);
    if (opened) setChoice(inForce);
  }

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('filter.title')}
      closeButtonProps={{ 'aria-label': t('closeWindow') }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
      // Mantine's modal header is a <header>: a second banner landmark beside the page's. It is only a title bar.
      attributes={{ header: { role: 'presentation' } }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onApply(choice === 'none' ? null : Number(choice));
        }}
      >
        <Stack gap="md">
          <Radio.Group value={choice} onChange={setChoice} aria-label={t('filter.title')}>
            <Stack gap="sm">
              {/* The modal's focus trap places the focus from timers, more than once while the modal
                  opens: on the element marked data-autofocus, or else on the close button. The mark
                  follows the checked option, so arrow keys pressed meanwhile keep their place. */}
              <Radio value="none" label={t('filter.none')} data-autofocus={choice === 'none' || undefined} />
              {ESTADO_IDS.map((id) => (
                <Radio
                  key={id}
                  value={String(id)}
                  label={t(`filter.options.${id as EstadoId}`)}
                  data-autofocus={choice === String(id) || undefined}
                />
              ))}
            </Stack>
          </Radio.Group>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('filter.cancel')}
            </Button>
            <Button type="submit">{t('filter.apply')}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
