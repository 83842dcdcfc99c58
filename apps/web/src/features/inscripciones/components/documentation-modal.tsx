import { msg, type DocumentName } from '@ingreso/shared';
import { ActionIcon, Alert, Button, Group, List, Modal, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle, IconCircleCheck, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { filesApi } from '@/api/files';
import { inscripcionesQueries, type Enrollee } from '@/api/inscripciones';
import { requisitosQueries } from '@/api/requisitos';
import { documentNaming } from '@/lib/requisito-label';
import { DocumentUpload, EMPTY_UPLOAD_BOX, progressPerFile, useUploadBoxes } from '@/components/document-upload';
import { DocumentLink } from '@/components/document-link';
import { isApiError } from '@/lib/api-client';
import { useDeleteDocument, usePersonaFilesUpdate } from '../api/documents';
import { useInscripcionesTranslation } from '../i18n';

/**
 * The documentation modal of an enrollee (seed 001 §2): the documents on
 * record, each with a delete control, and an upload box (the applicant's, with
 * the same one-file, 2 MB, image-or-PDF rules) for each document of the
 * enrolment's requirement list that applies and has no file (issue 15); Volver
 * and Guardar, which sends every chosen file in one request.
 */
export function DocumentationModal({ enrollee, onClose }: { enrollee: Enrollee | null; onClose: () => void }) {
  const { t } = useInscripcionesTranslation();
  const phone = useMediaQuery('(max-width: 48em)');
  const [shownId, setShownId] = useState<number | null>(null);
  const { boxes, setBoxes, patch } = useUploadBoxes<string>();
  const [outcome, setOutcome] = useState<'saved' | 'failed' | 'nothing' | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  if (enrollee && enrollee.id !== shownId) {
    setShownId(enrollee.id);
    setBoxes({});
    setOutcome(null);
    setConfirming(null);
  }
  const detail = useQuery({ ...inscripcionesQueries.detail(shownId ?? 0), enabled: shownId !== null });
  const requirements = useQuery({ ...requisitosQueries.ofInscripto(shownId ?? 0), enabled: shownId !== null });
  const updatePersona = usePersonaFilesUpdate(shownId ?? 0);
  const remove = useDeleteDocument(shownId ?? 0);
  const headingIds = { current: useId(), missing: useId() };

  const inscripto = detail.data?.inscripto;
  const persona = inscripto?.persona;
  const requisitos = requirements.data?.requisitos ?? [];
  const { labelOf, rank } = documentNaming(requisitos, (codigo: DocumentName) => t(`documents.labels.${codigo}`));
  const files = persona ? [...persona.files].sort((a, b) => rank(a.name) - rank(b.name)) : [];
  // The persona's files (updated at once after an upload) decide what is still missing.
  const missing = requisitos.filter((r) => r.aplica && !files.some((f) => f.name === r.codigo));

  const save = async () => {
    if (!persona || saving) return;
    const chosen = missing.flatMap(({ codigo }) => {
      const name = codigo;
      const file = boxes[name]?.file;
      return file ? ([[name, file]] as Array<[string, File]>) : [];
    });
    if (chosen.length === 0) {
      setOutcome('nothing');
      return;
    }
    setSaving(true);
    setOutcome(null);
    const names = chosen.map(([name]) => name);
    for (const name of names) patch(name, { status: 'uploading', progress: 0, error: null });
    const sizes = chosen.map(([, file]) => file.size);
    try {
      const updated = await filesApi.upload(persona.id, chosen, (progress) => {
        const perFile = progressPerFile(sizes, progress);
        names.forEach((name, i) => patch(name, { progress: perFile[i] }));
      });
      updatePersona(updated);
      // The stored documents now show among the current ones; their boxes are done.
      setBoxes((prev) => {
        const next = { ...prev };
        for (const name of names) delete next[name];
        return next;
      });
      setOutcome('saved');
    } catch (error) {
      console.error('document upload failed', error);
      for (const name of names) {
        const message = isApiError(error) ? (error.body.errors[name]?.[0] ?? error.body.message) : msg.http.internal;
        patch(name, { status: 'error', progress: 0, error: message });
      }
      setOutcome('failed');
    } finally {
      setSaving(false);
    }
  };

  const close = () => {
    if (saving) return;
    onClose();
  };

  let body;
  if (detail.isPending || requirements.isPending) {
    body = <Text size="sm">{t('documents.loading')}</Text>;
  } else if (detail.isError || requirements.isError || !persona) {
    body = (
      <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
        {t('documents.loadError')}
      </Alert>
    );
  } else {
    body = (
      <Stack gap="lg">
        <Text fw={600}>
          {persona.nombre} {persona.apellido} · {persona.numero_documento}
        </Text>

        <Stack component="section" aria-labelledby={headingIds.current} gap="xs">
          <Title order={3} size="h5" id={headingIds.current}>
            {t('documents.current')}
          </Title>
          {files.length === 0 ? (
            <Text size="sm" c="gray.7">
              {t('documents.currentNone')}
            </Text>
          ) : (
            <List listStyleType="none" spacing="xs" p={0} m={0} data-testid="current-documents">
              {files.map((file) => {
                const label = labelOf(file.name);
                return (
                  <List.Item key={file.id} data-testid={`current-${file.name}`}>
                    <Paper withBorder radius="md" px="sm" py={6}>
                      <Group justify="space-between" wrap="nowrap" gap="xs">
                        <DocumentLink file={file} label={label} newTabText={t('newTab')} />
                        {confirming === file.id ? (
                          <Group gap={6} wrap="nowrap">
                            <Text size="sm" visibleFrom="xs">
                              {t('documents.confirmRemove', { label })}
                            </Text>
                            <Button size="compact-sm" variant="default" onClick={() => setConfirming(null)} disabled={remove.isPending}>
                              {t('documents.cancel')}
                            </Button>
                            <Button
                              size="compact-sm"
                              color="red"
                              loading={remove.isPending}
                              aria-label={t('documents.remove', { label })}
                              onClick={() =>
                                remove.mutate(file.id, {
                                  onSettled: () => setConfirming(null),
                                  onError: (error) => console.error('document delete failed', error),
                                })
                              }
                            >
                              {t('documents.confirm')}
                            </Button>
                          </Group>
                        ) : (
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            size="lg"
                            onClick={() => setConfirming(file.id)}
                            aria-label={t('documents.remove', { label })}
                            disabled={saving}
                          >
                            <IconTrash size={18} aria-hidden="true" />
                          </ActionIcon>
                        )}
                      </Group>
                    </Paper>
                  </List.Item>
                );
              })}
            </List>
          )}
          {remove.isError && (
            <Text size="sm" c="red.8" role="alert">
              {t('documents.removeError')}
            </Text>
          )}
        </Stack>

        <Stack component="section" aria-labelledby={headingIds.missing} gap="xs">
          <Title order={3} size="h5" id={headingIds.missing}>
            {t('documents.missing')}
          </Title>
          {missing.length === 0 ? (
            <Text size="sm" c="gray.7">
              {t('documents.missingNone')}
            </Text>
          ) : (
            <>
              <Text size="sm" c="gray.7">
                {t('documents.hint')}
              </Text>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                {missing.map((r) => {
                  const name = r.codigo;
                  const box = boxes[name] ?? EMPTY_UPLOAD_BOX;
                  return (
                    <DocumentUpload
                      key={name}
                      name={name}
                      label={labelOf(name)}
                      description={r.descripcion || undefined}
                      required={r.obligatorio}
                      tipos={r.tipos}
                      file={box.file}
                      onFileChange={(file) => {
                        patch(name, { ...EMPTY_UPLOAD_BOX, file });
                        setOutcome(null);
                      }}
                      status={box.status}
                      progress={box.progress}
                      error={box.error}
                      disabled={saving}
                    />
                  );
                })}
              </SimpleGrid>
            </>
          )}
        </Stack>

        {outcome === 'saved' && (
          <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden="true" />} role="status" data-testid="documents-saved">
            {t('documents.saved')}
          </Alert>
        )}
        {outcome === 'failed' && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
            {t('documents.saveError')}
          </Alert>
        )}
        {outcome === 'nothing' && (
          <Alert color="yellow" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
            {t('documents.nothingChosen')}
          </Alert>
        )}

        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={saving}>
            {t('documents.back')}
          </Button>
          <Button onClick={() => void save()} loading={saving} disabled={missing.length === 0}>
            {t('documents.save')}
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Modal
      opened={enrollee !== null}
      onClose={close}
      title={t('documents.title')}
      size="xl"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('closeWindow'), disabled: saving }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
      // Mantine's modal header is a <header>: a second banner landmark beside the page's. It is only a title bar.
      attributes={{ header: { role: 'presentation' } }}
    >
      {body}
    </Modal>
  );
}
