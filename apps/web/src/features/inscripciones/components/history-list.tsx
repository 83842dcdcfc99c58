import { PERSONA_FIELD_LABELS, formatCuit, type EstadoId, type PersonaField } from '@ingreso/shared';
import { Badge, Box, Group, List, Text, Timeline, Typography } from '@mantine/core';
import { IconArrowRight, IconHistory, IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PersonaFormCombos } from '@/api/combos';
import type { EnrolmentHistoryEntry as HistoryEntry, MailDelivery } from '@/api/inscripciones';
import { formatDateTime } from '../lib/labels';
import { sanitizeHtml } from '@/lib/sanitize-html';
import { useInscripcionesTranslation } from '../i18n';
import { personaFieldLabelKey } from './persona-edit-form';

const isPersonaField = (key: string): key is PersonaField => key in PERSONA_FIELD_LABELS;

/** A persona value as the detail shows it: the names behind combo ids, the CUIT with its mask. */
function shown(field: PersonaField, value: unknown, combos: PersonaFormCombos | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  const named = (list: Array<{ id: number; descripcion: string }> | undefined) =>
    list?.find((item) => item.id === Number(value))?.descripcion ?? String(value);
  if (field === 'pais_id') return named(combos?.paises);
  if (field === 'nacionalidad_id') return named(combos?.nacionalidades);
  if (field === 'genero_id') return named(combos?.generos);
  if (field === 'cuit') return formatCuit(String(value));
  return String(value);
}

/** What a persona edit changed, one line per field: before → after. */
function PersonaChanges({ entry, combos }: { entry: HistoryEntry; combos: PersonaFormCombos | undefined }) {
  const { t } = useInscripcionesTranslation();
  const fields = Object.keys(entry.after ?? {}).filter(isPersonaField);
  if (fields.length === 0) return null;
  return (
    <List size="sm" mt={4} spacing={2} data-testid="history-changes">
      {fields.map((field) => (
        <List.Item key={field} style={{ overflowWrap: 'anywhere' }}>
          <Text span size="sm" fw={600}>
            {t(personaFieldLabelKey(field))}:
          </Text>{' '}
          {shown(field, entry.before?.[field], combos)} → {shown(field, entry.after?.[field], combos)}
        </List.Item>
      ))}
    </List>
  );
}

/** A correction request's step: the field, the value proposed or applied, and staff's answer. */
function CorrectionStep({ entry }: { entry: HistoryEntry }) {
  const { t } = useInscripcionesTranslation();
  const campo = String(entry.after?.campo ?? '');
  const valor = entry.after?.valor;
  const respuesta = entry.after?.respuesta;
  return (
    <Text size="sm" mt={4} style={{ overflowWrap: 'anywhere' }} data-testid="history-correction">
      {isPersonaField(campo) ? t(personaFieldLabelKey(campo)) : campo}
      {typeof valor === 'string' ? `: ${valor || '—'}` : ''}
      {typeof respuesta === 'string' ? ` — ${respuesta}` : ''}
    </Text>
  );
}

/** Colours that read on white with their label (axe contrast): grey waiting, green sent, red failed. */
const MAIL_STATUS_COLOR: Record<MailDelivery['status'], string> = { queued: 'gray', sending: 'blue', sent: 'green', failed: 'red' };

/**
 * An e-mail to the applicant (issue 16): to whom, its subject, and how its delivery went —
 * queued (with the attempts so far and when the next one is due), sent, or failed with the
 * last error. The body is never shown: it may have carried a one-time link.
 */
function MailDeliveryItem({ mail, locale }: { mail: MailDelivery; locale: string }) {
  const { t } = useInscripcionesTranslation();
  return (
    <Box mt={4} data-testid="history-mail">
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {mail.subject}
      </Text>
      <Text size="xs" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
        {t('detail.history.mail.to', { to: mail.to })}
      </Text>
      <Group gap={6} mt={4} wrap="wrap">
        <Badge variant="light" color={MAIL_STATUS_COLOR[mail.status]} data-testid="history-mail-status" data-status={mail.status}>
          {t(`detail.history.mail.status.${mail.status}`)}
        </Badge>
        <Text size="xs" c="gray.7">
          {t('detail.history.mail.attempts', { n: mail.attempts })}
        </Text>
        {mail.status === 'sent' && mail.sent_at && (
          <Text size="xs" c="gray.7">
            {t('detail.history.mail.sentAt', { at: formatDateTime(mail.sent_at, locale) })}
          </Text>
        )}
        {mail.status === 'queued' && mail.next_attempt_at && mail.attempts > 0 && (
          <Text size="xs" c="gray.7">
            {t('detail.history.mail.nextAttempt', { at: formatDateTime(mail.next_attempt_at, locale) })}
          </Text>
        )}
      </Group>
      {mail.last_error && mail.status !== 'sent' && (
        <Text size="xs" c="red.9" mt={2} style={{ overflowWrap: 'anywhere' }}>
          {t('detail.history.mail.error', { error: mail.last_error })}
        </Text>
      )}
    </Box>
  );
}

function estadoOf(snapshot: Record<string, unknown> | null): number | null {
  const value = snapshot?.estado_id;
  return typeof value === 'number' ? value : typeof value === 'string' && value !== '' ? Number(value) : null;
}

function reasonOf(snapshot: Record<string, unknown> | null): string {
  const value = snapshot?.observacion;
  return typeof value === 'string' ? value : '';
}

/**
 * The enrolment's audit trail, newest first: who changed what and when, the
 * estado before and after, and the rejection reason that went with it
 * (sanitized again before it is rendered).
 */
export function HistoryList({ entries, combos }: { entries: HistoryEntry[]; combos?: PersonaFormCombos }) {
  const { t } = useInscripcionesTranslation();
  const { i18n } = useTranslation();
  if (entries.length === 0)
    return (
      <Text size="sm" c="gray.7">
        {t('detail.history.empty')}
      </Text>
    );

  return (
    <Timeline bulletSize={22} lineWidth={2} active={entries.length} color="green" data-testid="history">
      {entries.map((entry) => {
        const before = estadoOf(entry.before);
        const after = estadoOf(entry.after);
        const reason = reasonOf(entry.after);
        const locale = i18n.resolvedLanguage ?? 'es';
        if (entry.correo) {
          return (
            <Timeline.Item
              // A message's id is the queue's, not an audit row's: the two may coincide.
              key={`correo-${entry.id}`}
              bullet={<IconMail size={12} aria-hidden="true" />}
              title={
                <Text size="sm" fw={600}>
                  {t('detail.history.actions.correo')}
                </Text>
              }
              data-testid="history-entry"
            >
              <Text size="xs" c="gray.7">
                {formatDateTime(entry.created_at, locale)}
              </Text>
              <MailDeliveryItem mail={entry.correo} locale={locale} />
            </Timeline.Item>
          );
        }
        return (
          <Timeline.Item
            key={entry.id}
            bullet={<IconHistory size={12} aria-hidden="true" />}
            title={
              <Text size="sm" fw={600}>
                {t(`detail.history.actions.${entry.action}`, { defaultValue: t('detail.history.otherAction') })}
              </Text>
            }
            data-testid="history-entry"
          >
            <Text size="xs" c="gray.7">
              {formatDateTime(entry.created_at, i18n.resolvedLanguage ?? 'es')} ·{' '}
              {t('detail.history.by', { actor: entry.actor ?? t('detail.history.unknownActor') })}
            </Text>
            {entry.action === 'persona.editar' && <PersonaChanges entry={entry} combos={combos} />}
            {entry.action.startsWith('correccion.') && <CorrectionStep entry={entry} />}
            {after !== null && (
              <Group gap={6} mt={4} wrap="wrap">
                {before !== null && before !== after && (
                  <>
                    <Text size="sm">{t(`estados.${before as EstadoId}`, { defaultValue: String(before) })}</Text>
                    <IconArrowRight size={14} aria-label="→" />
                  </>
                )}
                <Text size="sm" fw={600}>
                  {t(`estados.${after as EstadoId}`, { defaultValue: String(after) })}
                </Text>
              </Group>
            )}
            {reason && (
              <Box mt={4} p="xs" bg="gray.0" style={{ borderRadius: 'var(--mantine-radius-sm)' }}>
                <Text size="xs" c="gray.7" fw={600}>
                  {t('detail.history.reason')}
                </Text>
                <Typography
                  fz="sm"
                  style={{ overflowWrap: 'anywhere' }}
                  data-testid="history-reason"
                  dangerouslySetInnerHTML={{ __html: sanitizeHtml(reason) }}
                />
              </Box>
            )}
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
