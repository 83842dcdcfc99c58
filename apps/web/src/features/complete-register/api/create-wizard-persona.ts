import type { PersonaResponse, StateData, WizardData } from '@ingreso/shared';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';

export interface WizardPersonaResponse {
  persona: PersonaResponse;
  state_data: StateData;
}

/** POST /api/wizard-persona/: creates the persona with every step's data in one transaction. */
export function createWizardPersona(data: WizardData): Promise<WizardPersonaResponse> {
  return api.post<WizardPersonaResponse>(paths.api.wizardPersona, data);
}
