import { msg } from '@ingreso/shared';
import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { isApiError } from '@/lib/api-client';
import { useSeedText } from '@/lib/i18n';
import type { InstanciaRow } from '@/api/instancias';
import { useDeleteInstancia } from '../api/delete-instancia';
import { useLastDefined } from '../lib/use-last-defined';
import { useInstanciasTranslation } from '../i18n';

type Outcome = { kind: 'success' } | { kind: 'error'; message: string } | null;

/**
 * Seed 001 §2: "¿Está seguro que desea eliminar esta instancia?" with
 * Cancelar/Confirmar; then "Eliminado Exitoso" or the server's message plus
 * "Intente nuevamente en otro momento" (e.g. an instancia with enrollees,
 * which the server refuses to delete so their records are never lost).
 */
export function DeleteInstanciaModal({ instancia, onClose }: { instancia: InstanciaRow | null; onClose: () => void }) {
  const { t } = useInstanciasTranslation();
  const seedText = useSeedText();
  const shown = useLastDefined(instancia);
  const remove = useDeleteInstancia();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [forId, setForId] = useState<number | null>(null);
  // A different instancia starts at the question again.
  if (instancia && instancia.id !== forId) {
    setForId(instancia.id);
    setOutcome(null);
  }

  const confirm = () => {
    if (!shown) return;
    remove.mutate(shown.id, {
      onSuccess: () => setOutcome({ kind: 'success' }),
      onError: (error) =>
        setOutcome({
          kind: 'error',
          message: isApiError(error) ? (error.body.error[0]?.message ?? error.body.message) : msg.http.internal,
        }),
    });
  };

  const close = () => {
    if (remove.isPending) return;
    setForId(null);
    onClose();
  };

  const title =
    outcome?.kind === 'success' ? t('remove.successTitle') : outcome?.kind === 'error' ? t('remove.failureTitle') : t('remove.title');

  return (
    <Modal
      opened={instancia !== null}
      onClose={close}
      title={title}
      closeButtonProps={{ 'aria-label': t('closeWindow') }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
      // Mantine's modal header is a <header>: a second banner landmark beside the page's. It is only a title bar.
      attributes={{ header: { role: 'presentation' } }}
    >
      {shown && outcome === null && (
        <Stack gap="md">
          <Text>{t('remove.question')}</Text>
          <Text fw={600}>{shown.descripcion}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={remove.isPending} data-autofocus>
              {t('remove.cancel')}
            </Button>
            <Button color="red" leftSection={<IconTrash size={16} aria-hidden="true" />} onClick={confirm} loading={remove.isPending}>
              {t('remove.confirm')}
            </Button>
          </Group>
        </Stack>
      )}
      {outcome?.kind === 'success' && (
        <Stack align="center" gap="md" ta="center" data-testid="delete-success">
          <ThemeIcon size={56} radius="xl" color="green" variant="light" aria-hidden="true">
            <IconCircleCheck size={36} />
          </ThemeIcon>
          <Text role="status">{t('remove.success')}</Text>
          <Button onClick={close} data-autofocus>
            {t('remove.close')}
          </Button>
        </Stack>
      )}
      {outcome?.kind === 'error' && (
        <Stack align="center" gap="md" ta="center" data-testid="delete-error">
          <ThemeIcon size={56} radius="xl" color="red" variant="light" aria-hidden="true">
            <IconAlertTriangle size={36} />
          </ThemeIcon>
          <div role="alert">
            <Text>{seedText(outcome.message)}</Text>
            <Text mt="xs" c="gray.7">
              {t('remove.retryLater')}
            </Text>
          </div>
          <Button onClick={close} data-autofocus>
            {t('remove.close')}
          </Button>
        </Stack>
      )}
    </Modal>
  );
}
