import type { DocumentName } from '@ingreso/shared';
import { DOCUMENT_NAMES, missingDocuments, requiredDocuments, type PersonaFile, type PersonaResponse } from '@ingreso/shared';
import { ActionIcon, Alert, Button, Group, Modal, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconTrash, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { DocumentLink } from '@/components/document-link';
import { useDeleteDocument } from '../api/documents';
import { usePerfilTranslation } from '../i18n';
import { ProfileSection } from './profile-section';
import { ResultAlert } from './result-alert';
import { UploadDocumentsModal } from './upload-documents-modal';
import classes from '../profile.module.css';
import { joinList } from '@/lib/locale-format';

interface DocumentsSectionProps {
  persona: PersonaResponse;
  userId: number;
  /** From the job situation: working adds the work certificate to the required documents. */
  trabaja: boolean;
}

const order = (file: PersonaFile) => DOCUMENT_NAMES.indexOf(file.name);

/** "Mi Documentación": the files on record (opening in a new tab), a delete control each, and the upload modal. */
export function DocumentsSection({ persona, userId, trabaja }: DocumentsSectionProps) {
  const { t } = usePerfilTranslation();
  const [uploading, setUploading] = useState(false);
  const [toDelete, setToDelete] = useState<PersonaFile | null>(null);
  const remove = useDeleteDocument(userId);

  const files = [...persona.files].sort((a, b) => order(a) - order(b));
  const uploaded = files.map((f) => f.name);
  const conditions = { trabaja, discapacidad: persona.discapacidad };
  const required = requiredDocuments(conditions);
  const missing = missingDocuments(uploaded, conditions);
  const offered = DOCUMENT_NAMES.filter((name) => required.includes(name) || uploaded.includes(name));

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
      {missing.length > 0 ? (
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden="true" />} data-testid="documents-missing">
          {t('documents.missing', { labels: joinList(missing.map((name) => t(`documents.labels.${name}`))) })}
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
              const label = t(`documents.labels.${file.name as DocumentName}`, { defaultValue: file.name });
              return (
                <li key={file.id} data-testid={`document-${file.name}`}>
                  <Paper withBorder radius="md" px="sm" py={6} h="100%">
                    <Group justify="space-between" wrap="nowrap" gap="xs" h="100%">
                      <DocumentLink file={file} label={label} newTabText={t('newTab')} />
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
          <Text size="sm">
            {toDelete
              ? t('documents.removeConfirm', {
                  label: t(`documents.labels.${toDelete.name as DocumentName}`, { defaultValue: toDelete.name }),
                })
              : ''}
          </Text>
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
        required={required}
        uploaded={uploaded}
      />
    </ProfileSection>
  );
}
