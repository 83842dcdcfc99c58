import { keepDigits } from '@/lib/kept-input';
import {
  Autocomplete,
  Radio,
  Select,
  TextInput,
  type AutocompleteProps,
  type RadioGroupProps,
  type SelectProps,
  type TextInputProps,
} from '@mantine/core';
import { setWizardValue, useWizardFormContext, type WizardPath } from '../lib/wizard-form';

/**
 * The wizard's inputs, each bound to one path of the form (decision 337). The form keeps its
 * values in a ref; the input is controlled by the value it watches, so typing re-renders this
 * input and nothing else, and a value set from elsewhere (the CUIT mirroring the document
 * number, a province clearing its town) reaches it the same way.
 */
export function useWizardBinding(path: WizardPath) {
  const form = useWizardFormContext();
  const value = form.useWatchValue(path) as unknown;
  // In uncontrolled mode getInputProps hands a defaultValue; the watched value replaces it.
  const { defaultValue: _default, value: _value, onChange: _onChange, ...props } = form.getInputProps(path);
  const set = (next: string) => setWizardValue(form, path, next);
  return { value, props, set };
}

interface Bound {
  path: WizardPath;
  /** After the form took the new value: what else follows from it. */
  onValue?: (value: string) => void;
}

type WizardTextInputProps = Omit<TextInputProps, 'value' | 'defaultValue' | 'onChange'> &
  Bound & {
    /** Digits only, at most this many (document, phones, years, hours). */
    digits?: number;
  };

export function WizardTextInput({ path, onValue, digits, ...rest }: WizardTextInputProps) {
  const { value, props, set } = useWizardBinding(path);
  return (
    <TextInput
      {...rest}
      {...props}
      inputMode={digits !== undefined ? 'numeric' : rest.inputMode}
      maxLength={digits ?? rest.maxLength}
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => {
        const next = digits !== undefined ? keepDigits(event.currentTarget, digits) : event.currentTarget.value;
        set(next);
        onValue?.(next);
      }}
    />
  );
}

type WizardSelectProps = Omit<SelectProps, 'defaultValue' | 'onChange'> & Bound;

/** A Select that keeps the form's value a string ('' when cleared); `value` may still override what it shows. */
export function WizardSelect({ path, onValue, value: shown, ...rest }: WizardSelectProps) {
  const { value, props, set } = useWizardBinding(path);
  return (
    <Select
      {...rest}
      {...props}
      value={shown !== undefined ? shown : (value as string) || null}
      onChange={(next) => {
        set(next ?? '');
        onValue?.(next ?? '');
      }}
    />
  );
}

type WizardAutocompleteProps = Omit<AutocompleteProps, 'value' | 'defaultValue' | 'onChange'> & Bound;

export function WizardAutocomplete({ path, onValue, ...rest }: WizardAutocompleteProps) {
  const { value, props, set } = useWizardBinding(path);
  return (
    <Autocomplete
      {...rest}
      {...props}
      value={typeof value === 'string' ? value : ''}
      onChange={(next) => {
        set(next);
        onValue?.(next);
      }}
    />
  );
}

type WizardRadioGroupProps = Omit<RadioGroupProps, 'value' | 'defaultValue' | 'onChange'> & Bound;

export function WizardRadioGroup({ path, onValue, children, ...rest }: WizardRadioGroupProps) {
  const { value, props, set } = useWizardBinding(path);
  return (
    <Radio.Group
      {...rest}
      {...props}
      value={(value as string) || null}
      onChange={(next) => {
        set(next);
        onValue?.(next);
      }}
    >
      {children}
    </Radio.Group>
  );
}
