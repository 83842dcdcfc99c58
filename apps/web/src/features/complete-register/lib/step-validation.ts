import { WIZARD_STEP_SCHEMAS, wizardSchema } from '@ingreso/shared';
import type { FormErrors } from '@mantine/form';
import { seedSchemaResolver } from '@/lib/form';
import type { WizardFormValues } from './form-values';

const stepResolvers = WIZARD_STEP_SCHEMAS.map((schema) => seedSchemaResolver(schema));

/** Errors of one step's fields (step 3, documents and career, has no field rule). */
export function stepErrors(step: number, values: WizardFormValues): FormErrors {
  const resolve = stepResolvers[step];
  return resolve ? resolve(values) : {};
}

/** The whole payload's rule: what Finalizar checks once more before sending. */
export const validateWizard = seedSchemaResolver(wizardSchema);

/** The step a field belongs to, from its path ("persona.cuit" → 0). */
export function stepOfField(path: string): number {
  const root = path.split('.')[0];
  if (root === 'persona' || root === 'discapacidad' || root === 'discapacidades' || root === 'numero_documento' || root === 'email')
    return 0;
  if (root === 'estudio_secundario' || root === 'otros_estudios' || root === 'lenguajes' || root === 'conocimientos') return 1;
  if (root.startsWith('situacion_') || root === 'nivel_estudio_id') return 2;
  return 3;
}

/** The first step that has an error, or null. */
export function firstStepWithError(errors: FormErrors): number | null {
  const steps = Object.keys(errors).map(stepOfField);
  return steps.length > 0 ? Math.min(...steps) : null;
}

/**
 * After a failed Siguiente: move focus to the first invalid field (in reading
 * order) so keyboard and screen-reader users land on what needs fixing.
 */
export function focusFirstInvalid(container: HTMLElement | null): void {
  requestAnimationFrame(() => {
    const target = container?.querySelector<HTMLElement>('[aria-invalid="true"], [data-error-anchor="true"]');
    target?.focus();
  });
}
