import { useState } from 'react';

/**
 * The last non-null value seen: a closing modal keeps showing what it showed
 * while its exit transition runs, instead of going blank.
 */
export function useLastDefined<T>(value: T | null): T | null {
  const [last, setLast] = useState<T | null>(value);
  if (value !== null && value !== last) setLast(value);
  return value ?? last;
}
