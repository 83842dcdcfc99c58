import { Group, Radio } from '@mantine/core';
import type { ReactNode } from 'react';
import { useCompleteRegisterTranslation } from '../i18n';

interface YesNoFieldProps {
  label: string;
  value: string;
  onChange: (value: '1' | '0') => void;
  error?: ReactNode;
  required?: boolean;
}

/** A Si/No question; the form holds '1' or '0' as the seed's payload does. */
export function YesNoField({ label, value, onChange, error, required = true }: YesNoFieldProps) {
  const { t } = useCompleteRegisterTranslation();
  return (
    <Radio.Group
      label={label}
      value={value || null}
      onChange={(next) => onChange(next === '1' ? '1' : '0')}
      error={error}
      required={required}
    >
      <Group gap="lg" mt={6}>
        <Radio value="1" label={t('yes')} />
        <Radio value="0" label={t('no')} />
      </Group>
    </Radio.Group>
  );
}
