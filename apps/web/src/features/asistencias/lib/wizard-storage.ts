import { WIZARD_STORAGE_KEYS } from '@ingreso/shared';

/** Seed 001 §3: the wizard's form values. */
export interface WizardValues {
  instancia_id: number;
  materia_id: number | null;
  fecha_clase: string | null;
  fecha_examen: string | null;
  ausentes: number[];
}

/** Whose progress is stored: a reload resumes it only on the same instancia, mode and account. */
interface StoredOwner {
  instance: number;
  mode: string;
  user: number | null;
}

export const LAST_STEP = 2;

export function emptyValues(instance: number): WizardValues {
  return { instancia_id: instance, materia_id: null, fecha_clase: null, fecha_examen: null, ausentes: [] };
}

const isIsoDay = (v: unknown): v is string => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v);
const isId = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0;

export function readProgress(owner: StoredOwner): { step: number; values: WizardValues } | null {
  try {
    const rawOwner = localStorage.getItem(WIZARD_STORAGE_KEYS.instance);
    const rawData = localStorage.getItem(WIZARD_STORAGE_KEYS.data);
    if (!rawOwner || !rawData) return null;
    const stored = JSON.parse(rawOwner) as Partial<StoredOwner>;
    if (stored.instance !== owner.instance || stored.mode !== owner.mode || (stored.user ?? null) !== owner.user) return null;
    const data = JSON.parse(rawData) as Partial<WizardValues>;
    const values: WizardValues = {
      instancia_id: owner.instance,
      materia_id: isId(data.materia_id) ? data.materia_id : null,
      fecha_clase: isIsoDay(data.fecha_clase) ? data.fecha_clase : null,
      fecha_examen: isIsoDay(data.fecha_examen) ? data.fecha_examen : null,
      ausentes: Array.isArray(data.ausentes) ? data.ausentes.filter(isId) : [],
    };
    const step = Number(localStorage.getItem(WIZARD_STORAGE_KEYS.step));
    // A step whose earlier choices are missing (edited storage) falls back to where they are made.
    let safeStep = Number.isInteger(step) && step >= 0 && step <= LAST_STEP ? step : 0;
    if (values.materia_id === null) safeStep = 0;
    else if (safeStep === LAST_STEP && !values.fecha_clase && !values.fecha_examen) safeStep = 1;
    return { step: safeStep, values };
  } catch {
    // Corrupt storage: start the wizard afresh.
    return null;
  }
}

export function saveProgress(owner: StoredOwner, step: number, values: WizardValues): void {
  try {
    localStorage.setItem(WIZARD_STORAGE_KEYS.instance, JSON.stringify(owner));
    localStorage.setItem(WIZARD_STORAGE_KEYS.data, JSON.stringify(values));
    localStorage.setItem(WIZARD_STORAGE_KEYS.step, String(step));
  } catch {
    // Private mode or a full quota: the wizard still works, it only cannot resume after a reload.
  }
}

export function clearProgress(): void {
  try {
    for (const key of Object.values(WIZARD_STORAGE_KEYS)) localStorage.removeItem(key);
  } catch {
    // Nothing stored, nothing to remove.
  }
}
