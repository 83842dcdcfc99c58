import type { Estudiante } from '@ingreso/shared';
import { Paper, Stack, Stepper, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { notasQueries } from '@/api/notas';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { translateSeedText } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { useSearchAsistencias } from '../api/get-asistencias-by-fecha';
import type { Materia, WizardInstancia } from '../api/get-instancia';
import { useSaveAsistencias } from '../api/save-asistencias';
import { modeKey, type WizardMode } from '../lib/wizard-mode';
import { clearProgress, emptyValues, readProgress, saveProgress, type WizardValues } from '../lib/wizard-storage';
import { useAsistenciasTranslation } from '../i18n';
import classes from './attendance.module.css';
import { AttendanceStep } from './attendance-step';
import { CompletionPanel } from './completion-panel';
import { DateStep } from './date-step';
import { GradesStep } from './grades-step';
import { SubjectStep } from './subject-step';

interface WizardFlowProps {
  mode: WizardMode;
  instancia: WizardInstancia;
  students: Estudiante[];
}

type Completion = { kind: 'asistencias' } | { kind: 'notas'; saved: number };

/** The wizard's steps, in order (seed: Materia, Fecha, Estudiantes). */
const STEPS = ['materia', 'fecha', 'estudiantes'] as const;

/**
 * The three steps Materia, Fecha, Estudiantes (seed 001 §2, §4). Step and
 * values are kept in local storage and restored on reload; a finished load
 * (or Cargar Nuevo) clears them.
 */
export function WizardFlow({ mode, instancia, students }: WizardFlowProps) {
  const { t } = useAsistenciasTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSession();
  const owner = { instance: instancia.id, mode: modeKey(mode), user: session?.user?.id ?? null };

  const [initial] = useState(() => readProgress(owner));
  const [step, setStep] = useState(initial?.step ?? 0);
  const [values, setValues] = useState<WizardValues>(initial?.values ?? emptyValues(instancia.id));
  const [completion, setCompletion] = useState<Completion | null>(null);
  const [noRecords, setNoRecords] = useState(false);
  const [searchError, setSearchError] = useState<string | null>(null);
  const [searchingNotas, setSearchingNotas] = useState(false);
  const searchAsistencias = useSearchAsistencias();
  const saveAsistencias = useSaveAsistencias();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusHeading = useRef(false);

  const grades = mode.kind === 'notas';
  const materias = instancia.carrera.materias;
  const materia = materias.find((m) => m.id === values.materia_id) ?? null;
  const fecha = grades ? values.fecha_examen : values.fecha_clase;

  // A subject removed since the progress was stored cannot be resumed: back to choosing one.
  useEffect(() => {
    if (values.materia_id !== null && !materia) {
      setValues((v) => ({ ...v, materia_id: null }));
      setStep(0);
    }
  }, [values.materia_id, materia]);

  useEffect(() => {
    if (completion) return;
    saveProgress(owner, step, values);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- owner is derived from the props and session
  }, [step, values, completion]);

  useEffect(() => {
    if (!focusHeading.current) return;
    focusHeading.current = false;
    headingRef.current?.focus();
  }, [step]);

  const goTo = (next: number) => {
    focusHeading.current = true;
    setSearchError(null);
    setStep(next);
  };

  const chooseSubject = (m: Materia) => {
    // Edit mode looks up the stored marks again for the new subject; a new load keeps its ticks.
    setValues((v) => ({ ...v, materia_id: m.id, ausentes: mode.edit && v.materia_id !== m.id ? [] : v.ausentes }));
    goTo(1);
  };

  const setFecha = (value: string | null) =>
    setValues((v) => (grades ? { ...v, fecha_examen: value } : { ...v, fecha_clase: value }));

  const dateNext = async () => {
    if (!fecha || values.materia_id === null) return;
    setNoRecords(false);
    if (!mode.edit) {
      goTo(2);
      return;
    }
    setSearchError(null);
    if (grades) {
      const query = { instancia_id: instancia.id, materia_id: values.materia_id, fecha_examen: fecha };
      setSearchingNotas(true);
      try {
        await queryClient.fetchQuery(notasQueries.byFecha(query));
        goTo(2);
      } catch (error) {
        console.error('Grades: could not look up the stored grades', error);
        setSearchError(t('date.searchError'));
      } finally {
        setSearchingNotas(false);
      }
      return;
    }
    searchAsistencias.mutate(
      { instancia_id: instancia.id, materia_id: values.materia_id, fecha_clase: fecha },
      {
        onSuccess: (marks) => {
          setValues((v) => ({ ...v, ausentes: marks.filter((m) => m.asistencia === 0).map((m) => m.inscripto_id) }));
          setNoRecords(marks.length === 0);
          goTo(2);
        },
        onError: (error) => {
          // Seed 001 §8: logged; the screen also says so, since nothing can be edited without the marks.
          console.error('Attendance: could not look up the stored marks', error);
          setSearchError(t('date.searchError'));
        },
      },
    );
  };

  const toggleAbsent = (inscriptoId: number, absent: boolean) =>
    setValues((v) => ({
      ...v,
      ausentes: absent ? [...new Set([...v.ausentes, inscriptoId])] : v.ausentes.filter((id) => id !== inscriptoId),
    }));

  const finishAttendance = () => {
    if (!values.fecha_clase || values.materia_id === null) return;
    saveAsistencias.mutate(
      {
        edit: mode.edit,
        payload: {
          instancia_id: instancia.id,
          materia_id: values.materia_id,
          fecha_clase: values.fecha_clase,
          // Only students still approved: a tick left on someone no longer listed would refuse the whole load.
          ausentes: values.ausentes.filter((id) => students.some((s) => s.inscripto_id === id)),
        },
      },
      {
        onSuccess: () => {
          clearProgress();
          setCompletion({ kind: 'asistencias' });
        },
        onError: (error) => console.error('Attendance: could not record the load', error),
      },
    );
  };

  const finishGrades = (saved: number) => {
    clearProgress();
    setCompletion({ kind: 'notas', saved });
  };

  const loadNew = () => {
    clearProgress();
    saveAsistencias.reset();
    searchAsistencias.reset();
    setValues(emptyValues(instancia.id));
    setNoRecords(false);
    setCompletion(null);
    goTo(0);
  };

  const leave = (to: string) => {
    clearProgress();
    navigate(to);
  };

  const submitError = saveAsistencias.isError
    ? `${t('students.submitError')} ${translateSeedText(isApiError(saveAsistencias.error) ? saveAsistencias.error.message : '')}`.trim()
    : null;

  const heading =
    step === 0
      ? t('subjects.title', { instancia: instancia.descripcion })
      : step === 1
        ? mode.edit
          ? t('date.headingEdit')
          : grades
            ? t('date.headingGrades')
            : t('date.headingAttendance')
        : t('steps.estudiantes');
  const summary = materia && fecha ? t('students.summary', { materia: materia.descripcion, fecha }) : '';

  return (
    <Stack gap="lg" className={classes.root}>
      <nav aria-label={t('stepperLabel')}>
        <Stepper
          active={completion ? STEPS.length : step}
          onStepClick={(index) => {
            // Completed steps can be revisited; later ones only by moving forward.
            if (!completion && index < step && !saveAsistencias.isPending) goTo(index);
          }}
          allowNextStepsSelect={false}
          size="sm"
          classNames={{ stepBody: classes.stepBody, separator: classes.separator }}
        >
          {STEPS.map((key) => (
            <Stepper.Step key={key} label={t(`steps.${key}`)} aria-label={t(`steps.${key}`)} />
          ))}
        </Stepper>
      </nav>

      {completion ? (
        <CompletionPanel
          title={completion.kind === 'notas' ? t('grades.doneTitle') : undefined}
          message={completion.kind === 'notas' ? t('grades.savedCount', { count: completion.saved }) : t('success.message')}
          onBack={() => leave(paths.staff.instancias)}
          onLoadNew={loadNew}
          onContinue={() => leave(paths.home)}
        />
      ) : (
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="md">
            <div>
              <Text size="sm" c="dimmed">
                {t('stepOf', { n: step + 1, total: STEPS.length })}
              </Text>
              <Title order={2} size="h3" ref={headingRef} tabIndex={-1} style={{ outline: 'none' }}>
                {heading}
              </Title>
            </div>

            {step === 0 && <SubjectStep materias={materias} selected={values.materia_id} mode={mode} onChoose={chooseSubject} />}

            {step === 1 && materia && (
              <DateStep
                mode={mode}
                materia={materia.descripcion}
                value={fecha}
                onChange={setFecha}
                onBack={() => goTo(0)}
                onNext={() => void dateNext()}
                searching={searchAsistencias.isPending || searchingNotas}
                searchError={searchError}
              />
            )}

            {step === 2 && materia && fecha && !grades && (
              <AttendanceStep
                students={students}
                ausentes={values.ausentes}
                onToggle={toggleAbsent}
                summary={summary}
                noRecords={noRecords}
                onBack={() => goTo(1)}
                onFinish={finishAttendance}
                submitting={saveAsistencias.isPending}
                submitError={submitError}
              />
            )}

            {step === 2 && materia && fecha && grades && (
              <GradesStep
                mode={mode}
                students={students}
                instanciaId={instancia.id}
                materiaId={materia.id}
                fechaExamen={fecha}
                summary={summary}
                onBack={() => goTo(1)}
                onFinish={finishGrades}
              />
            )}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
