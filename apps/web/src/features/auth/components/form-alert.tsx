import { Alert } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface FormAlertProps {
  kind: 'error' | 'success';
  children: ReactNode;
}

/** A result message that screen readers announce as soon as it appears. */
export function FormAlert({ kind, children }: FormAlertProps) {
  const error = kind === 'error';
  return (
    <Alert
      color={error ? 'red' : 'green'}
      variant="light"
      icon={error ? <IconAlertCircle aria-hidden="true" /> : <IconCircleCheck aria-hidden="true" />}
      role={error ? 'alert' : 'status'}
      ta="left"
      w="100%"
      data-testid={error ? 'form-error' : 'form-success'}
    >
      {children}
    </Alert>
  );
}
