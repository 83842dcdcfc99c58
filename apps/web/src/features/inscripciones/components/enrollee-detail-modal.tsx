import type { EstadoId } from '@ingreso/shared';
import { Alert, Badge, Button, Divider, Group, Modal, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle, IconCircleCheck, IconPencil } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { combosQueries } from '@/api/combos';
import { inscripcionesQueries, type Enrollee } from '@/api/inscripciones';
import { PageLoader } from '@/components/page-loader';
import { useEditPersona } from '../api/edit-persona';
import { useInscripcionesTranslation } from '../i18n';
import { IdentitySection } from './identity-section';
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
import { PersonaEditForm } from './persona-edit-form';
import { useCan } from '@/lib/permissions';
import { ConstanciaButton } from '@/components/constancia-button';

/**
 * "Detalles de inscripto" (seed 001 §2): every personal field read-only, the
 * paying company, the carrera applied for, job situation, secondary school,
 * documents (opening in a new tab), the estado selector with the rejection
 * reason, Cerrar / OK, the success screen with "volver", and the history.
 */
export function EnrolleeDetailModal({
  enrollee,
  onClose,
  onNext,
  findingNext = false,
}: {
  enrollee: Enrollee | null;
  onClose: () => void;
  /** Opens the next enrollee of the same filtered list; absent on the list's last one (issue 14). */
  onNext?: () => void;
  /** The next enrollee is on the following page, being read. */
  findingNext?: boolean;
}) {
  const { t } = useInscripcionesTranslation();
  const can = useCan();
  const heading = useRef<HTMLHeadingElement>(null);
  // Moving to the next enrollee replaces the whole content: focus goes to its name, not to <body>.
  const focusNextHeading = useRef(false);
  const phone = useMediaQuery('(max-width: 48em)');
  const [shownId, setShownId] = useState<number | null>(null);
  const [saved, setSaved] = useState(false);
  const [editing, setEditing] = useState(false);
  const [edited, setEdited] = useState(false);
  if (enrollee && enrollee.id !== shownId) {
    setShownId(enrollee.id);
    setSaved(false);
    setEditing(false);
    setEdited(false);
  }
  const id = enrollee?.id ?? shownId;
  const detail = useQuery({ ...inscripcionesQueries.detail(id ?? 0), enabled: id !== null });
  // The names behind the persona's ids (country, nationality, gender, marital status...): the wizard's own lists.
  const combos = useQuery({ ...combosQueries.personaForm(), enabled: enrollee !== null });
  const inscripto = detail.data?.inscripto;
  const editPersona = useEditPersona(inscripto?.persona.id ?? 0);
  const next = onNext
    ? () => {
        focusNextHeading.current = true;
        onNext();
      }
    : undefined;
  const shownInscriptoId = saved ? null : (inscripto?.id ?? null);
  useEffect(() => {
    if (focusNextHeading.current && shownInscriptoId !== null && shownInscriptoId === enrollee?.id) {
      focusNextHeading.current = false;
      heading.current?.focus();
    }
  }, [shownInscriptoId, enrollee?.id]);

  let body;
  if (findingNext) {
    body = <PageLoader label={t('detail.loadingNext')} />;
  } else if (detail.isPending) {
    body = <PageLoader label={t('detail.loading')} />;
  } else if (detail.isError || !inscripto) {
    body = (
      <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
        {t('detail.loadError')}
      </Alert>
    );
  } else if (saved) {
    body = (
      <Stack align="center" gap="md" ta="center" py="xl" data-testid="estado-saved">
        <ThemeIcon size={64} radius="xl" color="green" variant="light" aria-hidden="true">
          <IconCircleCheck size={40} />
        </ThemeIcon>
        <Text fw={600} role="status">
          {t('detail.saved')}
        </Text>
        <Badge color={ESTADO_COLORS[inscripto.estado_id] ?? 'gray'} variant="filled" autoContrast size="lg">
          {t(`estados.${inscripto.estado_id as EstadoId}`)}
        </Badge>
        <Group justify="center" gap="sm">
          <Button variant="default" onClick={() => setSaved(false)} data-autofocus tt="capitalize">
            {t('detail.back')}
          </Button>
          {/* The list behind keeps its page, search and filter (they live in the address). */}
          <Button variant="default" onClick={onClose}>
            {t('detail.backToList')}
          </Button>
          {next && <Button onClick={next}>{t('detail.next')}</Button>}
        </Group>
      </Stack>
    );
  } else {
    const name = `${inscripto.persona.nombre} ${inscripto.persona.apellido}`;
    body = (
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            <Title order={2} size="h3" ref={heading} tabIndex={-1}>
              {name}
            </Title>
            <Text size="sm" c="gray.7">
              {t('detail.inscripcion.codTramite')}: {inscripto.cod_tramite}
            </Text>
          </div>
          <Badge color={ESTADO_COLORS[inscripto.estado_id] ?? 'gray'} variant="filled" autoContrast size="lg" data-testid="detail-estado">
            {t(`estados.${inscripto.estado_id as EstadoId}`)}
          </Badge>
        </Group>

        <DetailSection title={t('detail.sections.personal')} testId="personal-section">
          {edited && !editing && (
            <Alert color="green" variant="light" role="status" data-testid="persona-edit-saved">
              {t('detail.edit.saved')}
            </Alert>
          )}
          {editing ? (
            <PersonaEditForm
              persona={inscripto.persona}
              combos={combos.data}
              submitLabel={t('detail.edit.save')}
              save={(body) => editPersona.mutateAsync(body)}
              onSaved={() => {
                setEditing(false);
                setEdited(true);
              }}
              onCancel={() => setEditing(false)}
            />
          ) : (
            <>
              <PersonalFields inscripto={inscripto} combos={combos.data} />
              {can('personas.corregir') && (
                <Group>
                  <Button
                    variant="light"
                    size="sm"
                    leftSection={<IconPencil size={16} aria-hidden="true" />}
                    onClick={() => {
                      setEdited(false);
                      setEditing(true);
                    }}
                    // The form starts from what is loaded: while the detail is read again, it waits for the current data.
                    disabled={detail.isFetching}
                    data-testid="persona-edit-open"
                  >
                    {t('detail.edit.open')}
                  </Button>
                </Group>
              )}
            </>
          )}
        </DetailSection>
        <DetailSection title={t('detail.sections.empresa')}>
          <EmpresaFields inscripto={inscripto} />
        </DetailSection>
        <DetailSection title={t('detail.sections.inscripcion')}>
          <InscripcionFields inscripto={inscripto} />
          {can('inscripciones.ver') && (
            <ConstanciaButton inscriptoId={inscripto.id} label={t('detail.constancia')} errorText={t('detail.constanciaError')} />
          )}
        </DetailSection>
        <DetailSection title={t('detail.sections.laboral')}>
          <LaboralFields inscripto={inscripto} />
        </DetailSection>
        <DetailSection title={t('detail.sections.secundario')}>
          <SecundarioFields inscripto={inscripto} />
        </DetailSection>
        {can('personas.ver') && (
          <DetailSection title={t('identity.section')}>
            <IdentitySection
              personaId={inscripto.persona.id}
              hasAccount={inscripto.persona.user_id !== null}
              canLink={can('identidad.resolver')}
            />
          </DetailSection>
        )}
        {can('documentos.ver') && (
          <DetailSection title={t('detail.sections.documents')}>
            <DocumentLinks inscripto={inscripto} />
          </DetailSection>
        )}

        {can('inscripciones.decidir') && (
          <>
            <Divider />
            <DetailSection title={t('detail.sections.estado')} testId="estado-section">
              {/* Keyed by the saved estado: after "volver" the form starts from what is now on record. */}
              <EstadoForm
                key={`${inscripto.estado_id}-${inscripto.observacion.length}`}
                inscripto={inscripto}
                onClose={onClose}
                onSaved={() => setSaved(true)}
                onSavedNext={next}
              />
            </DetailSection>
          </>
        )}

        <Divider />
        <DetailSection title={t('detail.sections.history')}>
          <HistoryList entries={detail.data.historial} combos={combos.data} />
        </DetailSection>
      </Stack>
    );
  }

  return (
    <Modal
      opened={enrollee !== null}
      onClose={onClose}
      title={t('detail.title')}
      size="xl"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('closeWindow') }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
      // Mantine's modal header is a <header>: a second banner landmark beside the page's. It is only a title bar.
      attributes={{ header: { role: 'presentation' } }}
    >
      {body}
    </Modal>
  );
}
