import { Fieldset, SimpleGrid, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

interface FormSectionProps {
  legend: string;
  children: ReactNode;
  /** Lay the children out in a responsive grid (1 column on phones). */
  grid?: boolean;
}

/** A titled group of fields: a real fieldset, so screen readers announce the legend with each field. */
export function FormSection({ legend, children, grid = true }: FormSectionProps) {
  return (
    <Fieldset legend={legend} radius="md" styles={{ legend: { fontWeight: 600 } }}>
      {grid ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="sm">
          {children}
        </SimpleGrid>
      ) : (
        <Stack gap="sm">{children}</Stack>
      )}
    </Fieldset>
  );
}
