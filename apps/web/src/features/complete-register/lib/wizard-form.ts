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
