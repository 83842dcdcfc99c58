import type { Estudiante } from '@ingreso/shared';
import { Paper, Stack, Stepper, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { instanciasKeys } from '@/api/instancias';
import { notasQueries } from '@/api/notas';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { translateSeedText } from '@/lib/i18n';
import { intlLocale } from '@/lib/locale-format';
import { useSession } from '@/lib/session';
import { useSearchAsistencias } from '../api/get-asistencias-by-fecha';
import { useExistingRecords } from '../api/get-existing-records';
import type { Materia, WizardInstancia } from '../api/get-instancia';
import { useSaveAsistencias } from '../api/save-asistencias';
import { isRefusal } from '../lib/conflicts';
import { courseRangeIn, formatDay, inCourse } from '../lib/course';
import { modeKey, wizardPath, type WizardMode } from '../lib/wizard-mode';
import { clearProgress, emptyValues, readProgress, saveProgress, type WizardValues } from '../lib/wizard-storage';
import { useAsistenciasTranslation } from '../i18n';
import classes from './attendance.module.css';
import { AttendanceStep } from './attendance-step';
import { CompletionPanel } from './completion-panel';
import { DateStep } from './date-step';
import { ExistingRecordsAlert } from './existing-records-alert';
import { GradesStep } from './grades-step';
import { ReplaceConfirmModal } from './replace-confirm-modal';
import { SubjectStep } from './subject-step';

interface WizardFlowProps {
  mode: WizardMode;
  instancia: WizardInstancia;
  students: Estudiante[];
}

type Completion = { kind: 'asistencias' } | { kind: 'notas'; saved: number };

/** The wizard's steps, in order (seed: Materia, Fecha, Estudiantes). */
const STEPS = ['materia', 'fecha', 'estudiantes'] as const;

/** The class a new load hands to edit mode ("Editar asistencias", "Modificar notas"): opened with its stored values (issue 14). */
interface Preselect {
  materia_id: number;
  fecha: string;
}

function preselectOf(state: unknown): Preselect | null {
  const preselect = (state as { preselect?: Partial<Preselect> } | null)?.preselect;
  if (!preselect || typeof preselect.materia_id !== 'number' || typeof preselect.fecha !== 'string') return null;
  return /^\d{4}-\d{2}-\d{2}$/.test(preselect.fecha) ? { materia_id: preselect.materia_id, fecha: preselect.fecha } : null;
}

/**
 * The three steps Materia, Fecha, Estudiantes (seed 001 §2, §4). Step and
 * values are kept in local storage and restored on reload; a finished load
 * (or Cargar Nuevo) clears them.
 */
export function WizardFlow({ mode, instancia, students }: WizardFlowProps) {
  const { t, i18n } = useAsistenciasTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const session = useSession();
  const owner = { instance: instancia.id, mode: modeKey(mode), user: session?.user?.id ?? null };
  const grades = mode.kind === 'notas';

  const [preselect] = useState(() => (mode.edit ? preselectOf(location.state) : null));
  const [initial] = useState(() =>
    preselect
      ? {
          step: 1,
          values: {
            ...emptyValues(instancia.id),
            materia_id: preselect.materia_id,
            fecha_clase: grades ? null : preselect.fecha,
            fecha_examen: grades ? preselect.fecha : null,
          },
        }
      : readProgress(owner),
  );
  const [step, setStep] = useState(initial?.step ?? 0);
  const [values, setValues] = useState<WizardValues>(initial?.values ?? emptyValues(instancia.id));
  const [completion, setCompletion] = useState<Completion | null>(null);
  const [noRecords, setNoRecords] = useState(false);
  const [searchError, setSearchError] = useState<string | null>(null);
  const [searchingNotas, setSearchingNotas] = useState(false);
  /** The server's refusal of the date (422 fecha_fuera_del_curso), shown on the date field. */
  const [dateError, setDateError] = useState<string | null>(null);
  /** The class ("materia|fecha") whose stored records the person confirmed replacing. */
  const [replaceFor, setReplaceFor] = useState<string | null>(null);
  /** The replace confirmation is open: after it, go on to the students or send the load at once. */
  const [confirming, setConfirming] = useState<'continue' | 'finish' | null>(null);
  /** Finalizar was refused (409) because the class got records meanwhile. */
  const [refused, setRefused] = useState(false);
  const searchAsistencias = useSearchAsistencias();
  const saveAsistencias = useSaveAsistencias();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusHeading = useRef(false);

  const materias = instancia.carrera.materias;
  const materia = materias.find((m) => m.id === values.materia_id) ?? null;
  const fecha = grades ? values.fecha_examen : values.fecha_clase;
  const day = (iso: string) => formatDay(iso, intlLocale(i18n.resolvedLanguage));

  // Issue 14: a new load never overwrites a class or exam that has records. Once subject and date are
  // chosen it looks them up; if there are any it says how many and offers edit mode or a confirmed replace.
  const course = { inicio: instancia.fecha_inicio.slice(0, 10), fin: instancia.fecha_fin.slice(0, 10) };
  const classKey = values.materia_id !== null && fecha ? `${values.materia_id}|${fecha}` : null;
  const replacing = !mode.edit && classKey !== null && replaceFor === classKey;
  const existing = useExistingRecords(
    mode.kind,
    instancia.id,
    values.materia_id,
    fecha,
    !mode.edit && !completion && !!fecha && inCourse(fecha, course),
  );
  const records = existing.records;
  // Step 3 of grades answers row by row (its own saves count as records too).
  const warnExisting = !mode.edit && !replacing && !!records && records.count > 0 && (step === 1 || (step === 2 && !grades));

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

  const setFecha = (value: string | null) => {
    setDateError(null);
    setValues((v) => (grades ? { ...v, fecha_examen: value } : { ...v, fecha_clase: value }));
  };

  /** A 422 fecha_fuera_del_curso: back to the date, with the course's range on the field. */
  const refuseDate = (error: unknown) => {
    const text = isApiError(error) ? (error.fieldError(grades ? 'fecha_examen' : 'fecha_clase') ?? error.message) : '';
    const range = courseRangeIn(text);
    // The course changed since the screen read it: read it again, so the date picker follows.
    void queryClient.invalidateQueries({ queryKey: instanciasKeys.detail(instancia.id) });
    goTo(1);
    setDateError(
      range
        ? t(grades ? 'date.outOfCourseGrades' : 'date.outOfCourseAttendance', { inicio: day(range.inicio), fin: day(range.fin) })
        : translateSeedText(text),
    );
  };

  /** "Editar asistencias" / "Modificar notas": the same subject and date in edit mode, with the stored values. */
  const openInEdit = () => {
    if (values.materia_id === null || !fecha) return;
    clearProgress();
    navigate(wizardPath({ kind: mode.kind, edit: true }, instancia.id), { state: { preselect: { materia_id: values.materia_id, fecha } } });
  };

  const dateNext = async () => {
    if (!fecha || values.materia_id === null) return;
    setNoRecords(false);
    setSearchError(null);
    if (!mode.edit) {
      if (replacing) {
        goTo(2);
        return;
      }
      try {
        // Records found: the warning shows them with the two ways on, and the wizard stays here.
        if ((await existing.check()).count === 0) goTo(2);
      } catch (error) {
        console.error('Wizard: could not look up whether the class or exam has records', error);
        setSearchError(t('date.searchError'));
      }
      return;
    }
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

  // Edit mode opened from a new load: look the preselected class up at once.
  const preselectDone = useRef(false);
  useEffect(() => {
    if (!preselect || preselectDone.current) return;
    preselectDone.current = true;
    // Consumed: a reload resumes from local storage like any other visit.
    navigate(location.pathname, { replace: true, state: null });
    void dateNext();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the class handed over on arrival
  }, []);

  const toggleAbsent = (inscriptoId: number, absent: boolean) =>
    setValues((v) => ({
      ...v,
      ausentes: absent ? [...new Set([...v.ausentes, inscriptoId])] : v.ausentes.filter((id) => id !== inscriptoId),
    }));

  const finishAttendance = (reemplazar = replacing) => {
    if (!values.fecha_clase || values.materia_id === null) return;
    setRefused(false);
    saveAsistencias.mutate(
      {
        edit: mode.edit,
        reemplazar,
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
        onError: (error) => {
          console.error('Attendance: could not record the load', error);
          if (isRefusal(error, 'asistencias_existentes')) {
            // Someone loaded the class meanwhile: read how many, and offer the same two ways on.
            setRefused(true);
            void existing.check().catch(() => undefined);
          } else if (isRefusal(error, 'fecha_fuera_del_curso')) refuseDate(error);
        },
      },
    );
  };

  const confirmReplace = () => {
    const then = confirming;
    setConfirming(null);
    setReplaceFor(classKey);
    if (then === 'finish') finishAttendance(true);
    else goTo(2);
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
    setReplaceFor(null);
    setRefused(false);
    setDateError(null);
    setCompletion(null);
    goTo(0);
  };

  const leave = (to: string) => {
    clearProgress();
    navigate(to);
  };

  // The refusals answered on screen (the date back on its field, the class's records in the warning) need no error text.
  const handledRefusal =
    isRefusal(saveAsistencias.error, 'fecha_fuera_del_curso') ||
    (isRefusal(saveAsistencias.error, 'asistencias_existentes') && warnExisting);
  const submitError =
    saveAsistencias.isError && !handledRefusal
      ? `${t('students.submitError')} ${translateSeedText(isApiError(saveAsistencias.error) ? saveAsistencias.error.message : '')}`.trim()
      : null;

  const existingAlert =
    warnExisting && records && fecha ? (
      <ExistingRecordsAlert
        title={grades ? t('existing.gradesTitle') : t('existing.attendanceTitle')}
        message={
          grades
            ? t('existing.grades', { count: records.count, fecha: day(fecha) })
            : t('existing.attendance', { count: records.count, fecha: day(fecha) })
        }
        openLabel={grades ? t('existing.openGrades') : t('existing.openAttendance')}
        replaceLabel={grades ? t('existing.replaceGrades') : t('existing.replaceAttendance')}
        onOpen={openInEdit}
        onReplace={() => setConfirming(step === 2 ? 'finish' : 'continue')}
        focusOnShow={refused}
        busy={saveAsistencias.isPending}
      />
    ) : null;
  const replacingNote =
    replacing && records && records.count > 0
      ? grades
        ? t('existing.replacingGrades', { count: records.count })
        : t('existing.replacingAttendance', { count: records.count })
      : null;
  const lost = records && materia && fecha ? { count: records.count, materia: materia.descripcion, fecha: day(fecha) } : null;

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
                searching={searchAsistencias.isPending || searchingNotas || existing.checking}
                searchError={searchError}
                course={mode.edit ? null : course}
                formatDay={day}
                serverError={dateError}
                notice={existingAlert}
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
                onFinish={() => finishAttendance()}
                submitting={saveAsistencias.isPending}
                submitError={submitError}
                replacingNote={replacingNote}
                notice={existingAlert}
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
                stored={mode.edit ? undefined : records?.notas}
                replacingNote={replacingNote}
                onOpenEdit={openInEdit}
                onDateRefused={refuseDate}
                formatDay={day}
              />
            )}
          </Stack>
        </Paper>
      )}

      {lost && (
        <ReplaceConfirmModal
          opened={confirming !== null}
          title={grades ? t('replace.gradesTitle') : t('replace.attendanceTitle')}
          lines={
            grades
              ? [t('replace.gradesLost', lost), t('replace.gradesKept')]
              : [t('replace.attendanceLost', lost), t('replace.attendanceAbsent', { count: records?.absent ?? 0 })]
          }
          confirmLabel={grades ? t('replace.confirmGrades') : t('replace.confirmAttendance')}
          onConfirm={confirmReplace}
          onCancel={() => setConfirming(null)}
        />
      )}
    </Stack>
  );
}
