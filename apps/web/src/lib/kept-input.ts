/** What `keepTyped` reads and writes of a text field: an `HTMLInputElement`, or a stand-in in tests. */
export interface TypedField {
  value: string;
  selectionStart: number | null;
  setSelectionRange(start: number, end: number): void;
}

/**
 * Keeps only what `keep` accepts of a controlled field's typed text, and writes the kept text back
 * into the field when something was dropped, with the caret where the typing was.
 *
 * Why: the page is rendered by Preact (decision 350). React puts a controlled field's value back
 * after every event; Preact only renders when state changes. Typing "." after "123" leaves the
 * state at "123", nothing renders, and without this the dot would stay on screen while the form
 * holds "123".
 */
export function keepTyped(field: TypedField, keep: (typed: string) => string): string {
  const typed = field.value;
  const kept = keep(typed);
  if (kept === typed) return kept;
  const caret = Math.min(keep(typed.slice(0, field.selectionStart ?? typed.length)).length, kept.length);
  field.value = kept;
  try {
    field.setSelectionRange(caret, caret);
  } catch {
    // Fields without a caret (number, e-mail) refuse it: the kept text is what matters.
  }
  return kept;
}

/** `keepTyped` for the digit fields (document, phones, years): digits only, at most `max`. */
export const keepDigits = (field: TypedField, max: number) => keepTyped(field, (typed) => typed.replace(/\D/g, '').slice(0, max));
