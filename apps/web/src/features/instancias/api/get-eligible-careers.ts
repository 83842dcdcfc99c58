import { useQuery } from '@tanstack/react-query';
import { inscripcionesQueries } from '@/api/inscripciones';

/** The careers a person may choose when the instancia's carrera is 1 (the staff's enrolment form data). */
export const useEligibleCareers = (enabled: boolean) =>
  useQuery({ ...inscripcionesQueries.formData(), select: (data) => data.carreras, enabled });
