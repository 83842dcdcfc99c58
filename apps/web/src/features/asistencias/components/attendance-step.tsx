import type { Estudiante } from '@ingreso/shared';
import { Alert, Badge, Button, Checkbox, Group, Stack, Table, Text } from '@mantine/core';
import { IconAlertCircle, IconAlertTriangle, IconArrowLeft, IconCheck, IconInfoCircle } from '@tabler/icons-react';
import { useMemo, useState, type ReactNode } from 'react';
import { filterByDni, pageCountOf, pageOf, studentName } from '../lib/students';
import { useAsistenciasTranslation } from '../i18n';
import classes from './attendance.module.css';
import { StudentsPagination, StudentsSearch } from './students-toolbar';
import { EmptyTableRow } from '@/components/table-parts';

interface AttendanceStepProps {
  students: Estudiante[];
  ausentes: number[];
  onToggle: (inscriptoId: number, absent: boolean) => void;
  summary: string;
  /** Edit mode found nothing stored for that subject and date. */
  noRecords: boolean;
  onBack: () => void;
  onFinish: () => void;
  submitting: boolean;
  submitError: string | null;
  /** A new load that replaces the class's stored marks, confirmed: said before Finalizar (issue 14). */
  replacingNote: string | null;
  /** The class has stored marks and no replace was confirmed: the warning takes Finalizar's place. */
  notice: ReactNode;
}

/**
 * Step 3 of the attendance load: the approved students ("apellido, nombre",
 * DNI, an Ausente checkbox), a DNI search and pages of 10 (seed 001 §2).
 * Ticks survive searching and paging: they live in the wizard's values.
 */
export function AttendanceStep(props: AttendanceStepProps) {
  const { students, ausentes, onToggle, summary, noRecords, onBack, onFinish, submitting, submitError, replacingNote, notice } = props;
  const { t } = useAsistenciasTranslation();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);

  const filtered = useMemo(() => filterByDni(students, search), [students, search]);
  const pageCount = pageCountOf(filtered.length);
  const current = Math.min(page, pageCount);
  const rows = pageOf(filtered, current);
  const absent = new Set(ausentes);

  return (
    <Stack gap="md">
      <Group gap="sm" justify="space-between">
        <Text fw={500}>{summary}</Text>
        <Badge variant="light" color={ausentes.length ? 'red' : 'gray'} size="lg" radius="sm" tt="none" data-testid="absent-count">
          {t('students.absentCount', { count: ausentes.length })}
        </Badge>
      </Group>
      {replacingNote && (
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden="true" />} data-testid="replacing-note">
          {replacingNote}
        </Alert>
      )}
      {noRecords && (
        <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden="true" />}>
          {t('students.noRecords')}
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
      <Table.ScrollContainer minWidth={320}>
        <Table striped highlightOnHover verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('students.name')}</Table.Th>
              <Table.Th scope="col">{t('students.dni')}</Table.Th>
              <Table.Th scope="col" ta="center" w={96}>
                {t('students.absent')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((student) => {
              const name = studentName(student);
              return (
                <Table.Tr key={student.inscripto_id} data-testid="student-row">
                  <Table.Td>{name}</Table.Td>
                  <Table.Td>{student.numero_documento}</Table.Td>
                  <Table.Td>
                    <Checkbox
                      mx="auto"
                      w="fit-content"
                      color="red"
                      aria-label={t('students.absentFor', { name })}
                      checked={absent.has(student.inscripto_id)}
                      onChange={(event) => onToggle(student.inscripto_id, event.currentTarget.checked)}
                      disabled={submitting}
                    />
                  </Table.Td>
                </Table.Tr>
              );
            })}
            {rows.length === 0 && <EmptyTableRow colSpan={3}>{t('students.none')}</EmptyTableRow>}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <StudentsPagination page={current} pageCount={pageCount} onChange={setPage} />
      {submitError && (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
          {submitError}
        </Alert>
      )}
      {notice}
      <Group justify="space-between" className={classes.actions}>
        <Button variant="default" leftSection={<IconArrowLeft size={18} aria-hidden="true" />} onClick={onBack} disabled={submitting}>
          {t('actions.back')}
        </Button>
        {!notice && (
          <Button leftSection={<IconCheck size={18} aria-hidden="true" />} onClick={onFinish} loading={submitting}>
            {t('actions.finish')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
