import '@mantine/dates/styles.css';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { IconAlertCircle, IconArrowLeft, IconArrowRight, IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { inCourse, type Course } from '../lib/course';
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
  /** A new load picks dates in the instancia's course only (issue 14); edit mode may open an older class (null). */
  course: Course | null;
  formatDay: (iso: string) => string;
  /** The server's refusal of the date (422), shown on the field until the date changes. */
  serverError: string | null;
  /** The class or exam already has records: the warning with its two ways on takes Siguiente's place. */
  notice: ReactNode;
}

/** Dates go to the API as YYYY-MM-DD and are shown the same way (seed 001 §9). */
function parseIsoDay(input: string): string | null {
  const text = input.trim();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  const date = new Date(`${text}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== text ? null : text;
}

/** Step 2: the class (or exam) date, with Atras and Siguiente, or Buscar in edit mode (seed 001 §2). */
export function DateStep(props: DateStepProps) {
  const { mode, materia, value, onChange, onBack, onNext, searching, searchError, course, formatDay, serverError, notice } = props;
  const { t } = useAsistenciasTranslation();
  const [error, setError] = useState<string | null>(null);
  /** A whole date typed outside the course: the picker does not take it, and the field says why. */
  const [outside, setOutside] = useState(false);
  const grades = mode.kind === 'notas';
  const range = course ? { inicio: formatDay(course.inicio), fin: formatDay(course.fin) } : null;
  const outsideText = range ? t(grades ? 'date.outOfCourseGrades' : 'date.outOfCourseAttendance', range) : null;

  const parse = (input: string) => {
    const day = parseIsoDay(input);
    if (day && course && !inCourse(day, course)) {
      setOutside(true);
      // The day chosen before stays otherwise, under a field that shows another.
      if (value !== null) onChange(null);
      return null;
    }
    if (day) setOutside(false);
    return day;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!value) {
      if (!outside) setError(grades ? t('date.requiredGrades') : t('date.requiredAttendance'));
      return;
    }
    if (notice) return;
    onNext();
  };

  return (
    <form onSubmit={submit} noValidate aria-busy={searching}>
      <Stack gap="md">
        <Text c="dimmed">{t('date.subject', { materia })}</Text>
        <DateInput
          label={grades ? t('date.labelGrades') : t('date.labelAttendance')}
          description={range ? `${t('date.hint')} ${t('date.courseRange', range)}` : t('date.hint')}
          required
          valueFormat="YYYY-MM-DD"
          placeholder={t('date.placeholder')}
          dateParser={parse}
          minDate={course?.inicio}
          maxDate={course?.fin}
          clearable
          clearButtonProps={{ 'aria-label': t('date.clear') }}
          maw={320}
          popoverProps={{ withinPortal: true }}
          value={value}
          onChange={(next) => {
            setError(null);
            if (next === null || !course || inCourse(next, course)) setOutside(false);
            onChange(next);
          }}
          error={error ?? (outside ? outsideText : null) ?? serverError}
          data-autofocus
        />
        {/* Read out while a new load looks up whether the date already has records. */}
        <div role="status" className="visually-hidden">
          {searching && !mode.edit ? t('date.checking') : ''}
        </div>
        {notice}
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
          ) : notice ? null : (
            <Button type="submit" rightSection={<IconArrowRight size={18} aria-hidden="true" />}>
              {t('actions.next')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
