import { msg } from '@ingreso/shared';
import { isApiError } from '@/lib/api-client';

export interface EnrolFailure {
  /** The seed's text: the server's carrera error, or the generic one. */
  message: string;
  /** A clear reason the server gave besides (already enrolled, instancia finished...), shown under the message. */
  detail: string | null;
}

/**
 * Seed 001 §8: an enrolment failure shows the server's carrera error if there
 * is one, otherwise 'Ha ocurrido un error inesperado. Por favor, intentelo de
 * nuevo.'. A 4xx with its own reason (e.g. "Ya se encuentra inscripto en esta
 * instancia.") adds that reason: retrying would not help, and staff need to know why.
 */
export function enrolFailure(error: unknown): EnrolFailure {
  if (!isApiError(error)) return { message: msg.http.internal, detail: null };
  const carrera = error.body.errors.carrera?.[0];
  if (carrera) return { message: carrera, detail: null };
  const reason = error.body.error[0]?.message ?? error.body.message;
  const clientError = error.status >= 400 && error.status < 500;
  return { message: msg.http.internal, detail: clientError && reason && reason !== msg.http.internal ? reason : null };
}
