import { carrerasRefs as c, type CarreraInput, type MateriaInput } from '@ingreso/shared';
import { queryOptions } from '@tanstack/react-query';
import { callRoute } from './call';
import { resourcePrefix } from './prefixes';

/** Careers, their types and subjects: every screen reads them through these keys. */
export const carrerasKeys = {
  all: resourcePrefix.carreras,
  list: () => [...carrerasKeys.all, 'list'] as const,
  tipos: () => [...carrerasKeys.all, 'tipos'] as const,
  materias: (carreraId: number) => [...carrerasKeys.all, carreraId, 'materias'] as const,
};

/**
 * A career's name and eligibility show in the instancias (their career), the careers an
 * applicant or staff may choose (persona-form combos, enrolment form data), the
 * enrolments and the board.
 */
export const carreraChangeTouches = [
  resourcePrefix.instancias,
  resourcePrefix.combos,
  resourcePrefix.inscripciones,
  resourcePrefix.dashboard,
] as const;
/** An instancia's detail carries its career's subjects (the attendance and grades wizard). */
export const materiaChangeTouches = [resourcePrefix.instancias] as const;

export const carrerasQueries = {
  /** Every career with its type and how many subjects it has. */
  list: () =>
    queryOptions({
      queryKey: carrerasKeys.list(),
      queryFn: async ({ signal }) => (await callRoute(c.listCarreras, {}, { signal })).data.carreras,
    }),
  tipos: () =>
    queryOptions({
      queryKey: carrerasKeys.tipos(),
      queryFn: async ({ signal }) => (await callRoute(c.listTiposCarrera, {}, { signal })).data.tipos_carrera,
      staleTime: 10 * 60_000,
    }),
  /** en_uso marks subjects with attendance or grades (they cannot be deleted). */
  materias: (carreraId: number) =>
    queryOptions({
      queryKey: carrerasKeys.materias(carreraId),
      queryFn: async ({ signal }) => (await callRoute(c.listMaterias, { params: { id: carreraId } }, { signal })).data.materias,
      staleTime: 0,
    }),
};

export type CarreraBody = Omit<CarreraInput, 'elegible_en_ingreso'> & { elegible_en_ingreso?: 0 | 1 };

export const carrerasApi = {
  create: async (body: CarreraBody) => (await callRoute(c.createCarrera, { body })).data.carrera,
  update: async (id: number, body: CarreraBody) => (await callRoute(c.updateCarrera, { params: { id }, body })).data.carrera,
  addMateria: async (carreraId: number, body: MateriaInput) =>
    (await callRoute(c.createMateria, { params: { id: carreraId }, body })).data.materia,
  renameMateria: async (id: number, body: MateriaInput) => (await callRoute(c.updateMateria, { params: { id }, body })).data.materia,
  deleteMateria: (id: number) => callRoute(c.deleteMateria, { params: { id } }),
};
