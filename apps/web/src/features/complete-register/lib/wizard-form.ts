import { createFormContext } from '@mantine/form';
import type { WizardFormValues } from './form-values';

/**
 * The wizard's one form, shared by the step components without passing it down each level.
 *
 * It runs in @mantine/form's uncontrolled mode (decision 337): the values live in a ref, so a
 * key typed in one field does not re-render the whole step. Each field reads its own value
 * with `form.useWatchValue(path)` (components/wizard-fields.tsx) and each section subscribes
 * only to the answers that change what it shows.
 */
export const [WizardFormProvider, useWizardFormContext, useWizardForm] = createFormContext<WizardFormValues>();

export type WizardForm = ReturnType<typeof useWizardFormContext>;

export type WizardPath = Parameters<WizardForm['getInputProps']>[0];

/**
 * Sets a value without renewing the field's key: the fields here are controlled by their
 * watched value, so the new value reaches them through the watch. Renewing the key (the
 * library's default in uncontrolled mode) would re-render the whole form for nothing.
 */
export function setWizardValue(form: WizardForm, path: WizardPath, value: unknown) {
  form.setFieldValue(path, value as never, { forceUpdate: false });
}

/**
 * Every field marked as changed from the start, for `initialDirty`. The wizard never asks
 * whether a field changed; the library, though, re-renders whoever holds the form each time a
 * field's "changed" flag flips, which made the first key of every field re-render the whole
 * step (1,448 fibers, decision 337). Starting with the flag up, it only flips when a value
 * goes back to where it began. If a later version stops doing this, nothing breaks: the
 * first key is only slower again.
 */
export function everyFieldChanged(values: unknown, prefix = ''): Record<string, boolean> {
  if (values === null || typeof values !== 'object' || Array.isArray(values)) return prefix ? { [prefix]: true } : {};
  const flags: Record<string, boolean> = {};
  for (const [key, value] of Object.entries(values)) Object.assign(flags, everyFieldChanged(value, prefix ? `${prefix}.${key}` : key));
  return flags;
}
