import { SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface DetailItem {
  label: string;
  value: ReactNode;
  testId?: string;
  /** Takes a whole row (long values such as an e-mail address). */
  wide?: boolean;
}

/**
 * Read-only label/value pairs as a description list (screen readers pair each
 * value with its label). Two columns even on phones: the values are short.
 */
export function DetailList({ items, cols = 2 }: { items: DetailItem[]; cols?: number }) {
  return (
    <SimpleGrid cols={{ base: Math.min(cols, 2), sm: cols }} spacing="md" verticalSpacing="sm" component="dl" m={0}>
      {items.map((item) => (
        <div key={item.label} style={{ minWidth: 0, gridColumn: item.wide ? '1 / -1' : undefined }}>
          <Text component="dt" size="xs" c="gray.7" fw={600} tt="uppercase">
            {item.label}
          </Text>
          <Text component="dd" m={0} size="sm" data-testid={item.testId} style={{ overflowWrap: 'anywhere' }}>
            {item.value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
