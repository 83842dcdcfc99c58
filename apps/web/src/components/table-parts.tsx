import { ActionIcon, Table, Text, Tooltip } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ScrollTable } from './scroll-table';

/** The one row of a table with nothing to show (no rows at all, or none matching the search). */
export function EmptyTableRow({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={colSpan}>
        <Text ta="center" c="gray.7" py="md">
          {children}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}

/** A row's "Editar" pencil: the label names the row ("Editar Ingenieria Civil") for screen readers and the tooltip. */
export function EditRowButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Tooltip label={label} withArrow>
      <ActionIcon variant="light" size="lg" aria-label={label} onClick={onClick}>
        <IconPencil size={18} aria-hidden="true" />
      </ActionIcon>
    </Tooltip>
  );
}

export interface ListColumn {
  label: string;
  /** Hidden on phones; the row shows that data under its first cell instead. */
  wideOnly?: boolean;
  width?: number;
  centered?: boolean;
}

/**
 * A staff list (careers, users): scrolls sideways when it must, a caption for screen
 * readers, one header per column, and the "no match" row when nothing is left.
 */
export function ListTable({
  testId,
  caption,
  columns,
  empty,
  children,
}: {
  testId: string;
  caption: string;
  columns: ListColumn[];
  /** Shown as the only row when set (no rows match the search). */
  empty: ReactNode;
  children: ReactNode;
}) {
  return (
    <ScrollTable label={caption}>
      <Table striped highlightOnHover verticalSpacing="sm" data-testid={testId}>
        <Table.Caption className="visually-hidden">{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th
                key={column.label}
                scope="col"
                visibleFrom={column.wideOnly ? 'sm' : undefined}
                w={column.width}
                ta={column.centered ? 'center' : undefined}
              >
                {column.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {children}
          {empty && <EmptyTableRow colSpan={columns.length}>{empty}</EmptyTableRow>}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
