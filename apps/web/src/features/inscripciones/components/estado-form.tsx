import { ESTADO, ESTADO_IDS, setEstadoSchema } from '@ingreso/shared';
import { Alert, Button, Fieldset, Group, Loader, NumberInput, Select, Stack, TextInput } from '@mantine/core';
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
  razon_social?: string;
  cuit?: string;
  tipo?: string;
  porcentaje?: string;
}

type Body = {
  estado_id: number;
  observacion: string;
  override_motivo?: string;
  empresa?: { razon_social: string; cuit: string };
  beca?: { tipo: string; porcentaje: number | string };
};

/** Where an issue of the shared rule is shown: the data of 4 and 5 have a field each. */
function fieldOf(path: readonly PropertyKey[]): keyof FieldErrors {
  const [first, second] = path;
  if (first === 'observacion') return 'observacion';
  if (first === 'empresa') return second === 'cuit' ? 'cuit' : 'razon_social';
  if (first === 'beca') return second === 'porcentaje' ? 'porcentaje' : 'tipo';
  return 'estado_id';
}

/** The shared rule (seed 001 §4–5, issue 16) run in the browser: the same messages before anything is sent. */
function validate(body: Body): FieldErrors {
  const result = setEstadoSchema.safeParse(body);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) errors[fieldOf(issue.path)] ??= issue.message;
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
  const rejecting = Number(estado) === RECHAZADO;
  const porEmpresa = Number(estado) === ESTADO.POR_EMPRESA;
  const porBeca = Number(estado) === ESTADO.POR_BECA;
  const [razonSocial, setRazonSocial] = useState(inscripto.empresa?.razon_social ?? '');
  const [cuit, setCuit] = useState(inscripto.empresa?.cuit ?? '');
  const [becaTipo, setBecaTipo] = useState(inscripto.beca_tipo ?? '');
  const [becaPorcentaje, setBecaPorcentaje] = useState<string | number>(inscripto.beca_porcentaje ?? '');
  // Issue 15: approving with documents not decided is refused until staff give a reason (audited).
  const [needsOverride, setNeedsOverride] = useState(false);
  const [override, setOverride] = useState('');
  // Approval with the cupo full leaves the enrolment in Lista de espera: the server says so, and the form stays to show it.
  const [notice, setNotice] = useState<string | null>(null);

  const options = [
    { value: '-1', label: t('detail.estado.none') },
    ...ESTADO_IDS.map((id) => ({ value: String(id), label: t(`estados.${id}`) })),
  ];

  const submit = (then: () => void) => {
    const estadoId = Number(estado);
    const observacion = rejecting ? reason : '';
    const body: Body = {
      estado_id: estadoId,
      observacion,
      override_motivo: needsOverride ? override : '',
      ...(porEmpresa ? { empresa: { razon_social: razonSocial, cuit } } : {}),
      ...(porBeca ? { beca: { tipo: becaTipo, porcentaje: becaPorcentaje } } : {}),
    };
    const found = validate(body);
    setErrors(found);
    setFailed(false);
    setNotice(null);
    if (Object.keys(found).length > 0) return;
    save.mutate(body as Parameters<typeof save.mutate>[0], {
      onSuccess: (answer) => (answer.message ? setNotice(answer.message) : then()),
      onError: (error) => {
        console.error('estado change failed', error);
        if (isApiError(error)) {
          const overrideMessage = error.body.errors.override_motivo?.[0];
          if (overrideMessage) {
            setNeedsOverride(true);
            setErrors({ estado_id: overrideMessage });
            return;
          }
          const fromServer: FieldErrors = {};
          for (const [key, messages] of Object.entries(error.body.errors)) fromServer[fieldOf(key.split('.'))] ??= messages[0];
          if (error.status === 422 && Object.keys(fromServer).length === 0) fromServer.estado_id = error.body.message;
          if (Object.keys(fromServer).length > 0) {
            setErrors(fromServer);
            return;
          }
        }
        setFailed(true);
      },
    });
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
        <Suspense fallback={<Loader size="sm" role="status" aria-label={t('detail.loading')} />}>
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
      {porEmpresa && (
        <Fieldset legend={t('seats.empresaTitle')} maw={480}>
          <Stack gap="xs">
            <TextInput
              label={t('seats.razonSocial')}
              required
              value={razonSocial}
              onChange={(e) => setRazonSocial(e.currentTarget.value)}
              error={errors.razon_social ? seedText(errors.razon_social) : undefined}
              disabled={save.isPending}
              maxLength={255}
            />
            <TextInput
              label={t('seats.cuit')}
              required
              inputMode="numeric"
              placeholder="99-99999999-9"
              value={cuit}
              onChange={(e) => setCuit(e.currentTarget.value)}
              error={errors.cuit ? seedText(errors.cuit) : undefined}
              disabled={save.isPending}
              maxLength={13}
            />
          </Stack>
        </Fieldset>
      )}
      {porBeca && (
        <Fieldset legend={t('seats.becaTitle')} maw={480}>
          <Stack gap="xs">
            <TextInput
              label={t('seats.becaTipo')}
              required
              value={becaTipo}
              onChange={(e) => setBecaTipo(e.currentTarget.value)}
              error={errors.tipo ? seedText(errors.tipo) : undefined}
              disabled={save.isPending}
              maxLength={100}
            />
            <NumberInput
              label={t('seats.becaPorcentaje')}
              required
              min={1}
              max={100}
              suffix=" %"
              allowDecimal={false}
              value={becaPorcentaje}
              onChange={setBecaPorcentaje}
              error={errors.porcentaje ? seedText(errors.porcentaje) : undefined}
              disabled={save.isPending}
            />
          </Stack>
        </Fieldset>
      )}
      {notice && (
        <Alert color="yellow" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="status" data-testid="estado-notice">
          {seedText(notice)}
        </Alert>
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
