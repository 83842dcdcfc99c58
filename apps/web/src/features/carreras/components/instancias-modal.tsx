import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useMemo, useState } from 'react';
import type { PersonaInscripcion } from '@/api/inscripciones';
import type { CareerTypeOfferings } from '@/api/instancias';
import { useCarrerasDialogTranslation } from '../dialog-i18n';
import { InstanciaItem } from './instancia-item';
import { NoInstancias } from './no-instancias';
import classes from '../enrolment.module.css';

interface InstanciasModalProps {
  type: CareerTypeOfferings | null;
  onClose: () => void;
  enrolments: PersonaInscripcion[];
  personaId: number | undefined;
  userId: number | undefined;
}

/** The open instancias of one career type; full screen on phones so the career list and messages have room. */
export function InstanciasModal({ type, onClose, enrolments, personaId, userId }: InstanciasModalProps) {
  const { t } = useCarrerasDialogTranslation();
  const phone = useMediaQuery('(max-width: 36em)');
  // The screen loads this dialog lazily, so a first click may mount it with a type already.
  // It opens one commit later: Mantine records the element to return focus to only when
  // `opened` changes, not on mount.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  // The same element while the dialog's transition and focus handling re-render the frame:
  // React then skips the list, which is most of the dialog (decision 338).
  const content = useMemo(
    () =>
      type && (
        <Stack gap="md">
          {type.instancias.length === 0 ? (
            <NoInstancias />
          ) : (
            <>
              <Text size="sm" c="gray.7">
                {t('modalIntro')}
              </Text>
              {type.instancias.map((instancia) => (
                <InstanciaItem
                  key={instancia.id}
                  instancia={instancia}
                  enrolment={enrolments.find((e) => e.instancia.id === instancia.id)}
                  personaId={personaId}
                  userId={userId}
                />
              ))}
            </>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('close')}
            </Button>
          </Group>
        </Stack>
      ),
    [type, enrolments, personaId, userId, onClose, t],
  );
  return (
    <Modal
      // Mantine's modal header is a <header>: a second banner landmark beside the page's. It is only a title bar.
      attributes={{ header: { role: 'presentation' } }}
      classNames={{ content: classes.readable }}
      opened={mounted && type !== null}
      onClose={onClose}
      title={type?.tipo_carrera}
      size="lg"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('close') }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {content}
    </Modal>
  );
}
