import { CHOOSE_CAREER_CARRERA_ID, msg } from '@ingreso/shared';
import { Alert, Anchor, Badge, Button, Group, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { combosQueries } from '@/api/combos';
import type { PersonaInscripcion } from '@/api/inscripciones';
import type { OpenInstancia } from '@/api/instancias';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { fetchPrecheckData, useCreateInscripcion } from '../api/enrol';
import { documentPrecheck, type PrecheckResult } from '../lib/document-precheck';
import { useFormatDate } from '@/lib/format-date';
import { useCarrerasDialogTranslation } from '../dialog-i18n';
import { joinList } from '@/lib/locale-format';
import { requisitoLabel } from '@/lib/requisito-label';

interface InstanciaItemProps {
  instancia: OpenInstancia;
  /** The applicant's enrolment in this instancia, if any. */
  enrolment: PersonaInscripcion | undefined;
  personaId: number | undefined;
  userId: number | undefined;
}

type Outcome = { kind: 'success' } | { kind: 'error'; message: string; documents: boolean } | null;

/** Where the pre-check sends the applicant: the documents section of Mi Perfil. */
const DOCUMENTS_LINK = `${paths.applicant.perfil}#mi-documentacion`;

/**
 * One open instancia in the career type's modal: its dates, the career choice
 * for the common admission course (carrera_id 1), the document pre-check and
 * the enrolment itself.
 */
export function InstanciaItem({ instancia, enrolment, personaId, userId }: InstanciaItemProps) {
  const { t } = useCarrerasDialogTranslation();
  const formatDay = useFormatDate();
  const queryClient = useQueryClient();
  const create = useCreateInscripcion();
  const id = useId();
  const needsCareer = instancia.carrera_id === CHOOSE_CAREER_CARRERA_ID;
  // The careers an applicant may choose in the common admission course (carrera_id 1), from the persona form's lists.
  const careers = useQuery({ ...combosQueries.personaForm(), select: (combos) => combos.carreras, enabled: needsCareer && !enrolment });

  const [carrera, setCarrera] = useState<string | null>(null);
  const [carreraError, setCarreraError] = useState<string | null>(null);
  const [precheck, setPrecheck] = useState<PrecheckResult | null>(null);
  const [checking, setChecking] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const busy = checking || create.isPending;
  const headingId = `${id}-title`;

  const enrol = async () => {
    if (personaId === undefined || userId === undefined) return;
    setOutcome(null);
    setPrecheck(null);
    if (needsCareer && !carrera) {
      setCarreraError(t('chooseCareerError'));
      return;
    }
    setChecking(true);
    let result: PrecheckResult;
    try {
      const data = await fetchPrecheckData(queryClient, userId, instancia.id);
      result = documentPrecheck(data.persona, data.trabaja, data.requisitos);
    } catch (error) {
      setOutcome({ kind: 'error', message: firstErrorMessage(error), documents: false });
      return;
    } finally {
      setChecking(false);
    }
    if (result.kind !== 'ok') {
      setPrecheck(result);
      return;
    }
    create.mutate(
      { persona_id: personaId, instancia_id: instancia.id, carrera: needsCareer ? Number(carrera) : null },
      {
        onSuccess: () => setOutcome({ kind: 'success' }),
        onError: (error) =>
          setOutcome({
            kind: 'error',
            message: firstErrorMessage(error),
            documents: isApiError(error) && error.body.code === 'missing_documents',
          }),
      },
    );
  };

  const dates = needsCareer
    ? [
        // Issue 15: registration has its own window, said above the course dates.
        [t('dates.courseStart'), instancia.fecha_inicio],
      ]
    : [
        [t('dates.start'), instancia.fecha_inicio],
        [t('dates.end'), instancia.fecha_fin],
      ];

  return (
    <Paper withBorder radius="md" p="md" component="article" aria-labelledby={headingId} data-testid="instancia-item">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
            <Title order={3} size="h5" id={headingId}>
              {instancia.descripcion}
            </Title>
            <Text size="sm" c="gray.7">
              {t('carrera')}: {instancia.carrera}
            </Text>
            {/* Issue 15: the registration window, apart from the course dates. */}
            <Text size="sm" fw={600} c="green.9" data-testid="registration-window">
              {t('openUntil', { date: formatDay(instancia.inscripcion_hasta) })}
            </Text>
          </Stack>
          {enrolment && (
            <Badge color="blue" variant="light" leftSection={<IconCircleCheck size={12} aria-hidden="true" />}>
              {t('enrolled')}
            </Badge>
          )}
        </Group>

        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" component="dl" m={0}>
          {dates.map(([label, day]) => (
            <div key={label}>
              <Text component="dt" size="xs" c="gray.7" fw={600} tt="uppercase">
                {label}
              </Text>
              <Text component="dd" m={0} size="sm">
                {formatDay(day)}
              </Text>
            </div>
          ))}
        </SimpleGrid>

        {enrolment ? (
          <Text size="sm" data-testid="enrolled-state">
            {t('enrolledState', { estado: enrolment.estado })}{' '}
            <Anchor component={Link} to={`${paths.applicant.perfil}#mis-inscripciones`} size="sm" underline="always">
              {t('goToProfile')}
            </Anchor>
          </Text>
        ) : (
          <Stack gap="sm">
            {needsCareer && (
              <Select
                label={t('chooseCareer')}
                placeholder={careers.isLoading ? t('careersLoading') : t('chooseCareerPlaceholder')}
                required
                data={(careers.data ?? []).map((c) => ({ value: String(c.id), label: c.descripcion }))}
                value={carrera}
                onChange={(value) => {
                  setCarrera(value);
                  setCarreraError(null);
                }}
                error={carreraError ?? (careers.isError ? t('careersError') : null)}
                disabled={busy || careers.isLoading}
                allowDeselect={false}
                comboboxProps={{ withinPortal: true }}
              />
            )}
            {personaId !== undefined && (
              <Group justify="flex-end">
                <Button onClick={() => void enrol()} loading={busy} aria-label={t('enrolIn', { instancia: instancia.descripcion })}>
                  {t('enrol')}
                </Button>
              </Group>
            )}
          </Stack>
        )}

        {precheck && precheck.kind !== 'ok' && (
          <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden="true" />} role="alert" data-testid="precheck">
            <Stack gap={6}>
              <Text size="sm">
                {precheck.kind === 'none'
                  ? t('noFiles')
                  : t('missingFiles', {
                      labels: joinList(precheck.documents.map((r) => requisitoLabel(r, (codigo) => t(`documents.${codigo}`)))),
                    })}
              </Text>
              <Anchor component={Link} to={DOCUMENTS_LINK} size="sm" fw={600} underline="always">
                {t('goToDocuments')}
              </Anchor>
            </Stack>
          </Alert>
        )}

        {outcome?.kind === 'success' && (
          <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden="true" />} role="status" data-testid="enrol-success">
            <Stack gap={6}>
              <Text size="sm">{t('success')}</Text>
              <Anchor component={Link} to={`${paths.applicant.perfil}#mis-inscripciones`} size="sm" underline="always">
                {t('goToProfile')}
              </Anchor>
            </Stack>
          </Alert>
        )}

        {outcome?.kind === 'error' && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert" data-testid="enrol-error">
            <Stack gap={6}>
              <Text size="sm">{outcome.message}</Text>
              {outcome.documents && (
                <Anchor component={Link} to={DOCUMENTS_LINK} size="sm" fw={600} underline="always">
                  {t('goToDocuments')}
                </Anchor>
              )}
            </Stack>
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}

/** Seed: an enrolment failure shows the server's first error message. */
function firstErrorMessage(error: unknown): string {
  if (isApiError(error)) return error.body.error[0]?.message ?? error.body.message;
  return msg.http.internal;
}
