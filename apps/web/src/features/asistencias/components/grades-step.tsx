import { parseNota, type Estudiante, type NotaRecord } from '@ingreso/shared';
import { Alert, Button, Group, Loader, Stack, Table, Text, TextInput, ThemeIcon } from '@mantine/core';
import { IconAlertCircle, IconAlertTriangle, IconArrowLeft, IconCheck, IconDeviceFloppy, IconRefresh } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notasQueries } from '@/api/notas';
import { isApiError } from '@/lib/api-client';
import { translateSeedText } from '@/lib/i18n';
import { useNotasByFecha } from '../api/get-notas-by-fecha';
import { useSaveNota } from '../api/save-nota';
import { isRefusal } from '../lib/conflicts';
import { filterByDni, pageCountOf, pageOf, studentName } from '../lib/students';
import type { WizardMode } from '../lib/wizard-mode';
import { useAsistenciasTranslation } from '../i18n';
import classes from './attendance.module.css';
import { ReplaceConfirmModal } from './replace-confirm-modal';
import { StudentsPagination, StudentsSearch } from './students-toolbar';
import { EmptyTableRow } from '@/components/table-parts';

/** Seed 001 §4: each student's grade button is idle, saving, done or failed (retry). */
type RowStatus = 'idle' | 'saving' | 'done' | 'failed';

interface RowState {
  value: string;
  /** The grade as stored, shown the same way; null when nothing is stored. */
  savedValue: string | null;
  /** Id of the stored grade to update: edit mode's, or the one this screen saved (saving it again changes it). */
  id: number | null;
  status: RowStatus;
  error: string | null;
  /** Saved from this screen (the completion panel counts them). */
  savedHere: boolean;
  /** The API refused a new grade because one is stored (409 nota_existente): that grade, if read back. */
  conflict: { anterior: number | null } | null;
}

interface GradesStepProps {
  mode: WizardMode;
  students: Estudiante[];
  instanciaId: number;
  materiaId: number;
  fechaExamen: string;
  summary: string;
  onBack: () => void;
  onFinish: (saved: number) => void;
  /** A new load: the exam's stored grades, shown beside each row once a replace is confirmed (issue 14). */
  stored: NotaRecord[] | undefined;
  /** The confirmed replace of the exam's stored grades, said above the table; null without one. */
  replacingNote: string | null;
  /** "Modificar notas": the same exam in edit mode. */
  onOpenEdit: () => void;
  /** The API refused the exam date (422 fecha_fuera_del_curso): back to the date step. */
  onDateRefused: (error: unknown) => void;
  formatDay: (iso: string) => string;
}

/**
 * Step 3 of the grades load: name, DNI and a Nota input per student, each with
 * its own Cargar (new) or Modificar (edit) button. A grade is checked with the
 * shared rule before it is sent, so a bad one saves nothing (seed 001 §2, §4, §8).
 */
export function GradesStep(props: GradesStepProps) {
  const {
    mode,
    students,
    instanciaId,
    materiaId,
    fechaExamen,
    summary,
    onBack,
    onFinish,
    stored: examGrades,
    replacingNote,
    onOpenEdit,
    onDateRefused,
    formatDay,
  } = props;
  const { t } = useAsistenciasTranslation();
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  const decimalComma = i18n.resolvedLanguage !== 'en';
  const format = (nota: number) => (decimalComma ? String(nota).replace('.', ',') : String(nota));

  const saveNota = useSaveNota();
  const stored = useNotasByFecha(mode.edit ? { instancia_id: instanciaId, materia_id: materiaId, fecha_examen: fechaExamen } : null);
  const byInscripto = useMemo(() => {
    const map = new Map<number, NotaRecord>();
    for (const nota of stored.data ?? []) map.set(nota.inscripto_id, nota);
    return map;
  }, [stored.data]);
  const existingBy = useMemo(() => new Map((examGrades ?? []).map((nota) => [nota.inscripto_id, nota])), [examGrades]);

  const [rows, setRows] = useState<Record<number, RowState>>({});
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [confirmFinish, setConfirmFinish] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  /** The row whose stored grade the person is asked to replace. */
  const [confirmRow, setConfirmRow] = useState<Estudiante | null>(null);

  const rowOf = (inscriptoId: number): RowState => {
    const existing = rows[inscriptoId];
    if (existing) return existing;
    const record = byInscripto.get(inscriptoId);
    const savedValue = record ? format(record.nota) : null;
    return { value: savedValue ?? '', savedValue, id: record?.id ?? null, status: 'idle', error: null, savedHere: false, conflict: null };
  };
  const update = (inscriptoId: number, patch: Partial<RowState>) =>
    setRows((prev) => ({ ...prev, [inscriptoId]: { ...(prev[inscriptoId] ?? rowOf(inscriptoId)), ...patch } }));

  /** Saves a row; `reemplazar` after the person confirmed replacing that student's stored grade. */
  const save = async (student: Estudiante, reemplazar = false) => {
    const id = student.inscripto_id;
    const row = rowOf(id);
    const name = studentName(student);
    const parsed = parseNota(row.value);
    if (!parsed.ok) {
      update(id, { status: 'idle', error: translateSeedText(parsed.message) });
      return;
    }
    update(id, { status: 'saving', error: null });
    setConfirmFinish(false);
    const exam = { instancia_id: instanciaId, materia_id: materiaId, fecha_examen: fechaExamen };
    try {
      const nota = await saveNota({
        // A stored grade (edit mode's, or one saved on this screen) is changed; otherwise a new one is stored,
        // which the API refuses where a grade exists unless the replace was confirmed (issue 14).
        id: row.id,
        inscripto_id: id,
        materia_id: materiaId,
        fecha_examen: fechaExamen,
        nota: parsed.value,
        reemplazar: reemplazar || replacingNote !== null,
      });
      const shown = format(nota.nota);
      update(id, { status: 'done', id: nota.id, value: shown, savedValue: shown, error: null, savedHere: true, conflict: null });
      setAnnouncement(`${t('grades.saved')}: ${name}`);
    } catch (error) {
      console.error('Grades: could not save the grade of inscripto', id, error);
      if (isRefusal(error, 'nota_existente')) {
        // Stored meanwhile (or before this screen): say which grade, and offer edit mode or the replace.
        let anterior: number | null = null;
        try {
          anterior = (await queryClient.fetchQuery(notasQueries.byFecha(exam))).find((n) => n.inscripto_id === id)?.nota ?? null;
        } catch {
          // The server's own words below.
        }
        const text =
          anterior !== null
            ? t('existing.grade', { nota: format(anterior), fecha: formatDay(fechaExamen) })
            : translateSeedText(isApiError(error) ? error.message : '');
        update(id, { status: 'idle', error: text, conflict: { anterior } });
        setAnnouncement(`${name}: ${text}`);
        return;
      }
      if (isRefusal(error, 'fecha_fuera_del_curso')) {
        update(id, { status: 'idle', error: null });
        onDateRefused(error);
        return;
      }
      // A refusal (4xx) says why in the server's words; anything else gets the plain failure text.
      const message =
        isApiError(error) && error.status >= 400 && error.status < 500 ? (error.fieldError('nota') ?? error.message) : t('grades.failed');
      update(id, { status: 'failed', error: translateSeedText(message) });
      setAnnouncement(`${t('grades.failed')} ${name}`);
    }
  };

  const filtered = useMemo(() => filterByDni(students, search), [students, search]);
  const pageCount = pageCountOf(filtered.length);
  const current = Math.min(page, pageCount);
  const visible = pageOf(filtered, current);

  const allRows = students.map((s) => rowOf(s.inscripto_id));
  const pending = allRows.filter((r) => r.value.trim() !== '' && r.value !== r.savedValue).length;
  const savedHere = allRows.filter((r) => r.savedHere).length;

  const finish = () => {
    if (pending > 0 && !confirmFinish) {
      setConfirmFinish(true);
      return;
    }
    onFinish(savedHere);
  };

  if (stored.isLoading) {
    return (
      <Group gap="sm" role="status" py="lg" justify="center">
        <Loader size="sm" color="green" aria-hidden="true" />
        <Text>{t('loading')}</Text>
      </Group>
    );
  }

  return (
    <Stack gap="md">
      <Text fw={500}>{summary}</Text>
      <Text size="sm" c="dimmed">
        {t('grades.hint')}
      </Text>
      {replacingNote && (
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden="true" />} data-testid="replacing-note">
          {replacingNote}
        </Alert>
      )}
      {stored.isError && (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
          <Group gap="sm" justify="space-between">
            <Text size="sm">{t('date.searchError')}</Text>
            <Button size="xs" variant="default" onClick={() => void stored.refetch()}>
              {t('retry')}
            </Button>
          </Group>
        </Alert>
      )}
      <StudentsSearch
        value={search}
        onChange={(value) => {
          setSearch(value);
          setPage(1);
        }}
        shown={filtered.length}
        total={students.length}
      />
      {/* On phones the DNI moves under the name, so the grade field and its button keep their room. */}
      <Table.ScrollContainer minWidth={0}>
        <Table striped verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('students.name')}</Table.Th>
              <Table.Th scope="col" visibleFrom="xs">
                {t('students.dni')}
              </Table.Th>
              <Table.Th scope="col">{t('grades.label')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {visible.map((student) => {
              const row = rowOf(student.inscripto_id);
              const name = studentName(student);
              const action =
                row.status === 'failed' ? t('grades.retry') : mode.edit && row.id !== null ? t('grades.modify') : t('grades.load');
              const storedBefore = replacingNote && !row.savedHere ? existingBy.get(student.inscripto_id) : undefined;
              return (
                <Table.Tr key={student.inscripto_id} data-testid="grade-row">
                  <Table.Td>
                    {name}
                    <Text size="xs" c="dimmed" hiddenFrom="xs">
                      {t('students.dni')} {student.numero_documento}
                    </Text>
                  </Table.Td>
                  <Table.Td visibleFrom="xs">{student.numero_documento}</Table.Td>
                  <Table.Td className={classes.gradeCell}>
                    <form
                      noValidate
                      onSubmit={(event) => {
                        event.preventDefault();
                        if (row.status !== 'saving') void save(student);
                      }}
                    >
                      <Group gap="xs" wrap="wrap" align="flex-start">
                        <TextInput
                          aria-label={t('grades.gradeFor', { name })}
                          inputMode="decimal"
                          autoComplete="off"
                          w={88}
                          value={row.value}
                          readOnly={row.status === 'saving'}
                          // A refusal for a stored grade is said under the row, with its two ways on: too long for the field's width.
                          error={row.conflict ? true : row.error}
                          description={storedBefore ? t('existing.storedGrade', { nota: format(storedBefore.nota) }) : undefined}
                          styles={{ error: { whiteSpace: 'normal', maxWidth: 220 } }}
                          onChange={(event) => {
                            const value = event.currentTarget.value;
                            update(student.inscripto_id, {
                              value,
                              status: value === row.savedValue && row.savedValue !== null ? 'done' : 'idle',
                              error: null,
                              conflict: null,
                            });
                          }}
                        />
                        <Button
                          type="submit"
                          variant={row.status === 'failed' ? 'outline' : 'filled'}
                          color={row.status === 'failed' ? 'red' : undefined}
                          loading={row.status === 'saving'}
                          loaderProps={{ 'aria-label': t('grades.saving') } as Record<string, string>}
                          aria-label={t('grades.actionFor', { action, name })}
                          leftSection={
                            row.status === 'failed' ? (
                              <IconRefresh size={16} aria-hidden="true" />
                            ) : (
                              <IconDeviceFloppy size={16} aria-hidden="true" />
                            )
                          }
                          miw={112}
                        >
                          {action}
                        </Button>
                        {row.status === 'done' && (
                          <ThemeIcon
                            color="green"
                            radius="xl"
                            size={36}
                            role="img"
                            aria-label={t('grades.saved')}
                            data-testid="grade-saved"
                          >
                            <IconCheck size={20} aria-hidden="true" />
                          </ThemeIcon>
                        )}
                      </Group>
                      {row.conflict && (
                        <Stack gap={6} mt="xs" maw={440} data-testid="grade-conflict">
                          <Text size="sm" c="red.9">
                            {row.error}
                          </Text>
                          <Group gap="xs">
                            <Button
                              size="xs"
                              variant="outline"
                              color="red.9"
                              aria-label={t('existing.replaceGradeFor', { name })}
                              onClick={() => setConfirmRow(student)}
                            >
                              {t('replace.confirmGrade')}
                            </Button>
                            {!mode.edit && (
                              <Button size="xs" variant="default" onClick={onOpenEdit}>
                                {t('existing.openGrades')}
                              </Button>
                            )}
                          </Group>
                        </Stack>
                      )}
                    </form>
                  </Table.Td>
                </Table.Tr>
              );
            })}
            {visible.length === 0 && <EmptyTableRow colSpan={3}>{t('students.none')}</EmptyTableRow>}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <div role="status" className="visually-hidden">
        {announcement}
      </div>
      <StudentsPagination page={current} pageCount={pageCount} onChange={setPage} />
      {confirmFinish && pending > 0 && (
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden="true" />} role="alert">
          <Stack gap="xs">
            <Text size="sm">{t('grades.pending', { count: pending })}</Text>
            <Group gap="xs">
              <Button size="xs" variant="default" onClick={() => setConfirmFinish(false)}>
                {t('grades.keepEditing')}
              </Button>
              <Button size="xs" color="yellow.9" onClick={() => onFinish(savedHere)}>
                {t('grades.finishAnyway')}
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
      {confirmRow && (
        <GradeReplaceModal
          row={rowOf(confirmRow.inscripto_id)}
          name={studentName(confirmRow)}
          format={format}
          onCancel={() => setConfirmRow(null)}
          onConfirm={() => {
            const student = confirmRow;
            setConfirmRow(null);
            void save(student, true);
          }}
        />
      )}
      <Group justify="space-between" className={classes.actions}>
        <Button variant="default" leftSection={<IconArrowLeft size={18} aria-hidden="true" />} onClick={onBack}>
          {t('actions.back')}
        </Button>
        <Button leftSection={<IconCheck size={18} aria-hidden="true" />} onClick={finish}>
          {t('actions.finish')}
        </Button>
      </Group>
    </Stack>
  );
}

/** The consent before one student's stored grade is replaced: which grade is lost and which stays. */
function GradeReplaceModal({
  row,
  name,
  format,
  onConfirm,
  onCancel,
}: {
  row: RowState;
  name: string;
  format: (nota: number) => string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useAsistenciasTranslation();
  const parsed = parseNota(row.value);
  const nota = parsed.ok ? format(parsed.value) : row.value;
  const anterior = row.conflict?.anterior ?? null;
  return (
    <ReplaceConfirmModal
      opened
      title={t('replace.gradeTitle', { name })}
      lines={[anterior !== null ? t('replace.gradeLost', { anterior: format(anterior), nota }) : (row.error ?? '')]}
      confirmLabel={t('replace.confirmGrade')}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
