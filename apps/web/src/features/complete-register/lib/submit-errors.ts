import { msg, personaMsg } from '@ingreso/shared';
import type { FormErrors } from '@mantine/form';
import { isApiError } from '@/lib/api-client';
import { emptyWizardValues } from './form-values';

const PERSONA_FIELDS = new Set(Object.keys(emptyWizardValues().persona));

/** The unique index on the persona's e-mail; the server names it in its message. */
const EMAIL_CONSTRAINT = 'personas_email_lower_unique';

export interface SubmitFailure {
  /** Seed text shown above the buttons. */
  message: string;
  /** Field errors to mark on the form, by form path. */
  fields: FormErrors;
}

/**
 * Seed: a failure whose server text names the unique e-mail constraint shows
 * "El Email ingresado ya se encuentra en uso..."; any other, the unexpected-error
 * text. A used document number is shown on its field (errors.numero_documento).
 */
export function wizardSubmitFailure(error: unknown): SubmitFailure {
  if (!isApiError(error)) return { message: msg.wizard.unexpected, fields: {} };
  const { body } = error;
  const fields: FormErrors = {};
  for (const [key, messages] of Object.entries(body.errors)) {
    if (!messages?.[0]) continue;
    // Flat names (numero_documento, email) belong to the persona block of the form.
    const path = PERSONA_FIELDS.has(key) ? `persona.${key}` : key;
    if (!fields[path]) fields[path] = messages[0];
  }

  // The account already has a persona (e.g. finished in another tab): the server says where to go instead.
  if (body.code === 'persona_exists') return { message: body.message, fields };

  const serverText = [body.message, ...body.error.map((e) => e.message)].join(' ');
  if (serverText.includes(EMAIL_CONSTRAINT) || serverText.includes(personaMsg.emailInUse)) {
    return { message: msg.wizard.emailInUse, fields: { ...fields, 'persona.email': msg.wizard.emailInUse } };
  }
  const dni = body.errors.numero_documento?.[0] ?? body.errors['persona.numero_documento']?.[0];
  if (dni) return { message: dni, fields };
  return { message: msg.wizard.unexpected, fields };
}
