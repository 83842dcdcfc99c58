import 'dayjs/locale/es';
import { Alert, Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { IconAlertCircle, IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { datesLocale } from '@/lib/locale-format';
import { usePageTitle } from '@/lib/page-title';
import { useEstudiantes } from './api/get-estudiantes';
import { useWizardInstancia } from './api/get-instancia';
import { NoStudentsCard } from './components/no-students-card';
import { SpreadsheetPanel } from './components/spreadsheet-panel';
import { WizardFlow } from './components/wizard-flow';
import { modeKey, wizardModeOf, type WizardMode } from './lib/wizard-mode';
import { useAsistenciasTranslation } from './i18n';

/**
 * /instancias/asistencias/:instance, .../edit/:instance, /instancias/notas/:instance
 * and .../edit/:instance: one wizard, its mode decided by the path (seed 001 §2).
 */
export function AttendanceWizardScreen() {
  const { instance } = useParams();
  const location = useLocation();
  const mode = wizardModeOf(location.pathname);
  const id = Number(instance);
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) return <Navigate to={paths.notFound} replace />;
  // A new mode or instancia is a new wizard: nothing of the previous one's state carries over.
  return <WizardScreen key={`${modeKey(mode)}:${id}`} mode={mode} instanceId={id} />;
}

function WizardScreen({ mode, instanceId }: { mode: WizardMode; instanceId: number }) {
  const { t } = useAsistenciasTranslation();
  const { i18n } = useTranslation();
  const title =
    mode.kind === 'notas'
      ? mode.edit
        ? t('titleGradesEdit')
        : t('titleGrades')
      : mode.edit
        ? t('titleAttendanceEdit')
        : t('titleAttendance');
  usePageTitle(title);
  const instancia = useWizardInstancia(instanceId);
  const students = useEstudiantes(instanceId);

  const header = (
    <Stack gap={2}>
      <Title order={2} size="h2">
        {title}
      </Title>
      {instancia.data && <Text c="gray.7">{instancia.data.descripcion}</Text>}
    </Stack>
  );

  let body;
  if (instancia.isLoading || students.isLoading) {
    body = <PageLoader label={t('loading')} />;
  } else if (instancia.isError || students.isError) {
    const error = instancia.error ?? students.error;
    const missing = isApiError(error) && error.status === 404;
    body = (
      <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert" maw={640}>
        <Stack gap="sm" align="flex-start">
          <Text>{missing ? t('notFound') : t('loadError')}</Text>
          <Group gap="sm">
            {!missing && (
              <Button
                size="xs"
                variant="default"
                onClick={() => {
                  void instancia.refetch();
                  void students.refetch();
                }}
              >
                {t('retry')}
              </Button>
            )}
            <Button
              size="xs"
              variant="default"
              component={Link}
              to={paths.staff.instancias}
              leftSection={<IconArrowLeft size={16} aria-hidden="true" />}
            >
              {t('back')}
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  } else if (instancia.data && students.data) {
    body =
      students.data.length === 0 ? (
        <NoStudentsCard />
      ) : (
        <>
          <WizardFlow mode={mode} instancia={instancia.data} students={students.data} />
          {/* The Excel sheet of a subject's attendance (issue 19): not for grades. */}
          {mode.kind === 'asistencias' && instancia.data.carrera.materias.length > 0 && <SpreadsheetPanel instancia={instancia.data} />}
        </>
      );
  }

  return (
    // Calendar month and day names in Spanish (English when chosen), weeks from Monday.
    <DatesProvider settings={{ locale: datesLocale(i18n.resolvedLanguage), firstDayOfWeek: 1 }}>
      <Box maw={1100} w="100%">
        <Stack gap="lg">
          {header}
          {body}
        </Stack>
      </Box>
    </DatesProvider>
  );
}
