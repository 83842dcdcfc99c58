import { TextInput, type TextInputProps } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { forwardRef } from 'react';

/**
 * The search box above the staff lists: a labelled text field with the magnifier,
 * no browser autofill (it would offer old searches over the results), full width
 * on phones. Callers give the label, value and change handler, and anything else a
 * TextInput takes (inputMode, maxLength, a different width).
 */
export const SearchInput = forwardRef<HTMLInputElement, TextInputProps>(function SearchInput(props, ref) {
  return (
    <TextInput
      ref={ref}
      leftSection={<IconSearch size={16} aria-hidden="true" />}
      autoComplete="off"
      w={{ base: '100%', xs: 320 }}
      {...props}
    />
  );
});
