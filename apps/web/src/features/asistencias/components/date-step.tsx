import '@mantine/dates/styles.css';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { IconAlertCircle, IconArrowLeft, IconArrowRight, IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import type { WizardMode } from '../lib/wizard-mode';
import { useAsistenciasTranslation } from '../i18n';
import classes from './attendance.module.css';

interface DateStepProps {
  mode: WizardMode;
  materia: string;
  value: string | null;
  onChange: (value: string | null) => void;
  onBack: () => void;
  /** Moves on; in edit mode it first looks up what is stored for that date. */
  onNext: () => void;
  searching: boolean;
  searchError: string | null;
}

/** Dates go to the API as YYYY-MM-DD and are shown the same way (seed 001 §9). */
function parseIsoDay(input: string): string | null {
  const text = input.trim();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  const date = new Date(`${text}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== text ? null : text;
}

/** Step 2: the class (or exam) date, with Atras and Siguiente, or Buscar in edit mode (seed 001 §2). */
export function DateStep({ mode, materia, value, onChange, onBack, onNext, searching, searchError }: DateStepProps) {
  const { t } = useAsistenciasTranslation();
  const [error, setError] = useState<string | null>(null);
  const grades = mode.kind === 'notas';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!value) {
      setError(grades ? t('date.requiredGrades') : t('date.requiredAttendance'));
      return;
    }
    onNext();
  };

  return (
    <form onSubmit={submit} noValidate aria-busy={searching}>
      <Stack gap="md">
        <Text c="dimmed">{t('date.subject', { materia })}</Text>
        <DateInput
          label={grades ? t('date.labelGrades') : t('date.labelAttendance')}
          description={t('date.hint')}
          required
          valueFormat="YYYY-MM-DD"
          placeholder={t('date.placeholder')}
          dateParser={parseIsoDay}
          clearable
          clearButtonProps={{ 'aria-label': t('date.clear') }}
          maw={320}
          popoverProps={{ withinPortal: true }}
          value={value}
          onChange={(next) => {
            setError(null);
            onChange(next);
          }}
          error={error}
          data-autofocus
        />
        {searchError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
            {searchError}
          </Alert>
        )}
        <Group justify="space-between" className={classes.actions}>
          <Button variant="default" leftSection={<IconArrowLeft size={18} aria-hidden="true" />} onClick={onBack} disabled={searching}>
            {t('actions.back')}
          </Button>
          {mode.edit ? (
            <Button type="submit" leftSection={<IconSearch size={18} aria-hidden="true" />} loading={searching} disabled={searching}>
              {t('actions.search')}
            </Button>
          ) : (
            <Button type="submit" rightSection={<IconArrowRight size={18} aria-hidden="true" />}>
              {t('actions.next')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
