import { UPLOAD_MIME_TYPES, type DocumentName, type PersonaFile, type PersonaResponse } from '@ingreso/shared';
import type { PersonaInscripcion } from '@/api/inscripciones';
import { ActionIcon, Alert, Badge, Button, Group, Modal, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconLock, IconTrash, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { DocumentLink } from '@/components/document-link';
import { useDeleteDocument } from '../api/documents';
import { usePerfilTranslation } from '../i18n';
import { ProfileSection } from './profile-section';
import { ResultAlert } from './result-alert';
import { UploadDocumentsModal } from './upload-documents-modal';
import classes from '../profile.module.css';
import { joinList } from '@/lib/locale-format';
import { documentNaming } from '@/lib/requisito-label';
import { useDocumentRequirements } from '../lib/use-document-requirements';
import type { OfferedDocument } from './upload-documents-modal';

interface DocumentsSectionProps {
  persona: PersonaResponse;
  userId: number;
  /** From the job situation: a requirement may apply only to those who work. */
  trabaja: boolean;
  /** The applicant's enrolments: their instancias' requirement lists and reviews (issue 15). */
  enrolments: PersonaInscripcion[] | undefined;
}

/**
 * "Mi Documentación": the files on record (opening in a new tab), a delete control each, and the
 * upload modal. What is required comes from the requirement lists (the faculty's and those of the
 * instancias the applicant is enrolled in); an accepted document is locked (issue 15).
 */
export function DocumentsSection({ persona, userId, trabaja, enrolments }: DocumentsSectionProps) {
  const { t } = usePerfilTranslation();
  const [uploading, setUploading] = useState(false);
  const [toDelete, setToDelete] = useState<PersonaFile | null>(null);
  const remove = useDeleteDocument(userId);
  const { ready, requisitos, missing, locked, approved } = useDocumentRequirements(persona, trabaja, enrolments);

  const { labelOf, rank } = documentNaming(requisitos, (codigo: DocumentName) => t(`documents.labels.${codigo}`));
  const files = [...persona.files].sort((a, b) => rank(a.name) - rank(b.name));
  const uploaded = files.map((f) => f.name);
  const offered: OfferedDocument[] = [
    ...requisitos.map((r) => ({
      codigo: r.codigo,
      label: labelOf(r.codigo),
      description: r.descripcion,
      required: r.obligatorio,
      tipos: r.tipos,
    })),
    // A file no list names any more can still be replaced, as any image or PDF.
    ...uploaded
      .filter((n) => rank(n) === requisitos.length)
      .map((n) => ({ codigo: n, label: labelOf(n), description: '', required: false, tipos: UPLOAD_MIME_TYPES })),
  ].filter((d) => !locked.has(d.codigo));
  const anyLocked = approved || uploaded.some((n) => locked.has(n));

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => setToDelete(null),
      onError: (error) => {
        console.error('document delete failed', error);
        setToDelete(null);
      },
    });
  };

  return (
    <ProfileSection
      id="mi-documentacion"
      title={t('sections.documents')}
      actions={
        <Button leftSection={<IconUpload size={16} aria-hidden="true" />} onClick={() => setUploading(true)}>
          {t('documents.upload')}
        </Button>
      }
    >
      {!ready ? null : missing.length > 0 ? (
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden="true" />} data-testid="documents-missing">
          {t('documents.missing', { labels: joinList(missing.map((r) => labelOf(r.codigo))) })}
        </Alert>
      ) : (
        <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden="true" />} data-testid="documents-complete">
          {t('documents.complete')}
        </Alert>
      )}

      {remove.isError && <ResultAlert kind="error">{t('documents.removeError')}</ResultAlert>}

      {files.length === 0 ? (
        <Text size="sm" c="gray.7">
          {t('documents.none')}
        </Text>
      ) : (
        <Stack gap="xs">
          <Text size="sm" c="gray.7">
            {t('documents.intro')}
          </Text>
          {anyLocked && (
            <Text size="sm" c="gray.7" data-testid="documents-locked-note">
              {t(approved ? 'documents.lockedApproved' : 'documents.lockedNote')}
            </Text>
          )}
          <SimpleGrid
            component="ul"
            cols={{ base: 1, sm: 2, lg: 3 }}
            spacing="xs"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            data-testid="documents-list"
          >
            {files.map((file) => {
              const label = labelOf(file.name);
              const accepted = locked.has(file.name);
              return (
                <li key={file.id} data-testid={`document-${file.name}`}>
                  <Paper withBorder radius="md" px="sm" py={6} h="100%">
                    <Group justify="space-between" wrap="nowrap" gap="xs" h="100%">
                      <DocumentLink file={file} label={label} newTabText={t('newTab')} />
                      {accepted && (
                        <Badge
                          color="green"
                          variant="light"
                          leftSection={<IconLock size={12} aria-hidden="true" />}
                          style={{ flexShrink: 0 }}
                        >
                          {t('documents.accepted')}
                        </Badge>
                      )}
                      {!accepted && !approved && (
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          size="lg"
                          onClick={() => setToDelete(file)}
                          aria-label={t('documents.remove', { label })}
                          loading={remove.isPending && remove.variables === file.id}
                        >
                          <IconTrash size={18} aria-hidden="true" />
                        </ActionIcon>
                      )}
                    </Group>
                  </Paper>
                </li>
              );
            })}
          </SimpleGrid>
        </Stack>
      )}

      <Modal
        // Mantine's modal header is a <header>: a second banner landmark beside the page's. It is only a title bar.
        attributes={{ header: { role: 'presentation' } }}
        classNames={{ content: classes.readable }}
        opened={toDelete !== null}
        onClose={() => (remove.isPending ? undefined : setToDelete(null))}
        title={t('documents.removeTitle')}
        closeButtonProps={{ 'aria-label': t('actions.close') }}
        styles={{ title: { fontWeight: 700 } }}
      >
        <Stack gap="md">
          <Text size="sm">{toDelete ? t('documents.removeConfirm', { label: labelOf(toDelete.name) }) : ''}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setToDelete(null)} disabled={remove.isPending}>
              {t('actions.cancel')}
            </Button>
            <Button color="red" onClick={confirmDelete} loading={remove.isPending}>
              {t('documents.removeButton')}
            </Button>
          </Group>
        </Stack>
      </Modal>

      <UploadDocumentsModal
        opened={uploading}
        onClose={() => setUploading(false)}
        personaId={persona.id}
        userId={userId}
        documents={offered}
        uploaded={uploaded}
      />
    </ProfileSection>
  );
}
