import { materiaSchema, type CarreraRow, type MateriaRow } from '@ingreso/shared';
import { ActionIcon, Alert, Badge, Button, Group, Loader, Modal, Paper, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle, IconCheck, IconPencil, IconPlus, IconTrash, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { isApiError } from '@/lib/api-client';
import { seedSchemaResolver, serverFieldErrors } from '@/lib/form';
import { translateSeedText } from '@/lib/i18n';
import { useAddMateria, useDeleteMateria, useMaterias, useRenameMateria } from '../api/materias';
import { useCarrerasAdminTranslation } from '../i18n';

const resolver = seedSchemaResolver(materiaSchema);

interface MateriasModalProps {
  carrera: CarreraRow | null;
  onClose: () => void;
}

type Feedback = { kind: 'ok' | 'error'; text: string } | null;

/** The server's words for a refusal (e.g. a subject in use); the generic text for anything else. */
function refusal(error: unknown, fallback: string): string {
  return isApiError(error) && error.status < 500 ? translateSeedText(error.message) : fallback;
}

/** A career's subjects: add, rename and delete (the server refuses to delete one with attendance or grades). */
export function MateriasModal({ carrera, onClose }: MateriasModalProps) {
  const { t } = useCarrerasAdminTranslation();
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      // Mantine's modal header is a <header>: a second banner landmark beside the page's. It is only a title bar.
      attributes={{ header: { role: 'presentation' } }}
      opened={carrera !== null}
      onClose={onClose}
      title={carrera ? t('materias.title', { name: carrera.descripcion }) : ''}
      size="lg"
      fullScreen={phone}
      centered
      closeButtonProps={{ 'aria-label': t('materias.close') }}
    >
      {carrera && <MateriasEditor key={carrera.id} carreraId={carrera.id} />}
    </Modal>
  );
}

function MateriasEditor({ carreraId }: { carreraId: number }) {
  const { t } = useCarrerasAdminTranslation();
  const materias = useMaterias(carreraId);
  const add = useAddMateria(carreraId);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const form = useForm({ mode: 'controlled', initialValues: { descripcion: '' }, validate: resolver });

  const submit = form.onSubmit(({ descripcion }) => {
    setFeedback(null);
    add.mutate(descripcion.trim(), {
      onSuccess: (materia) => {
        form.reset();
        setFeedback({ kind: 'ok', text: t('materias.added', { name: materia.descripcion }) });
      },
      onError: (error) => {
        console.error('Careers: could not add the subject', error);
        const fields = serverFieldErrors(error, ['descripcion']);
        form.setErrors(fields);
        if (!fields.descripcion) setFeedback({ kind: 'error', text: refusal(error, t('materias.failure')) });
      },
    });
  });

  return (
    <Stack gap="md">
      <form onSubmit={submit} noValidate>
        <Group align="flex-start" gap="sm" wrap="nowrap">
          <TextInput
            data-autofocus
            label={t('materias.newLabel')}
            placeholder={t('materias.newPlaceholder')}
            maxLength={255}
            style={{ flex: 1 }}
            {...form.getInputProps('descripcion')}
          />
          <Button type="submit" mt={25} leftSection={<IconPlus size={16} aria-hidden="true" />} loading={add.isPending}>
            {t('materias.add')}
          </Button>
        </Group>
      </form>

      <div role="status" aria-live="polite">
        {feedback && (
          <Alert
            color={feedback.kind === 'ok' ? 'green' : 'red'}
            variant="light"
            icon={feedback.kind === 'ok' ? <IconCheck aria-hidden="true" /> : <IconAlertCircle aria-hidden="true" />}
            withCloseButton
            closeButtonLabel={t('materias.close')}
            onClose={() => setFeedback(null)}
          >
            {feedback.text}
          </Alert>
        )}
      </div>

      {materias.isLoading && (
        <Group gap="sm" justify="center" py="md">
          <Loader size="sm" color="green" aria-hidden="true" />
          <Text>{t('materias.loading')}</Text>
        </Group>
      )}
      {materias.isError && (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
          {t('materias.loadError')}
        </Alert>
      )}
      {materias.data && materias.data.length === 0 && (
        <Text c="gray.7" ta="center" py="md">
          {t('materias.empty')}
        </Text>
      )}
      {materias.data && materias.data.length > 0 && (
        <Stack gap="xs" component="ul" aria-label={t('materias.listLabel')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {materias.data.map((materia) => (
            <MateriaItem key={materia.id} carreraId={carreraId} materia={materia} onFeedback={setFeedback} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function MateriaItem({ carreraId, materia, onFeedback }: { carreraId: number; materia: MateriaRow; onFeedback: (f: Feedback) => void }) {
  const { t } = useCarrerasAdminTranslation();
  const rename = useRenameMateria(carreraId);
  const remove = useDeleteMateria(carreraId);
  const [mode, setMode] = useState<'view' | 'rename' | 'confirm'>('view');
  const form = useForm({ mode: 'controlled', initialValues: { descripcion: materia.descripcion }, validate: resolver });

  const submitRename = form.onSubmit(({ descripcion }) => {
    rename.mutate(
      { id: materia.id, descripcion: descripcion.trim() },
      {
        onSuccess: (saved) => {
          setMode('view');
          onFeedback({ kind: 'ok', text: t('materias.renamed', { name: saved.descripcion }) });
        },
        onError: (error) => {
          console.error('Careers: could not rename the subject', error);
          const fields = serverFieldErrors(error, ['descripcion']);
          form.setErrors(fields);
          if (!fields.descripcion) onFeedback({ kind: 'error', text: refusal(error, t('materias.failure')) });
        },
      },
    );
  });

  // mutateAsync, not mutate's callbacks: the refreshed list drops this item, and React Query
  // skips a mutate() callback once its component has unmounted, which lost the success text.
  const confirmRemove = async () => {
    try {
      await remove.mutateAsync(materia.id);
      onFeedback({ kind: 'ok', text: t('materias.deleted') });
    } catch (error) {
      console.error('Careers: could not delete the subject', error);
      setMode('view');
      onFeedback({ kind: 'error', text: refusal(error, t('materias.failure')) });
    }
  };

  return (
    <Paper component="li" withBorder radius="md" p="sm" data-testid="materia-item">
      {mode === 'rename' ? (
        <form onSubmit={submitRename} noValidate>
          <Group align="flex-start" gap="xs" wrap="nowrap">
            <TextInput
              aria-label={t('materias.nameFor', { name: materia.descripcion })}
              maxLength={255}
              style={{ flex: 1 }}
              {...form.getInputProps('descripcion')}
              autoFocus
            />
            <Button type="submit" loading={rename.isPending}>
              {t('materias.save')}
            </Button>
            <Tooltip label={t('materias.cancel')} withArrow>
              <ActionIcon
                variant="default"
                size={36}
                aria-label={t('materias.cancel')}
                onClick={() => {
                  form.reset();
                  setMode('view');
                }}
              >
                <IconX size={18} aria-hidden="true" />
              </ActionIcon>
            </Tooltip>
          </Group>
        </form>
      ) : mode === 'confirm' ? (
        <Stack gap="xs">
          <Text size="sm">{t('materias.confirmRemove', { name: materia.descripcion })}</Text>
          <Group gap="xs">
            <Button size="xs" variant="default" onClick={() => setMode('view')} disabled={remove.isPending}>
              {t('materias.cancel')}
            </Button>
            <Button size="xs" color="red" onClick={() => void confirmRemove()} loading={remove.isPending}>
              {t('materias.confirm')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Group gap="xs" style={{ minWidth: 0 }}>
            <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
              {materia.descripcion}
            </Text>
            {materia.en_uso && (
              <Badge variant="light" color="gray" radius="sm" tt="none">
                {t('materias.inUse')}
              </Badge>
            )}
          </Group>
          <Group gap={6} wrap="nowrap">
            <Tooltip label={t('materias.renameFor', { name: materia.descripcion })} withArrow>
              <ActionIcon
                variant="light"
                size="lg"
                aria-label={t('materias.renameFor', { name: materia.descripcion })}
                onClick={() => setMode('rename')}
              >
                <IconPencil size={18} aria-hidden="true" />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t('materias.removeFor', { name: materia.descripcion })} withArrow>
              <ActionIcon
                variant="light"
                color="red"
                size="lg"
                aria-label={t('materias.removeFor', { name: materia.descripcion })}
                onClick={() => {
                  onFeedback(null);
                  setMode('confirm');
                }}
              >
                <IconTrash size={18} aria-hidden="true" />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
      )}
    </Paper>
  );
}
