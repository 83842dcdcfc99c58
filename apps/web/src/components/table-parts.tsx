import { ActionIcon, Table, Text, Tooltip } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { ReactNode } from 'react';

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
