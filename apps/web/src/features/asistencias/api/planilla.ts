import { asistenciasKeys, planillaApi, type ImportarPlanillaInput } from '@/api/asistencias';
import { useResourceMutation } from '@/api/mutation';

/** Preview or save an imported attendance sheet; a save refreshes every attendance query. */
export function useImportPlanilla() {
  return useResourceMutation(asistenciasKeys.all, (body: ImportarPlanillaInput) => planillaApi.importar(body));
}
