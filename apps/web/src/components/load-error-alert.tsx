import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

interface LoadErrorAlertProps {
  message: string;
  retryLabel: string;
  onRetry: () => void;
}

/** A screen whose data could not be loaded: says so and offers to try again, instead of an endless loader. */
export function LoadErrorAlert({ message, retryLabel, onRetry }: LoadErrorAlertProps) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert" maw={640}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button size="xs" variant="default" onClick={onRetry}>
          {retryLabel}
        </Button>
      </Stack>
    </Alert>
  );
}
