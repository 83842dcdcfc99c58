import { CHOOSE_CAREER_CARRERA_ID, formatCuit, inscripcionMsg, TIPOS_DOCUMENTO, type PersonaResponse } from '@ingreso/shared';
import { Alert, Button, Group, Paper, Select, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconUserCheck } from '@tabler/icons-react';
import { useId, useState, type ReactNode } from 'react';
import { useSeedText } from '@/lib/i18n';
import type { CreateInscripcionAnswer as StaffInscripcionAnswer } from '@/api/inscripciones';
import { useCreateStaffInscripcion } from '../api/create-inscripcion';
import { useEligibleCareers } from '../api/get-eligible-careers';
import type { InstanciaRow } from '@/api/instancias';
import { enrolFailure, type EnrolFailure } from '../lib/enrol-failure';
import { useInstanciasTranslation } from '../i18n';

export function tipoDocumentoLabel(id: string): string {
  return TIPOS_DOCUMENTO.find((t) => t.id === id)?.descripcion ?? id.toUpperCase();
}

/** The read-only card of the person to enrol (seed 001 §2: name and surname, document type, number, CUIT, birth date). */
export function PersonaCard({ persona, title }: { persona: PersonaResponse; title?: string }) {
  const { t } = useInstanciasTranslation();
  const headingId = useId();
  const items: Array<[string, string]> = [
    [t('existing.nombre'), `${persona.nombre} ${persona.apellido}`],
    [t('existing.tipoDocumento'), tipoDocumentoLabel(persona.tipo_documento)],
    [t('existing.numeroDocumento'), persona.numero_documento],
    [t('existing.cuit'), formatCuit(persona.cuit)],
    [t('existing.fechaNacimiento'), persona.fecha_nacimiento],
  ];
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId} data-testid="persona-card">
      <Group gap="xs" mb="sm" wrap="nowrap">
        <ThemeIcon variant="light" color="green" radius="xl" aria-hidden="true">
          <IconUserCheck size={18} />
        </ThemeIcon>
        <Title order={3} size="h5" id={headingId}>
          {title ?? t('existing.cardTitle')}
        </Title>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" component="dl" m={0}>
        {items.map(([label, value]) => (
          <div key={label}>
            <Text component="dt" size="xs" c="gray.7" fw={600} tt="uppercase">
              {label}
            </Text>
            <Text component="dd" m={0} size="sm">
              {value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Paper>
  );
}

interface EnrolPanelProps {
  persona: PersonaResponse;
  instancia: Pick<InstanciaRow, 'id' | 'carrera_id' | 'descripcion'>;
  /** The buttons offered once enrolled (back, load another, ...). */
  successActions: (answer: StaffInscripcionAnswer) => ReactNode;
  /** Shown next to Inscribir before enrolling (e.g. back to the search). */
  extraActions?: ReactNode;
  /** The card's heading: "Persona encontrada" after a search, something else after registering. */
  cardTitle?: string;
}

/**
 * Enrols a person in an instancia as staff: the career choice when the
 * instancia's carrera is 1 (seed 001 §5), "Inscribir", then the success panel
 * or the seed's failure message.
 */
export function EnrolPanel({ persona, instancia, successActions, extraActions, cardTitle }: EnrolPanelProps) {
  const { t } = useInstanciasTranslation();
  const seedText = useSeedText();
  const needsCareer = instancia.carrera_id === CHOOSE_CAREER_CARRERA_ID;
  const careers = useEligibleCareers(needsCareer);
  const create = useCreateStaffInscripcion();
  const [carrera, setCarrera] = useState<string | null>(null);
  const [carreraError, setCarreraError] = useState<string | null>(null);
  const [failure, setFailure] = useState<EnrolFailure | null>(null);
  const [done, setDone] = useState<StaffInscripcionAnswer | null>(null);

  const enrol = () => {
    setFailure(null);
    if (needsCareer && !carrera) {
      setCarreraError(inscripcionMsg.chooseCareer);
      return;
    }
    create.mutate(
      { persona_id: persona.id, instancia_id: instancia.id, carrera: needsCareer ? Number(carrera) : null },
      {
        onSuccess: (answer) => setDone(answer),
        onError: (error) => {
          const result = enrolFailure(error);
          setFailure(result);
          if (needsCareer && isCarreraMessage(result.message)) setCarreraError(result.message);
        },
      },
    );
  };

  if (done) {
    return (
      <Stack align="center" gap="md" ta="center" py="sm" data-testid="enrol-success">
        <ThemeIcon size={56} radius="xl" color="green" variant="light" aria-hidden="true">
          <IconCircleCheck size={36} />
        </ThemeIcon>
        <Text fw={600} role="status">
          {t('existing.success', { nombre: `${persona.nombre} ${persona.apellido}`, codigo: done.inscripto.cod_tramite })}
        </Text>
        <Group justify="center" gap="sm">
          {successActions(done)}
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <PersonaCard persona={persona} title={cardTitle} />
      {needsCareer && (
        <Select
          label={t('existing.carrera')}
          placeholder={t('existing.carreraPlaceholder')}
          required
          data={(careers.data ?? []).map((c) => ({ value: String(c.id), label: c.descripcion }))}
          value={carrera}
          onChange={(value) => {
            setCarrera(value);
            setCarreraError(null);
          }}
          error={carreraError ? seedText(carreraError) : careers.isError ? t('form.carrerasError') : null}
          disabled={careers.isLoading || create.isPending}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
      )}
      {failure && (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert" data-testid="enrol-error">
          <Text size="sm">{seedText(failure.message)}</Text>
          {failure.detail && (
            <Text size="sm" mt={4}>
              {seedText(failure.detail)}
            </Text>
          )}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        {extraActions}
        <Button onClick={enrol} loading={create.isPending}>
          {t('existing.enrol')}
        </Button>
      </Group>
    </Stack>
  );
}

function isCarreraMessage(message: string): boolean {
  return message === inscripcionMsg.chooseCareer || message === inscripcionMsg.invalidCareer;
}
