import { Alert } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface ResultAlertProps {
  kind: 'success' | 'error';
  children: ReactNode;
  testId?: string;
}

/** The outcome of a save: a polite status on success, an assertive danger alert on failure. */
export function ResultAlert({ kind, children, testId }: ResultAlertProps) {
  const error = kind === 'error';
  return (
    <Alert
      color={error ? 'red' : 'green'}
      variant="light"
      icon={error ? <IconAlertCircle aria-hidden="true" /> : <IconCircleCheck aria-hidden="true" />}
      role={error ? 'alert' : 'status'}
      data-testid={testId}
    >
      {children}
    </Alert>
  );
}
