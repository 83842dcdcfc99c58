import { Progress } from '@mantine/core';
import { PASSWORD_MIN, passwordLength, passwordStrength } from '@ingreso/shared';
import { useTranslation } from 'react-i18next';
import { addSpanish } from '@/lib/i18n';
import { resource } from '@/locales/es/password-strength';

// The Spanish words travel with this component (the forms that set a password); other languages are fetched when in use.
addSpanish('password-strength', resource);

const LEVELS = ['empty', 'weak', 'fair', 'good', 'strong'] as const;
const COLORS = ['gray', 'red', 'yellow', 'teal', 'green'] as const;

/**
 * The strength hint under a new password (decision 145): a bar and one sentence, announced
 * politely as the level changes. A rough guess without the common-password list (the server
 * checks that on submit); it only nudges toward length. Used as the field's `description`,
 * so the input is described by it; the field needs `descriptionProps={{ component: 'div' }}`.
 */
export function PasswordStrength({ value, hint }: { value: string; hint?: string }) {
  const { t } = useTranslation('password-strength');
  const score = passwordStrength(value);
  const level = value !== '' && passwordLength(value) < PASSWORD_MIN ? 'tooShort' : LEVELS[score];
  return (
    <>
      {hint && <span style={{ display: 'block' }}>{hint}</span>}
      <Progress value={score * 25} color={COLORS[score]} size={6} my={4} aria-hidden data-testid="password-strength-bar" />
      <span aria-live="polite" data-testid="password-strength" data-level={level}>
        {t(level)}
      </span>
    </>
  );
}

/** Props for a password field that shows the hint under the input. */
export function strengthFieldProps(value: string, hint?: string) {
  return {
    description: <PasswordStrength value={value} hint={hint} />,
    descriptionProps: { component: 'div' },
    inputWrapperOrder: ['label', 'input', 'description', 'error'] as ('label' | 'input' | 'description' | 'error')[],
  };
}
