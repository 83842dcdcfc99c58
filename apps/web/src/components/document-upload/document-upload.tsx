import '@mantine/dropzone/styles.css';
import { UPLOAD_ACCEPT, UPLOAD_MIME_TYPES, type UploadMimeType } from '@ingreso/shared';
import { ActionIcon, Badge, Button, Group, Loader, Paper, Progress, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconAlertCircle, IconCircleCheck, IconFileTypePdf, IconPaperclip, IconPhoto, IconUpload, IconX } from '@tabler/icons-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSeedText } from '@/lib/i18n';
import { useDocumentUploadTranslation } from './i18n';
import { joinList } from '@/lib/locale-format';
import { acceptOf, documentFilesError, formatFileSize, typeNames } from './validate-document-files';

/** idle: nothing sent yet (a file may be chosen); uploading: request in flight; success/error: its outcome. */
export type UploadStatus = 'idle' | 'uploading' | 'success' | 'error';

/** What a screen keeps per upload box: the chosen file and how its upload goes. */
export interface UploadBoxState {
  file: File | null;
  status: UploadStatus;
  progress: number;
  error: string | null;
}

export const EMPTY_UPLOAD_BOX: UploadBoxState = { file: null, status: 'idle', progress: 0, error: null };

/** What the box shows of a file: one just chosen, or one the server already keeps (the wizard's draft). */
export type ShownFile = Pick<File, 'name' | 'size' | 'type'>;

export interface DocumentUploadProps {
  /** Document name (dni_frente, cud, ...): the multipart field and the file input's name. */
  name: string;
  label: string;
  description?: string;
  required?: boolean;
  /** A file of this document is already on record: with nothing new chosen, the box says so (not "Sin archivo"). */
  stored?: boolean;
  /** The chosen file, kept by the parent until it is sent (or already stored, for the wizard's draft). */
  file: ShownFile | null;
  onFileChange: (file: File | null) => void;
  status: UploadStatus;
  /** 0 to 100 while uploading. */
  progress?: number;
  /** The server's or the parent's message for this document (a seed text when there is one). */
  error?: string | null;
  disabled?: boolean;
  /** The types a requirement list accepts for this document (issue 15); all four by default. */
  tipos?: readonly UploadMimeType[];
}

/**
 * One document: drop or pick one image or PDF of at most 2 MB, see the chosen
 * file, then the upload's progress and outcome. It does not send anything
 * itself: the screen decides when (the wizard sends all files at the end, the
 * profile one at a time) and reports the status back.
 */
export function DocumentUpload(props: DocumentUploadProps) {
  const { name, label, description, required, stored, file, onFileChange, status, progress = 0, error, disabled } = props;
  const tipos = props.tipos ?? UPLOAD_MIME_TYPES;
  const narrowed = tipos.length < UPLOAD_MIME_TYPES.length;
  const { t } = useDocumentUploadTranslation();
  const seedText = useSeedText();
  const { i18n } = useTranslation();
  const id = useId();
  const [rejection, setRejection] = useState<string | null>(null);
  const openRef = useRef<() => void>(null);

  const uploading = status === 'uploading';
  const shownError = rejection ?? (status === 'error' ? error : null) ?? null;
  const ids = { label: `${id}-label`, hint: `${id}-hint`, error: `${id}-error`, file: `${id}-file` };

  const handleFiles = (accepted: File[], rejectedFiles: File[]) => {
    const message = documentFilesError([...accepted, ...rejectedFiles], tipos);
    if (message) {
      setRejection(message);
      return;
    }
    setRejection(null);
    onFileChange(accepted[0] ?? rejectedFiles[0]);
  };

  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby={ids.label}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <div>
            <Text id={ids.label} fw={600} size="sm">
              {label}
              {required && (
                <>
                  <Text component="span" c="red.9" aria-hidden="true">
                    {' *'}
                  </Text>
                  <span className="visually-hidden"> ({t('required')})</span>
                </>
              )}
            </Text>
            {description && (
              <Text size="xs" c="gray.7">
                {description}
              </Text>
            )}
          </div>
          <StatusBadge status={status} hasFile={file !== null} stored={stored ?? false} />
        </Group>

        <Dropzone
          name={name}
          openRef={openRef}
          onDropAny={(accepted, rejections) =>
            handleFiles(
              accepted,
              rejections.map((r) => r.file),
            )
          }
          onDrop={() => undefined}
          accept={narrowed ? acceptOf(tipos) : UPLOAD_ACCEPT}
          multiple={false}
          disabled={disabled || uploading}
          // Keyboard and screen-reader users get the real button below; the area is for mouse and drag-and-drop.
          activateOnKeyboard={false}
          inputProps={{ 'aria-label': label }}
          p="md"
          radius="md"
        >
          <Group justify="center" gap="sm" wrap="nowrap" style={{ pointerEvents: 'none' }}>
            <Dropzone.Accept>
              <IconUpload size={28} aria-hidden="true" />
            </Dropzone.Accept>
            <Dropzone.Reject>
              <IconX size={28} aria-hidden="true" />
            </Dropzone.Reject>
            <Dropzone.Idle>
              <IconUpload size={28} aria-hidden="true" color="var(--mantine-color-gray-7)" />
            </Dropzone.Idle>
            <div id={ids.hint}>
              <Text size="sm">{t('dropHint')}</Text>
              <Text size="xs" c="gray.7">
                {narrowed ? t('formatsOnly', { types: joinList(typeNames(tipos)) }) : t('formats')}
              </Text>
            </div>
          </Group>
        </Dropzone>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPaperclip size={14} aria-hidden="true" />}
          onClick={() => openRef.current?.()}
          disabled={disabled || uploading}
          aria-label={t('buttonName', { action: file ? t('replace') : t('choose'), label })}
          aria-describedby={[ids.hint, shownError ? ids.error : null, file ? ids.file : null].filter(Boolean).join(' ')}
          style={{ alignSelf: 'flex-start' }}
        >
          {file ? t('replace') : t('choose')}
        </Button>

        {file && (
          <Group id={ids.file} justify="space-between" wrap="nowrap" gap="xs">
            <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
              {file.type === 'application/pdf' ? (
                <IconFileTypePdf size={18} aria-hidden="true" />
              ) : (
                <IconPhoto size={18} aria-hidden="true" />
              )}
              <Text size="sm" truncate="end" title={file.name}>
                <span className="visually-hidden">{t('chosen')}: </span>
                {file.name}
              </Text>
              <Text size="xs" c="gray.7" style={{ flexShrink: 0 }}>
                {formatFileSize(file.size, i18n.language)}
              </Text>
            </Group>
            <ActionIcon
              variant="subtle"
              color="gray"
              onClick={() => {
                setRejection(null);
                onFileChange(null);
              }}
              disabled={disabled || uploading}
              aria-label={t('remove', { file: file.name })}
            >
              <IconX size={16} aria-hidden="true" />
            </ActionIcon>
          </Group>
        )}

        {(uploading || status === 'success') && file && (
          <Progress
            value={status === 'success' ? 100 : progress}
            color={status === 'success' ? 'green' : 'blue'}
            animated={uploading}
            aria-label={t('progress', { label })}
          />
        )}

        {shownError && (
          <Group id={ids.error} gap={6} wrap="nowrap" role="alert" align="flex-start">
            <IconAlertCircle size={18} color="var(--mantine-color-red-9)" aria-hidden="true" style={{ flexShrink: 0 }} />
            <Text size="sm" c="red.9">
              {seedText(shownError)}
            </Text>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

function StatusBadge({ status, hasFile, stored }: { status: UploadStatus; hasFile: boolean; stored: boolean }) {
  const { t } = useDocumentUploadTranslation();
  // A polite live region: the outcome of an upload is announced without moving focus.
  const content = (() => {
    switch (status) {
      case 'uploading':
        return (
          <Badge color="blue" variant="light" leftSection={<Loader size={10} color="blue" aria-hidden="true" />}>
            {t('status.uploading')}
          </Badge>
        );
      case 'success':
        return (
          <Badge color="green" variant="light" leftSection={<IconCircleCheck size={12} aria-hidden="true" />}>
            {t('status.success')}
          </Badge>
        );
      case 'error':
        return (
          <Badge color="red" variant="light" leftSection={<IconAlertCircle size={12} aria-hidden="true" />}>
            {t('status.error')}
          </Badge>
        );
      default:
        return (
          <Badge color="gray" variant="light">
            {hasFile ? t('status.idle') : stored ? t('status.stored') : t('status.empty')}
          </Badge>
        );
    }
  })();
  return (
    <div role="status" aria-live="polite" style={{ flexShrink: 0 }}>
      {content}
    </div>
  );
}
