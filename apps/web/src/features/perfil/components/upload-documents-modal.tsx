import { msg, type UploadMimeType } from '@ingreso/shared';
import { Button, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { DocumentUpload, EMPTY_UPLOAD_BOX, useUploadBoxes } from '@/components/document-upload';
import { isApiError } from '@/lib/api-client';
import { useStoreDocument } from '../api/documents';
import { usePerfilTranslation } from '../i18n';
import classes from '../profile.module.css';

interface UploadDocumentsModalProps {
  opened: boolean;
  onClose: () => void;
  personaId: number;
  userId: number;
  /** The documents offered, in the lists' order: those that apply and any already on record, none accepted (locked). */
  documents: OfferedDocument[];
  uploaded: string[];
}

/** One box of the modal: a requirement's code, its shown name, the faculty's note for the applicant. */
export interface OfferedDocument {
  codigo: string;
  label: string;
  description: string;
  required: boolean;
  /** The types the lists accept (all four for a file no list names). */
  tipos: readonly UploadMimeType[];
}

/**
 * Mi Documentación's upload modal: the wizard's upload box (one file, 2 MB,
 * images or PDF), one per document. Unlike the wizard, each file is sent as
 * soon as it is chosen, so a finished box is already on record.
 */
export function UploadDocumentsModal(props: UploadDocumentsModalProps) {
  const { opened, onClose, personaId, userId, documents, uploaded } = props;
  const { t } = usePerfilTranslation();
  const storeDocument = useStoreDocument(userId);
  const phone = useMediaQuery('(max-width: 36em)');
  const { boxes, setBoxes, patch } = useUploadBoxes<string>();
  const busy = Object.values(boxes).some((box) => box?.status === 'uploading');

  const upload = async (name: string, file: File) => {
    patch(name, { file, status: 'uploading', progress: 0, error: null });
    try {
      await storeDocument(personaId, name, file, ({ loaded, total }) =>
        patch(name, { progress: total > 0 ? Math.round((loaded / total) * 100) : 0 }),
      );
      // The file is on record now: the box keeps only its "Subido" badge, so its remove
      // control cannot suggest that it would take the document back off the server.
      patch(name, { file: null, status: 'success', progress: 100 });
    } catch (error) {
      console.error(`upload of ${name} failed`, error);
      const message = isApiError(error) ? (error.body.errors[name]?.[0] ?? error.body.message) : msg.http.internal;
      patch(name, { status: 'error', progress: 0, error: message });
    }
  };

  const choose = (name: string, file: File | null) => {
    if (file) void upload(name, file);
    else patch(name, EMPTY_UPLOAD_BOX);
  };

  const close = () => {
    if (busy) return;
    setBoxes({});
    onClose();
  };

  return (
    <Modal
      // Mantine's modal header is a <header>: a second banner landmark beside the page's. It is only a title bar.
      attributes={{ header: { role: 'presentation' } }}
      classNames={{ content: classes.readable }}
      opened={opened}
      onClose={close}
      title={t('documents.modalTitle')}
      size="xl"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('actions.close'), disabled: busy }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack gap="md">
        <Text size="sm" c="gray.7">
          {t('documents.modalHint')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {documents.map((doc) => {
            const name = doc.codigo;
            const box = boxes[name] ?? EMPTY_UPLOAD_BOX;
            const note = [doc.description, uploaded.includes(name) ? t('documents.uploaded') : ''].filter(Boolean).join(' ');
            return (
              <DocumentUpload
                key={name}
                name={name}
                label={doc.label}
                description={note || undefined}
                required={doc.required && !uploaded.includes(name)}
                tipos={doc.tipos}
                stored={uploaded.includes(name)}
                file={box.file}
                onFileChange={(file) => choose(name, file)}
                status={box.status}
                progress={box.progress}
                error={box.error}
              />
            );
          })}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={busy}>
            {t('actions.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
