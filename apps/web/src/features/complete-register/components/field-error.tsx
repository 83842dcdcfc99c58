import { Group, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useSeedText } from '@/lib/i18n';

interface FieldErrorProps {
  message: string | null | undefined;
  /**
   * A message that belongs to no single input (e.g. "add at least one"): focusable,
   * so a failed Siguiente can move focus to it like to an invalid field.
   */
  anchor?: boolean;
}

/** An error of a group or an add button, announced when it appears. */
export function FieldError({ message, anchor = false }: FieldErrorProps) {
  const seedText = useSeedText();
  if (!message) return null;
  return (
    <Group gap={6} wrap="nowrap" align="flex-start" role="alert" tabIndex={anchor ? -1 : undefined} data-error-anchor={anchor || undefined}>
      <IconAlertCircle size={18} color="var(--mantine-color-red-9)" aria-hidden="true" style={{ flexShrink: 0 }} />
      <Text size="sm" c="red.9">
        {seedText(message)}
      </Text>
    </Group>
  );
}
