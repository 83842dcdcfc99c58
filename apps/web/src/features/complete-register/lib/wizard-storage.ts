import { mergeStoredValues, type WizardFormValues } from './form-values';

/** Seed: the wizard keeps its values and step under these local-storage keys. */
export const FORM_DATA_KEY = 'formData';
export const CURRENT_STEP_KEY = 'currentStep';

/** The last step index (Confirmar). */
export const LAST_STEP = 3;

interface StoredFormData {
  /**
   * Whose progress this is ("user:12", "staff:3"): on a shared computer the next
   * person to sign in must not find someone else's personal data in the form.
   */
  owner: string;
  values: WizardFormValues;
}

export interface SavedProgress {
  values: WizardFormValues;
  step: number;
}

export function saveProgress(owner: string, values: WizardFormValues, step: number): void {
  try {
    const data: StoredFormData = { owner, values };
    localStorage.setItem(FORM_DATA_KEY, JSON.stringify(data));
    localStorage.setItem(CURRENT_STEP_KEY, String(step));
  } catch {
    // Private mode or a full quota: the wizard still works, it just cannot resume after a reload.
  }
}

export function readProgress(owner: string, base: WizardFormValues): SavedProgress | null {
  try {
    const raw = localStorage.getItem(FORM_DATA_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<StoredFormData>;
    if (parsed.owner !== owner) return null;
    const step = Number(localStorage.getItem(CURRENT_STEP_KEY));
    return {
      values: mergeStoredValues(parsed.values, base),
      step: Number.isInteger(step) && step >= 0 && step <= LAST_STEP ? step : 0,
    };
  } catch {
    return null;
  }
}

export function clearProgress(): void {
  try {
    localStorage.removeItem(FORM_DATA_KEY);
    localStorage.removeItem(CURRENT_STEP_KEY);
  } catch {
    // Nothing stored, nothing to remove.
  }
}
