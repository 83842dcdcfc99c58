import { useResourceMutation } from '@/api/mutation';
import { enrolmentTouches, inscripcionesApi, inscripcionesKeys } from '@/api/inscripciones';

/**
 * "Darme de baja" (issue 16): the enrolment becomes Baja. The list is read again rather than
 * patched: a withdrawal may move other enrolments' waitlist positions.
 */
export function useWithdrawEnrolment() {
  return useResourceMutation(inscripcionesKeys.all, inscripcionesApi.withdraw, enrolmentTouches);
}
