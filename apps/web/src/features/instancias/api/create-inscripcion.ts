import { useResourceMutation } from '@/api/mutation';
import { enrolmentTouches, inscripcionesApi, inscripcionesKeys } from '@/api/inscripciones';

/** Staff enrol a person (no document check, seed 001 §9): the enrollee lists, the board and the wizard's students refresh. */
export const useCreateStaffInscripcion = () => useResourceMutation(inscripcionesKeys.all, inscripcionesApi.create, enrolmentTouches);
