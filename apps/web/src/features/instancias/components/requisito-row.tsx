import { keepTyped } from '@/lib/kept-input';
import {
  DOCUMENT_NAMES,
  REQUISITO_CONDICIONES,
  UPLOAD_EXTENSIONS,
  UPLOAD_MIME_TYPES,
  isDocumentName,
  type DocumentName,
  type RequisitoCondicion,
  type UploadMimeType,
} from '@ingreso/shared';
import { ActionIcon, Checkbox, Group, Paper, Select, SimpleGrid, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import { useInstanciasTranslation } from '../i18n';
import { withNombre, type DraftRow } from '../lib/requisitos-draft';

interface RequisitoRowProps {
  row: DraftRow;
  index: number;
  count: number;
  /** Codes other rows use: one document appears once in a list. */
  taken: readonly string[];
  errors: Record<string, string>;
  onChange: (row: DraftRow) => void;
  onCodigo: (codigo: DocumentName) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

/** One requirement of the list being edited: which document, its name and note for the applicant, types, whether required, when asked. */
export function RequisitoRow({ row, index, count, taken, errors, onChange, onCodigo, onMove, onRemove }: RequisitoRowProps) {
  const { t } = useInstanciasTranslation();
  const error = (field: string) => errors[`${index}.${field}`];
  const seed = isDocumentName(row.codigo);
  const name = row.nombre || (seed ? t(`requisitos.documents.${row.codigo as DocumentName}`) : t('requisitos.newDocument'));
  const documentOptions = DOCUMENT_NAMES.filter((n) => n === row.codigo || !taken.includes(n)).map((n) => ({
    value: n,
    label: t(`requisitos.documents.${n}`),
  }));

  return (
    <Paper withBorder radius="md" p="md" component="li" data-testid={`requisito-row-${row.codigo}`}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600} size="sm">
            {index + 1}. {name}
          </Text>
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              variant="subtle"
              size="lg"
              disabled={index === 0}
              onClick={() => onMove(-1)}
              aria-label={t('requisitos.up', { nombre: name })}
            >
              <IconArrowUp size={18} aria-hidden="true" />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              size="lg"
              disabled={index === count - 1}
              onClick={() => onMove(1)}
              aria-label={t('requisitos.down', { nombre: name })}
            >
              <IconArrowDown size={18} aria-hidden="true" />
            </ActionIcon>
            <ActionIcon variant="subtle" color="red" size="lg" onClick={onRemove} aria-label={t('requisitos.remove', { nombre: name })}>
              <IconTrash size={18} aria-hidden="true" />
            </ActionIcon>
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {seed || row.saved ? null : (
            <TextInput
              label={t('requisitos.fields.nombre')}
              description={t('requisitos.fields.nombreHint')}
              value={row.nombre}
              maxLength={120}
              onChange={(event) => onChange(withNombre(row, event.currentTarget.value))}
              error={error('nombre')}
            />
          )}
          {seed ? (
            <Select
              label={t('requisitos.fields.documento')}
              data={documentOptions}
              value={row.codigo}
              onChange={(value) => value && onCodigo(value as DocumentName)}
              allowDeselect={false}
              error={error('codigo')}
            />
          ) : (
            <TextInput
              label={t('requisitos.fields.codigo')}
              description={t(row.saved ? 'requisitos.fields.codigoSaved' : 'requisitos.fields.codigoHint')}
              value={row.codigo}
              maxLength={40}
              readOnly={row.saved}
              onChange={(event) => onChange({ ...row, codigo: keepTyped(event.currentTarget, (typed) => typed.trim()), autoCode: false })}
              error={error('codigo')}
            />
          )}
          {seed || row.saved ? (
            <TextInput
              label={t('requisitos.fields.nombre')}
              description={t('requisitos.fields.nombreHint')}
              value={row.nombre}
              maxLength={120}
              onChange={(event) => onChange({ ...row, nombre: event.currentTarget.value })}
              error={error('nombre')}
            />
          ) : null}
        </SimpleGrid>
        <Textarea
          label={t('requisitos.fields.descripcion')}
          description={t('requisitos.fields.descripcionHint')}
          value={row.descripcion}
          maxLength={500}
          autosize
          minRows={1}
          maxRows={4}
          onChange={(event) => onChange({ ...row, descripcion: event.currentTarget.value })}
          error={error('descripcion')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Checkbox.Group
            label={t('requisitos.fields.tipos')}
            value={row.tipos}
            onChange={(value) => onChange({ ...row, tipos: UPLOAD_MIME_TYPES.filter((m) => value.includes(m)) })}
            error={error('tipos')}
          >
            <Group gap="md" mt={6}>
              {UPLOAD_MIME_TYPES.map((mime: UploadMimeType) => (
                <Checkbox key={mime} value={mime} label={UPLOAD_EXTENSIONS[mime].toUpperCase()} />
              ))}
            </Group>
          </Checkbox.Group>
          <Select
            label={t('requisitos.fields.condicion')}
            data={REQUISITO_CONDICIONES.map((c) => ({ value: c, label: t(`requisitos.condiciones.${c}`) }))}
            value={row.condicion}
            onChange={(value) => value && onChange({ ...row, condicion: value as RequisitoCondicion })}
            allowDeselect={false}
            error={error('condicion')}
          />
        </SimpleGrid>
        <Switch
          label={t('requisitos.fields.obligatorio')}
          description={t('requisitos.fields.obligatorioHint')}
          checked={row.obligatorio}
          onChange={(event) => onChange({ ...row, obligatorio: event.currentTarget.checked })}
        />
      </Stack>
    </Paper>
  );
}
