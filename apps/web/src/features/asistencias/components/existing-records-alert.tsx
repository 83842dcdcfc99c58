import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconPencil, IconReplace } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';

interface ExistingRecordsAlertProps {
  title: string;
  message: string;
  openLabel: string;
  replaceLabel: string;
  onOpen: () => void;
  onReplace: () => void;
  /** Moves the focus to the warning when it appears after an action (a refused Finalizar). */
  focusOnShow?: boolean;
  busy?: boolean;
}

/**
 * A class or exam that already has records (issue 14): says how many and offers the two ways on,
 * opening them in edit mode with the stored values, or replacing them after a confirmation.
 */
export function ExistingRecordsAlert({
  title,
  message,
  openLabel,
  replaceLabel,
  onOpen,
  onReplace,
  focusOnShow,
  busy,
}: ExistingRecordsAlertProps) {
  const titleRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (focusOnShow) titleRef.current?.focus();
  }, [focusOnShow]);

  return (
    <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden="true" />} role="alert" data-testid="existing-records">
      <Stack gap="sm">
        <Text fw={700} ref={titleRef} tabIndex={-1} style={{ outline: 'none' }}>
          {title}
        </Text>
        <Text size="sm">{message}</Text>
        <Group gap="sm">
          <Button leftSection={<IconPencil size={18} aria-hidden="true" />} onClick={onOpen} disabled={busy}>
            {openLabel}
          </Button>
          <Button
            variant="outline"
            color="red.9"
            leftSection={<IconReplace size={18} aria-hidden="true" />}
            onClick={onReplace}
            disabled={busy}
          >
            {replaceLabel}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
