import { ActionIcon, Badge, Checkbox, Group, Table, Tooltip, UnstyledButton } from '@mantine/core';
import { IconFilter, IconFilterFilled, IconPencil, IconUpload } from '@tabler/icons-react';
import { tipoDocumentoLabel } from '../lib/labels';
import type { Enrollee as EnrolleeRow } from '@/api/inscripciones';
import { ScrollTable } from '@/components/scroll-table';
import { useInscripcionesTranslation } from '../i18n';
import classes from './enrollee-table.module.css';

/** As on the applicant's profile: 1 yellow, 2 green, 3 red, then blue, grape and gray. */
export const ESTADO_COLORS: Record<number, string> = { 1: 'yellow', 2: 'green', 3: 'red', 4: 'blue', 5: 'grape', 6: 'gray', 7: 'dark' };

interface EnrolleeTableProps {
  rows: EnrolleeRow[];
  filtered: boolean;
  onFilter: () => void;
  onDetails: (row: EnrolleeRow) => void;
  /** Absent when the staff group may not see documents (issue 17 §1). */
  onDocuments?: (row: EnrolleeRow) => void;
  /** Row checkboxes for bulk decisions (issue 16); absent when the staff group may not decide. */
  selection?: { isSelected: (id: number) => boolean; toggle: (id: number) => void; setPage: (ids: number[], on: boolean) => void };
}

/**
 * Seed 001 §2: Nombre, Apellido, Tipo de Documento, Número de Documento,
 * Código de Trámite, Estado (its header opens the estado filter) and Acciones
 * (details, documents).
 */
export function EnrolleeTable({ rows, filtered, onFilter, onDetails, onDocuments, selection }: EnrolleeTableProps) {
  const { t } = useInscripcionesTranslation();
  const FilterIcon = filtered ? IconFilterFilled : IconFilter;
  const pageIds = rows.map((r) => r.id);
  const pageSelected = selection ? pageIds.filter((id) => selection.isSelected(id)).length : 0;
  return (
    <ScrollTable minWidth={860} label={t('list.tableLabel')}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={t('list.tableLabel')} data-testid="enrollee-table">
        <Table.Thead>
          <Table.Tr>
            {selection && (
              <Table.Th w={40}>
                <Checkbox
                  aria-label={t('seats.selectPage')}
                  checked={pageIds.length > 0 && pageSelected === pageIds.length}
                  indeterminate={pageSelected > 0 && pageSelected < pageIds.length}
                  onChange={(e) => selection.setPage(pageIds, e.currentTarget.checked)}
                  disabled={pageIds.length === 0}
                />
              </Table.Th>
            )}
            <Table.Th>{t('list.columns.nombre')}</Table.Th>
            <Table.Th>{t('list.columns.apellido')}</Table.Th>
            <Table.Th>{t('list.columns.tipoDocumento')}</Table.Th>
            <Table.Th>{t('list.columns.numeroDocumento')}</Table.Th>
            <Table.Th>{t('list.columns.codTramite')}</Table.Th>
            <Table.Th className={classes.filterHeader}>
              <UnstyledButton onClick={onFilter} className={classes.filterButton} aria-haspopup="dialog" title={t('list.estadoFilterHint')}>
                <span>{t('list.columns.estado')}</span>
                <FilterIcon size={16} aria-hidden="true" />
              </UnstyledButton>
            </Table.Th>
            <Table.Th>{t('list.columns.acciones')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const name = `${row.persona.nombre} ${row.persona.apellido}`;
            return (
              <Table.Tr key={row.id} data-testid="enrollee-row">
                {selection && (
                  <Table.Td>
                    <Checkbox
                      aria-label={t('seats.selectRow', { name })}
                      checked={selection.isSelected(row.id)}
                      onChange={() => selection.toggle(row.id)}
                    />
                  </Table.Td>
                )}
                <Table.Td>{row.persona.nombre}</Table.Td>
                <Table.Td>{row.persona.apellido}</Table.Td>
                <Table.Td>{tipoDocumentoLabel(row.persona.tipo_documento)}</Table.Td>
                <Table.Td className={classes.number}>{row.persona.numero_documento}</Table.Td>
                <Table.Td className={classes.number}>{row.cod_tramite}</Table.Td>
                <Table.Td>
                  <Badge color={ESTADO_COLORS[row.estado_id] ?? 'gray'} variant="filled" autoContrast className={classes.badge}>
                    {t(`estados.${row.estado_id}`, { defaultValue: row.estado })}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <Tooltip label={t('list.details', { name })} withArrow>
                      <ActionIcon variant="default" size="lg" onClick={() => onDetails(row)} aria-label={t('list.details', { name })}>
                        <IconPencil size={18} aria-hidden="true" />
                      </ActionIcon>
                    </Tooltip>
                    {onDocuments && (
                      <Tooltip label={t('list.documents', { name })} withArrow>
                        <ActionIcon variant="default" size="lg" onClick={() => onDocuments(row)} aria-label={t('list.documents', { name })}>
                          <IconUpload size={18} aria-hidden="true" />
                        </ActionIcon>
                      </Tooltip>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
