import { isApiError } from '@/lib/api-client';

/**
 * The refusals of issue 14 that the wizard answers with its own choices: a class or exam that
 * already has records (409), and a date outside the instancia's course (422).
 */
export type RefusalCode = 'asistencias_existentes' | 'nota_existente' | 'fecha_fuera_del_curso';

export function isRefusal(error: unknown, code: RefusalCode): boolean {
  return isApiError(error) && error.body.code === code;
}
