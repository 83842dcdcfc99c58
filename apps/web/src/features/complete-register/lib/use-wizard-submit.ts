import {
  applicableRequisitos,
  isForeignApplicant,
  wizardSchema,
  type PersonaResponse,
  type PersonaSummary,
  type Requisito,
  type RequisitoPersona,
} from '@ingreso/shared';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { refreshQueries } from '@/api/mutation';
import { documentsTouch, filesApi } from '@/api/files';
import { personasApi, personasKeys } from '@/api/personas';
import { requisitosQueries, type RequisitosScope } from '@/api/requisitos';
import { getSession, updateSession } from '@/lib/session';
import type { WizardFormValues } from './form-values';
import { firstStepWithError, validateWizard } from './step-validation';
import { wizardSubmitFailure } from './submit-errors';
import type { useWizardDocuments } from './use-wizard-documents';
import type { WizardForm } from './wizard-form';
import { clearProgress } from './wizard-storage';

export interface SubmitError {
  /** A seed text (translated on display) or one of the wizard's own texts. */
  message: string;
  /** The earlier step holding the fields at fault, to offer a way back to it. */
  step: number | null;
}

interface Options {
  form: WizardForm;
  staff: boolean;
  documents: ReturnType<typeof useWizardDocuments>;
  /** Invalid values (e.g. edited storage) send the user back to the step that holds them. */
  onInvalid: (step: number) => void;
  documentsFailedMessage: string;
  /** `linked`: the number was of a persona staff registered with this account's e-mail, now the applicant's (issue 18 §3). */
  onCompleted: (persona: PersonaResponse, outcome: { linked: boolean }) => void;
}

/** What the requirement conditions look at, from the wizard's answers. */
export function wizardConditions(values: WizardFormValues): RequisitoPersona {
  const { tipo_documento, nacionalidad_id } = values.persona;
  return {
    trabaja: values.situacion_laboral.trabaja_actualmente === '1',
    discapacidad: values.discapacidad === '1',
    // Nothing chosen yet is not "foreign": the step that asks comes first and is required.
    extranjero:
      tipo_documento !== '' && isForeignApplicant({ tipo_documento, nacionalidad_id: nacionalidad_id ? Number(nacionalidad_id) : null }),
  };
}

/** Whose list the wizard shows: the career of interest's, else the faculty's (issue 15). */
export function wizardRequisitosScope(values: WizardFormValues, staff: boolean): RequisitosScope {
  return !staff && values.carrera_id ? { carrera: Number(values.carrera_id) } : {};
}

/** The documents the wizard asks for: the list's requirements that apply to the answers. */
export function documentsFor(values: WizardFormValues, requisitos: readonly Requisito[]): Requisito[] {
  return applicableRequisitos(requisitos, wizardConditions(values));
}

/**
 * Finalizar: POST /api/wizard-persona/ (once), then the chosen files to
 * /api/files/store_docs_persona/, then the session learns the persona and that
 * the input data is complete. A failed upload keeps the created persona, so the
 * next Finalizar only sends the files again.
 */
export function useWizardSubmit({ form, staff, documents, onInvalid, documentsFailedMessage, onCompleted }: Options) {
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<SubmitError | null>(null);
  const [persona, setPersona] = useState<PersonaResponse | null>(null);
  const [linked, setLinked] = useState(false);
  const queryClient = useQueryClient();

  const rememberPersona = (next: PersonaResponse, touched: readonly QueryKey[] = []) => {
    setPersona(next);
    // Every view of the personas (and, after the files, of the enrolments that show them) refreshes.
    void refreshQueries(queryClient, [personasKeys.all, ...touched]);
    if (staff) return;
    // Stored at once: a reload after this point must not offer to create the persona again.
    const summary: PersonaSummary = { ...next };
    updateSession({ persona: summary, state_data: { ...(getSession()?.state_data ?? {}), input_data: true } });
  };

  const submit = async () => {
    const values = form.getValues();
    const errors = validateWizard(values);
    if (Object.keys(errors).length > 0) {
      form.setErrors(errors);
      onInvalid(firstStepWithError(errors) ?? 0);
      return;
    }

    setSubmitting(true);
    setError(null);
    let current = persona;
    let linkedNow = linked;
    if (!current) {
      try {
        const created = await personasApi.createFromWizard(wizardSchema.parse(values));
        current = created.persona;
        linkedNow = created.vinculada === true;
        setLinked(linkedNow);
        clearProgress();
        rememberPersona(current);
      } catch (failure) {
        const { message, fields } = wizardSubmitFailure(failure);
        form.setErrors(fields);
        setError({ message, step: firstStepWithError(fields) });
        setSubmitting(false);
        return;
      }
    }

    let requisitos: Requisito[];
    try {
      // Usually in the cache already (the step shows the same list).
      requisitos = (await queryClient.fetchQuery(requisitosQueries.list(wizardRequisitosScope(values, staff)))).requisitos;
    } catch {
      setError({ message: documentsFailedMessage, step: null });
      setSubmitting(false);
      return;
    }
    const parts = documents.chosen(documentsFor(values, requisitos).map((r) => r.codigo));
    if (parts.length > 0) {
      const names = parts.map(([name]) => name);
      documents.markUploading(names);
      try {
        current = await filesApi.upload(current.id, parts, (progress) => documents.markProgress(parts, progress));
        documents.markSuccess(names);
        rememberPersona(current, documentsTouch);
      } catch (failure) {
        documents.markFailure(names, failure);
        setError({ message: documentsFailedMessage, step: null });
        setSubmitting(false);
        return;
      }
    }

    setSubmitting(false);
    onCompleted(current, { linked: linkedNow });
  };

  return { submit, submitting, error, clearError: () => setError(null), personaCreated: persona !== null };
}
