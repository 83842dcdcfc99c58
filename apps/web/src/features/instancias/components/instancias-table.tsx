import { Badge, Button, Group, Table, Text, UnstyledButton } from '@mantine/core';
import {
  IconArrowsSort,
  IconCalendarCheck,
  IconChecklist,
  IconFileCheck,
  IconPencil,
  IconSortAscending,
  IconSortDescending,
  IconTrash,
  IconUsers,
} from '@tabler/icons-react';
import type { StaffPermission } from '@ingreso/shared';
import type { InstanciaRow } from '@/api/instancias';
import { ScrollTable } from '@/components/scroll-table';
import { isEnCurso, type SortColumn, type SortState } from '../lib/instancia-list';
import { useInstanciasTranslation } from '../i18n';
import classes from './instancias-table.module.css';

export type RowAction = 'edit' | 'delete' | 'inscriptos' | 'asistencias' | 'notas' | 'requisitos';

/** What the staff group must be allowed for each row action (the server refuses the rest). */
export const ROW_ACTION_PERMISSION: Record<RowAction, StaffPermission> = {
  edit: 'instancias.gestionar',
  delete: 'instancias.gestionar',
  inscriptos: 'inscripciones.decidir',
  asistencias: 'asistencias.registrar',
  notas: 'notas.registrar',
  requisitos: 'instancias.gestionar',
};

interface InstanciasTableProps {
  rows: InstanciaRow[];
  sort: SortState;
  onSort: (column: SortColumn) => void;
  onAction: (action: RowAction, instancia: InstanciaRow) => void;
  today: string;
  /** The row actions the staff group may use. */
  allowed: (action: RowAction) => boolean;
}

/** The page of instancias: sortable date and text columns, the display status and the row actions. */
export function InstanciasTable({ rows, sort, onSort, onAction, today, allowed }: InstanciasTableProps) {
  const { t } = useInstanciasTranslation();
  const sortable: Array<[SortColumn, string]> = [
    ['carrera', t('columns.carrera')],
    ['descripcion', t('columns.descripcion')],
    ['fecha_publicacion', t('columns.fechaPublicacion')],
    ['fecha_inicio', t('columns.fechaInicio')],
    ['fecha_fin', t('columns.fechaFin')],
  ];
  const actions = (
    [
      ['edit', t('actions.edit'), IconPencil, 'blue'],
      ['delete', t('actions.delete'), IconTrash, 'red'],
      ['inscriptos', t('actions.inscriptos'), IconUsers, 'green'],
      ['asistencias', t('actions.asistencias'), IconCalendarCheck, 'grape'],
      ['notas', t('actions.notas'), IconChecklist, 'orange'],
      ['requisitos', t('actions.requisitos'), IconFileCheck, 'teal'],
    ] satisfies Array<[RowAction, string, typeof IconPencil, string]>
  ).filter(([action]) => allowed(action));

  return (
    <ScrollTable minWidth={1080} label={t('tableLabel')}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={t('tableLabel')} data-testid="instancias-table">
        <Table.Thead>
          <Table.Tr>
            {sortable.map(([column, label]) => {
              const active = sort.column === column;
              const Icon = !active ? IconArrowsSort : sort.direction === 'asc' ? IconSortAscending : IconSortDescending;
              return (
                <Table.Th
                  key={column}
                  aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}
                  className={classes.sortableHeader}
                >
                  <UnstyledButton onClick={() => onSort(column)} className={classes.sortButton} title={t('sortBy', { column: label })}>
                    <span>{label}</span>
                    <Icon size={16} aria-hidden="true" className={active ? undefined : classes.idleIcon} />
                  </UnstyledButton>
                </Table.Th>
              );
            })}
            <Table.Th>{t('columns.estado')}</Table.Th>
            <Table.Th>{t('columns.acciones')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const enCurso = isEnCurso(row, today);
            return (
              <Table.Tr key={row.id} data-testid="instancia-row">
                <Table.Td>{row.carrera.descripcion}</Table.Td>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {row.descripcion}
                  </Text>
                </Table.Td>
                <Table.Td className={classes.date}>{row.fecha_publicacion}</Table.Td>
                <Table.Td className={classes.date}>{row.fecha_inicio}</Table.Td>
                <Table.Td className={classes.date}>{row.fecha_fin}</Table.Td>
                <Table.Td className={classes.status}>
                  <Badge color={enCurso ? 'green' : 'gray'} variant="light" tt="none" size="md">
                    {enCurso ? t('estado.enCurso') : t('estado.finalizado')}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Group gap={6} wrap="wrap" className={classes.actions}>
                    {actions.map(([action, label, Icon, color]) => (
                      <Button
                        key={action}
                        size="compact-xs"
                        variant="default"
                        leftSection={<Icon size={14} aria-hidden="true" color={`var(--mantine-color-${color}-8)`} />}
                        onClick={() => onAction(action, row)}
                        aria-label={t('actions.named', { action: label, instancia: row.descripcion })}
                      >
                        {label}
                      </Button>
                    ))}
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
