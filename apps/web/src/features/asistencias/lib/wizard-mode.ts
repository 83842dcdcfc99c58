import { matchPath } from 'react-router';
import { paths } from '@/config/paths';

/** What the wizard loads (attendance or grades) and whether it looks up stored data first (edit). */
export interface WizardMode {
  kind: 'asistencias' | 'notas';
  edit: boolean;
}

const patterns: Array<[string, WizardMode]> = [
  [paths.staff.asistenciasEditPattern, { kind: 'asistencias', edit: true }],
  [paths.staff.notasEditPattern, { kind: 'notas', edit: true }],
  [paths.staff.asistenciasNuevaPattern, { kind: 'asistencias', edit: false }],
  [paths.staff.notasNuevaPattern, { kind: 'notas', edit: false }],
];

/** Seed 001 §2: paths containing asistencias/edit, notas and notas/edit switch the wizard's mode. */
export function wizardModeOf(pathname: string): WizardMode {
  for (const [pattern, mode] of patterns) {
    if (matchPath({ path: pattern, end: true }, pathname)) return mode;
  }
  return { kind: 'asistencias', edit: false };
}

export function modeKey(mode: WizardMode): string {
  return `${mode.kind}${mode.edit ? '-edit' : ''}`;
}

/** The same wizard, started again on the same instancia and mode. */
export function wizardPath(mode: WizardMode, instance: number): string {
  if (mode.kind === 'asistencias') return mode.edit ? paths.staff.asistenciasEdit(instance) : paths.staff.asistenciasNueva(instance);
  return mode.edit ? paths.staff.notasEdit(instance) : paths.staff.notasNueva(instance);
}
