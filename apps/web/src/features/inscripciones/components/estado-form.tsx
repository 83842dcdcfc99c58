import { ESTADO, ESTADO_IDS, setEstadoSchema } from '@ingreso/shared';
import { Alert, Button, Group, Loader, Select, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { isApiError } from '@/lib/api-client';
import { useSeedText } from '@/lib/i18n';
import type { InscriptoDetail } from '@/api/inscripciones';
import { useSetEstado } from '../api/set-estado';
import { sanitizeHtml } from '@/lib/sanitize-html';
import { useInscripcionesTranslation } from '../i18n';

// tiptap and its toolbar are downloaded the first time a rejection is written, not with the list.
const RejectionEditor = lazy(() => import('./rejection-editor').then((m) => ({ default: m.RejectionEditor })));

/** Rechazado is the estado that needs, and shows, the reason editor. */
const RECHAZADO = ESTADO.RECHAZADO;

interface FieldErrors {
  estado_id?: string;
  observacion?: string;
}

/** The shared rule (seed 001 §4–5) run in the browser: the same messages before anything is sent. */
function validate(estadoId: number, observacion: string): FieldErrors {
  const result = setEstadoSchema.safeParse({ estado_id: estadoId, observacion });
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] === 'observacion' ? 'observacion' : 'estado_id';
    errors[field] ??= issue.message;
  }
  return errors;
}

interface EstadoFormProps {
  inscripto: InscriptoDetail;
  onClose: () => void;
  onSaved: () => void;
  /** Set when the list has an enrollee after this one: "Guardar y siguiente" saves, then opens it (issue 14). */
  onSavedNext?: () => void;
}

/**
 * The estado selector (1 to 6 and the -1 "none" choice), the rejection reason
 * for 3, and Cerrar / OK. Saving 1 or -1, or 3 without a reason, is refused
 * here with the seed's messages, and again by the server.
 */
export function EstadoForm({ inscripto, onClose, onSaved, onSavedNext }: EstadoFormProps) {
  const { t } = useInscripcionesTranslation();
  const seedText = useSeedText();
  const save = useSetEstado(inscripto.id);
  // Seed: an unset estado counts as 1 (Pendiente).
  const [estado, setEstado] = useState(String(inscripto.estado_id || ESTADO.PENDIENTE));
  const [reason, setReason] = useState(() => (inscripto.estado_id === RECHAZADO ? sanitizeHtml(inscripto.observacion) : ''));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failed, setFailed] = useState(false);
  // Issue 15: approving with documents not decided is refused until staff give a reason (audited).
  const [needsOverride, setNeedsOverride] = useState(false);
  const [override, setOverride] = useState('');
  const rejecting = Number(estado) === RECHAZADO;

  const options = [
    { value: '-1', label: t('detail.estado.none') },
    ...ESTADO_IDS.map((id) => ({ value: String(id), label: t(`estados.${id}`) })),
  ];

  const submit = (then: () => void) => {
    const estadoId = Number(estado);
    const observacion = rejecting ? reason : '';
    const found = validate(estadoId, observacion);
    setErrors(found);
    setFailed(false);
    if (Object.keys(found).length > 0) return;
    save.mutate(
      { estado_id: estadoId, observacion, override_motivo: needsOverride ? override : '' },
      {
        onSuccess: () => then(),
        onError: (error) => {
          console.error('estado change failed', error);
          if (isApiError(error)) {
            const fromServer: FieldErrors = {
              estado_id: error.body.errors.estado_id?.[0],
              observacion: error.body.errors.observacion?.[0],
            };
            const overrideMessage = error.body.errors.override_motivo?.[0];
            if (overrideMessage) {
              setNeedsOverride(true);
              setErrors({ estado_id: overrideMessage });
              return;
            }
            if (fromServer.estado_id || fromServer.observacion) {
              setErrors(fromServer);
              return;
            }
          }
          setFailed(true);
        },
      },
    );
  };

  return (
    <Stack gap="md">
      <Select
        label={t('detail.estado.label')}
        data={options}
        value={estado}
        onChange={(value) => {
          setEstado(value ?? '-1');
          setErrors({});
        }}
        allowDeselect={false}
        required
        error={errors.estado_id ? seedText(errors.estado_id) : undefined}
        disabled={save.isPending}
        comboboxProps={{ withinPortal: true }}
        maw={360}
        data-testid="estado-select"
      />
      {rejecting && (
        <Suspense fallback={<Loader size="sm" aria-label={t('detail.loading')} />}>
          <RejectionEditor
            initialHtml={reason}
            onChange={(html) => {
              setReason(html);
              setErrors((e) => (e.observacion ? { ...e, observacion: undefined } : e));
            }}
            label={t('detail.estado.reason')}
            description={t('detail.estado.reasonHint')}
            error={errors.observacion ? seedText(errors.observacion) : null}
            disabled={save.isPending}
          />
        </Suspense>
      )}
      {needsOverride && (
        <TextInput label={t('revision.override')} value={override} onChange={(e) => setOverride(e.currentTarget.value)} maw={520} />
      )}
      {failed && (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
          {t('detail.saveError')}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={save.isPending}>
          {t('detail.close')}
        </Button>
        {onSavedNext && (
          <Button variant="light" onClick={() => submit(onSavedNext)} disabled={save.isPending}>
            {t('detail.saveAndNext')}
          </Button>
        )}
        <Button onClick={() => submit(onSaved)} loading={save.isPending} miw={96}>
          {t('detail.ok')}
        </Button>
      </Group>
    </Stack>
  );
}
