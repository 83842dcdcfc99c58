import type { UseFormReturnType } from '@mantine/form';
import { useEffect, useRef, useState } from 'react';

export type SaveResult = 'success' | 'error' | null;

/**
 * The view/edit cycle of a Mi Perfil section (seed 000 §4). Editar loads the saved
 * values into a clean form and moves focus to its first field. Cancelar drops what
 * was typed. A save returns to the view with focus on Editar, so a keyboard user
 * never loses their place. Each section keeps its own form, fields and save call.
 *
 * `afterCancel` replaces the default focus on Editar (Situación Laboral scrolls to
 * the top instead, as its seed asks).
 */
export function useEditMode<Values>(form: UseFormReturnType<Values>, savedValues: () => Values, afterCancel?: () => void) {
  const [editing, setEditing] = useState(false);
  const [result, setResult] = useState<SaveResult>(null);
  const firstInput = useRef<HTMLInputElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  // Where focus goes once the mode has changed and the target is rendered.
  const [focusTarget, setFocusTarget] = useState<'form' | 'edit' | null>(null);

  useEffect(() => {
    if (focusTarget === 'form') firstInput.current?.focus();
    if (focusTarget === 'edit') editButton.current?.focus();
    if (focusTarget) setFocusTarget(null);
  }, [focusTarget]);

  const start = () => {
    const values = savedValues();
    form.setInitialValues(values);
    form.setValues(values);
    form.clearErrors();
    form.resetTouched();
    setResult(null);
    setEditing(true);
    setFocusTarget('form');
  };

  const cancel = () => {
    form.reset();
    setResult(null);
    setEditing(false);
    if (afterCancel) afterCancel();
    else setFocusTarget('edit');
  };

  const succeeded = () => {
    setResult('success');
    setEditing(false);
    setFocusTarget('edit');
  };

  return {
    editing,
    result,
    firstInput,
    editButton,
    start,
    cancel,
    succeeded,
    failed: () => setResult('error'),
    clearResult: () => setResult(null),
  };
}
