import { Alert } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface FormAlertProps {
  /** info: a notice, such as why the last session ended. */
  kind: 'error' | 'success' | 'info';
  children: ReactNode;
  testId?: string;
}

const ICONS = { error: IconAlertCircle, success: IconCircleCheck, info: IconInfoCircle } as const;
const COLORS = { error: 'red', success: 'green', info: 'blue' } as const;

/** A result message that screen readers announce as soon as it appears. */
export function FormAlert({ kind, children, testId }: FormAlertProps) {
  const error = kind === 'error';
  const Icon = ICONS[kind];
  return (
    <Alert
      color={COLORS[kind]}
      variant="light"
      icon={<Icon aria-hidden="true" />}
      role={error ? 'alert' : 'status'}
      ta="left"
      w="100%"
      data-testid={testId ?? (error ? 'form-error' : 'form-success')}
    >
      {children}
    </Alert>
  );
}
