import { ESTADO, ESTADOS_RETIRABLES, type EstadoId } from '@ingreso/shared';
import { Alert, Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconDoorExit, IconFileSearch, IconRefresh } from '@tabler/icons-react';
import { useId, useRef, useState } from 'react';
import type { PersonaInscripcion } from '@/api/inscripciones';
import { ConstanciaButton } from '@/components/constancia-button';
import { useResubmitEnrolment } from '../api/resubmit-enrolment';
import { useWithdrawEnrolment } from '../api/withdraw-enrolment';
import { useFormatDate } from '@/lib/format-date';
import { usePerfilTranslation } from '../i18n';
import { DetailList } from './detail-list';
import { EstadoBadge } from './estado-badge';
import { RequirementList } from './requirement-list';
import { isApiError } from '@/lib/api-client';
import { useSeedText } from '@/lib/i18n';
import { RejectionModal } from './rejection-modal';

const RECHAZADO = 3;

/** One enrolment: instancia, carrera, cod_tramite, date and status; a rejected one offers its reason and the resubmission. */
export function EnrolmentCard({ enrolment, personaId }: { enrolment: PersonaInscripcion; personaId: number }) {
  const { t } = usePerfilTranslation();
  const formatDate = useFormatDate();
  const seedText = useSeedText();
  const resubmit = useResubmitEnrolment(personaId);
  const [reasonOpen, setReasonOpen] = useState(false);
  const [resubmitted, setResubmitted] = useState(false);
  const cardRef = useRef<HTMLElement>(null);
  const headingId = `${useId()}-instancia`;
  const rejected = enrolment.estado_id === RECHAZADO;
  const withdraw = useWithdrawEnrolment();
  const [confirmWithdraw, setConfirmWithdraw] = useState(false);
  const withdrawable = ESTADOS_RETIRABLES.includes(enrolment.estado_id as EstadoId);

  const sendAgain = () => {
    resubmit.mutate(enrolment.id, {
      onSuccess: () => {
        setResubmitted(true);
        // The button that had focus is gone: keep the keyboard user on this card.
        cardRef.current?.focus();
      },
      onError: (error) => console.error('resubmit failed', error),
    });
  };

  return (
    <Paper
      ref={cardRef}
      component="article"
      aria-labelledby={headingId}
      tabIndex={-1}
      withBorder
      radius="md"
      p="md"
      data-testid="enrolment-card"
      data-cod-tramite={enrolment.cod_tramite}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Title order={3} size="h5" id={headingId} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            {enrolment.instancia.descripcion}
          </Title>
          <EstadoBadge estadoId={enrolment.estado_id} fallback={enrolment.estado} />
        </Group>
        <DetailList
          cols={3}
          items={[
            { label: t('enrolments.carrera'), value: enrolment.carrera ?? '—' },
            { label: t('enrolments.codTramite'), value: enrolment.cod_tramite, testId: 'cod-tramite' },
            { label: t('enrolments.date'), value: formatDate(enrolment.created_at) },
          ]}
        />

        <RequirementList inscriptoId={enrolment.id} />
        {enrolment.estado_id === ESTADO.LISTA_DE_ESPERA && enrolment.posicion_espera !== null && (
          <Text size="sm" fw={600} data-testid="waitlist-position">
            {t('seats.position', { n: enrolment.posicion_espera })}
          </Text>
        )}

        <ConstanciaButton
          inscriptoId={enrolment.id}
          label={t('enrolments.downloadConstancia')}
          errorText={t('enrolments.constanciaError')}
        />

        {rejected && (
          <Stack gap="xs">
            <Text size="sm" c="gray.7">
              {t('enrolments.rejectedHint')}
            </Text>
            <Group gap="sm">
              <Button
                variant="light"
                color="red"
                leftSection={<IconFileSearch size={16} aria-hidden="true" />}
                onClick={() => setReasonOpen(true)}
              >
                {t('enrolments.seeReason')}
              </Button>
              <Button leftSection={<IconRefresh size={16} aria-hidden="true" />} onClick={sendAgain} loading={resubmit.isPending}>
                {t('enrolments.resubmit')}
              </Button>
            </Group>
          </Stack>
        )}

        {withdrawable && (
          <Group gap="sm">
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconDoorExit size={16} aria-hidden="true" />}
              onClick={() => setConfirmWithdraw(true)}
            >
              {t('seats.withdraw')}
            </Button>
          </Group>
        )}
        {withdraw.isError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
            {t('seats.withdrawError')}
          </Alert>
        )}

        {resubmit.isError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert" data-testid="resubmit-error">
            {isApiError(resubmit.error) && resubmit.error.status === 422 ? seedText(resubmit.error.message) : t('enrolments.resubmitError')}
          </Alert>
        )}
        {resubmitted && !rejected && (
          <Text size="sm" role="status" data-testid="resubmit-success">
            {t('enrolments.resubmitted')}
          </Text>
        )}
      </Stack>
      <Modal
        opened={confirmWithdraw}
        onClose={() => setConfirmWithdraw(false)}
        title={t('seats.withdrawTitle')}
        closeButtonProps={{ 'aria-label': t('seats.withdrawNo') }}
        attributes={{ header: { role: 'presentation' } }}
      >
        <Stack gap="md">
          <Text size="sm">{t('seats.withdrawText', { instancia: enrolment.instancia.descripcion })}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirmWithdraw(false)} disabled={withdraw.isPending}>
              {t('seats.withdrawNo')}
            </Button>
            <Button
              color="red"
              loading={withdraw.isPending}
              onClick={() =>
                withdraw.mutate(enrolment.id, {
                  onSuccess: () => {
                    setConfirmWithdraw(false);
                    cardRef.current?.focus();
                  },
                  onError: (error) => {
                    console.error('withdraw failed', error);
                    setConfirmWithdraw(false);
                  },
                })
              }
            >
              {t('seats.withdrawYes')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <RejectionModal
        opened={reasonOpen && rejected}
        onClose={() => setReasonOpen(false)}
        instancia={enrolment.instancia.descripcion}
        observacion={enrolment.observacion}
      />
    </Paper>
  );
}
