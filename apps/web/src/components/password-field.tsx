import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Mantine's PasswordInput marks an error only with data-invalid on its inner
 * input; screen readers need aria-invalid (the message itself is already tied
 * through aria-describedby). Its eye button also gets a translated name.
 */
export function PasswordField(props: PasswordInputProps) {
  const { t } = useTranslation();
  return (
    <PasswordInput
      {...props}
      aria-invalid={props.error ? true : undefined}
      visibilityToggleButtonProps={{ 'aria-label': t('common.togglePassword') }}
    />
  );
}
