import { keepDigits } from '@/lib/kept-input';
import { Group, Input, Text, TextInput } from '@mantine/core';
import { useId, useRef, type FocusEvent, type ReactNode } from 'react';
import { useCompleteRegisterTranslation } from '../i18n';

/** The parts of a masked CUIT/CUIL "20-12345678-3" (partial values keep their hyphens). */
export function splitCuit(value: string): { prefix: string; check: string } {
  if (!value.includes('-')) {
    const digits = value.replace(/\D/g, '');
    return digits.length === 11 ? { prefix: digits.slice(0, 2), check: digits.slice(10) } : { prefix: '', check: '' };
  }
  const [prefix = '', , check = ''] = value.split('-');
  return { prefix, check };
}

/** The masked value 99-99999999-9 the form holds; empty when the applicant typed nothing of their own. */
export function composeCuit(prefix: string, documentNumber: string, check: string): string {
  if (prefix === '' && check === '') return '';
  return `${prefix}-${documentNumber}-${check}`;
}

interface CuitFieldProps {
  value: string;
  documentNumber: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: ReactNode;
}

/**
 * CUIT/CUIL with the seed's mask 99-99999999-9. Its middle part is the document
 * number, so it is shown, not typed: the applicant writes the two-digit prefix
 * and the check digit, and the middle follows the document number as it changes.
 */
export function CuitField({ value, documentNumber, onChange, onBlur, error }: CuitFieldProps) {
  const { t } = useCompleteRegisterTranslation();
  const id = useId();
  const groupRef = useRef<HTMLDivElement>(null);
  // Moving from the prefix to the check digit is still "in the field": validate only when focus leaves both.
  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    if (!groupRef.current?.contains(event.relatedTarget as Node | null)) onBlur?.();
  };
  const { prefix, check } = splitCuit(value);
  const describedBy = `${id}-description${error ? ` ${id}-error` : ''}`;
  const middle = documentNumber.padEnd(8, '_');

  return (
    <Input.Wrapper id={id} label={t('personal.cuit')} description={t('personal.cuitHint')} error={error} required>
      <Group ref={groupRef} gap={6} wrap="nowrap" align="center" mt={4}>
        <TextInput
          id={id}
          aria-label={t('personal.cuitPrefix')}
          aria-describedby={describedBy}
          aria-invalid={Boolean(error)}
          aria-required
          value={prefix}
          inputMode="numeric"
          autoComplete="off"
          maxLength={2}
          w={64}
          error={Boolean(error)}
          onBlur={handleBlur}
          // No jump to the check digit after two digits: Tab would then skip it (issue 14).
          onChange={(event) => onChange(composeCuit(keepDigits(event.currentTarget, 2), documentNumber, check))}
        />
        <Text aria-hidden="true">-</Text>
        <Text ff="monospace" fz="md" style={{ letterSpacing: 1 }}>
          <span className="visually-hidden">{t('personal.cuitMiddle')}: </span>
          {middle}
        </Text>
        <Text aria-hidden="true">-</Text>
        <TextInput
          aria-label={t('personal.cuitCheck')}
          aria-describedby={describedBy}
          aria-invalid={Boolean(error)}
          aria-required
          value={check}
          inputMode="numeric"
          autoComplete="off"
          maxLength={1}
          w={48}
          error={Boolean(error)}
          onBlur={handleBlur}
          onChange={(event) => onChange(composeCuit(prefix, documentNumber, keepDigits(event.currentTarget, 1)))}
        />
      </Group>
    </Input.Wrapper>
  );
}
