import { useQuery } from '@tanstack/react-query';
import { combosQueries, type PersonaFormCombos } from '@/api/combos';

export type FormCombos = PersonaFormCombos;

/** Reference lists rarely change: fetched once per visit, kept while the wizard is open. */
export const useFormCombos = () => useQuery(combosQueries.personaForm());
