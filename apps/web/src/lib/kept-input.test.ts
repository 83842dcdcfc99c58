import { describe, expect, it } from 'vitest';
import { keepDigits, keepTyped, type TypedField } from './kept-input';

/** A field as the browser leaves it after a keystroke: the typed text and the caret after it. */
function typedField(value: string, caret = value.length): TypedField & { caret: number } {
  return {
    value,
    selectionStart: caret,
    caret,
    setSelectionRange(start) {
      this.caret = start;
    },
  };
}

describe('keepTyped', () => {
  it('writes the kept digits back when a sign was typed at the end', () => {
    const field = typedField('3012345.');
    expect(keepDigits(field, 8)).toBe('3012345');
    expect(field.value).toBe('3012345');
    expect(field.caret).toBe(7);
  });

  it('keeps the caret where the refused letter was typed in the middle', () => {
    const field = typedField('12a34', 3);
    expect(keepDigits(field, 8)).toBe('1234');
    expect(field.value).toBe('1234');
    expect(field.caret).toBe(2);
  });

  it('cuts at the maximum and leaves the caret inside the text', () => {
    const field = typedField('123456789');
    expect(keepDigits(field, 8)).toBe('12345678');
    expect(field.caret).toBe(8);
  });

  it('touches neither the text nor the caret when everything typed is kept', () => {
    const field = typedField('1234', 2);
    expect(keepTyped(field, (typed) => typed)).toBe('1234');
    expect(field.caret).toBe(2);
    expect(field.value).toBe('1234');
  });
});

describe('keepTyped on a field without a caret', () => {
  it('still writes the kept text back when the field refuses a caret position', () => {
    const field: TypedField = {
      value: '12x',
      selectionStart: null,
      setSelectionRange() {
        throw new DOMException('type does not support selection', 'InvalidStateError');
      },
    };
    expect(keepDigits(field, 8)).toBe('12');
    expect(field.value).toBe('12');
  });
});
