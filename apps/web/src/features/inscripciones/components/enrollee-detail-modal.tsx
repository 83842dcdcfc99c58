import { Alert, Badge, Button, Divider, Group, Modal, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { PageLoader } from '@/components/page-loader';
import type { EnrolleeRow } from '../api/get-enrollees';
import { useEnrolment } from '../api/get-enrolment';
import { usePersonaCombos } from '../api/get-persona-combos';
import { useInscripcionesTexts } from '../texts';
import {
  DetailSection,
  DocumentLinks,
  EmpresaFields,
  InscripcionFields,
  LaboralFields,
  PersonalFields,
  SecundarioFields,
} from './detail-sections';
import { ESTADO_COLORS } from './enrollee-table';
import { EstadoForm } from './estado-form';
import { HistoryList } from './history-list';

/**
 * "Detalles de inscripto" (seed 001 §2): every personal field read-only, the
 * paying company, the carrera applied for, job situation, secondary school,
 * documents (opening in a new tab), the estado selector with the rejection
 * reason, Cerrar / OK, the success screen with "volver", and the history.
 */
export function EnrolleeDetailModal({ enrollee, onClose }: { enrollee: EnrolleeRow | null; onClose: () => void }) {
  const texts = useInscripcionesTexts();
  const t = texts.detail;
  const phone = useMediaQuery('(max-width: 48em)');
  const [shownId, setShownId] = useState<number | null>(null);
  const [saved, setSaved] = useState(false);
  if (enrollee && enrollee.id !== shownId) {
    setShownId(enrollee.id);
    setSaved(false);
  }
  const id = enrollee?.id ?? shownId;
  const detail = useEnrolment(id);
  const combos = usePersonaCombos(enrollee !== null);
  const inscripto = detail.data?.inscripto;

  let body;
  if (detail.isPending) {
    body = <PageLoader label={t.loading} />;
  } else if (detail.isError || !inscripto) {
    body = (
      <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
        {t.loadError}
      </Alert>
    );
  } else if (saved) {
    body = (
      <Stack align="center" gap="md" ta="center" py="xl" data-testid="estado-saved">
        <ThemeIcon size={64} radius="xl" color="green" variant="light" aria-hidden="true">
          <IconCircleCheck size={40} />
        </ThemeIcon>
        <Text fw={600} role="status">
          {t.saved}
        </Text>
        <Badge color={ESTADO_COLORS[inscripto.estado_id] ?? 'gray'} variant="filled" autoContrast size="lg">
          {texts.estados[inscripto.estado_id]}
        </Badge>
        <Button onClick={() => setSaved(false)} data-autofocus tt="capitalize">
          {t.back}
        </Button>
      </Stack>
    );
  } else {
    const name = `${inscripto.persona.nombre} ${inscripto.persona.apellido}`;
    body = (
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            <Title order={2} size="h3">
              {name}
            </Title>
            <Text size="sm" c="gray.7">
              {texts.detail.inscripcion.codTramite}: {inscripto.cod_tramite}
            </Text>
          </div>
          <Badge color={ESTADO_COLORS[inscripto.estado_id] ?? 'gray'} variant="filled" autoContrast size="lg" data-testid="detail-estado">
            {texts.estados[inscripto.estado_id]}
          </Badge>
        </Group>

        <DetailSection title={t.sections.personal}>
          <PersonalFields inscripto={inscripto} combos={combos.data} />
        </DetailSection>
        <DetailSection title={t.sections.empresa}>
          <EmpresaFields inscripto={inscripto} />
        </DetailSection>
        <DetailSection title={t.sections.inscripcion}>
          <InscripcionFields inscripto={inscripto} />
        </DetailSection>
        <DetailSection title={t.sections.laboral}>
          <LaboralFields inscripto={inscripto} />
        </DetailSection>
        <DetailSection title={t.sections.secundario}>
          <SecundarioFields inscripto={inscripto} />
        </DetailSection>
        <DetailSection title={t.sections.documents}>
          <DocumentLinks inscripto={inscripto} />
        </DetailSection>

        <Divider />
        <DetailSection title={t.sections.estado} testId="estado-section">
          {/* Keyed by the saved estado: after "volver" the form starts from what is now on record. */}
          <EstadoForm
            key={`${inscripto.estado_id}-${inscripto.observacion.length}`}
            inscripto={inscripto}
            onClose={onClose}
            onSaved={() => setSaved(true)}
          />
        </DetailSection>

        <Divider />
        <DetailSection title={t.sections.history}>
          <HistoryList entries={detail.data.historial} />
        </DetailSection>
      </Stack>
    );
  }

  return (
    <Modal
      opened={enrollee !== null}
      onClose={onClose}
      title={t.title}
      size="xl"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': texts.closeWindow }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
      // Mantine's modal header is a <header>: a second banner landmark beside the page's. It is only a title bar.
      attributes={{ header: { role: 'presentation' } }}
    >
      {body}
    </Modal>
  );
}
