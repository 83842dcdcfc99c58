import { SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface DetailItem {
  label: string;
  value: ReactNode;
  testId?: string;
}

/** Read-only label/value pairs as a description list (screen readers pair each value with its label). */
export function DetailList({ items, cols = 2 }: { items: DetailItem[]; cols?: number }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: cols }} spacing="md" verticalSpacing="sm" component="dl" m={0}>
      {items.map((item) => (
        <div key={item.label} style={{ minWidth: 0 }}>
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
