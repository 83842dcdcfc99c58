import { createFormContext } from '@mantine/form';
import type { WizardFormValues } from './form-values';

/** The wizard's one form, shared by the step components without passing it down each level. */
export const [WizardFormProvider, useWizardFormContext, useWizardForm] = createFormContext<WizardFormValues>();

export type WizardForm = ReturnType<typeof useWizardFormContext>;

/** Select and radio props that keep the form's values as strings ('' when cleared). */
export function stringInputProps(form: WizardForm, path: Parameters<WizardForm['getInputProps']>[0]) {
  const props = form.getInputProps(path);
  return {
    ...props,
    value: (props.value as string | null | undefined) || null,
    onChange: (value: string | null) => form.setFieldValue(path, (value ?? '') as never),
  };
}

/** Text input that keeps only digits (document, phones, years, hours). */
export function digitsInputProps(form: WizardForm, path: Parameters<WizardForm['getInputProps']>[0], maxLength?: number) {
  const props = form.getInputProps(path);
  return {
    ...props,
    inputMode: 'numeric' as const,
    maxLength,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      form.setFieldValue(path, event.currentTarget.value.replace(/\D/g, '').slice(0, maxLength) as never),
  };
}
