import { Button, Group } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconCheck } from '@tabler/icons-react';
import { LAST_STEP } from '../lib/wizard-storage';
import { useCompleteRegisterTranslation } from '../i18n';
import classes from './wizard.module.css';

interface WizardActionsProps {
  step: number;
  submitting: boolean;
  /** Once the persona exists only the documents can still change: no way back. */
  backDisabled: boolean;
  onBack: () => void;
}

/**
 * A mouse press on a button would first blur the focused field; its error text then
 * appears above and pushes the button down under the pointer, so the click that
 * follows lands elsewhere and is lost (issue 14). Keeping focus where it is until the
 * click lands avoids the shift; the click itself validates the whole step.
 */
const keepFocus = (event: React.MouseEvent) => event.preventDefault();

/** Atras / Siguiente / Finalizar. Siguiente and Finalizar submit the form, so Enter in a field works too. */
export function WizardActions({ step, submitting, backDisabled, onBack }: WizardActionsProps) {
  const { t } = useCompleteRegisterTranslation();
  const last = step === LAST_STEP;
  return (
    <Group justify="space-between" className={classes.actions} wrap="nowrap">
      {/* Keyed: Preact matches unkeyed siblings by type, so on leaving step 1 the new Atrás would
          take over Siguiente's element, and focus or a pending click on Siguiente would land on
          Atrás (decision 350). */}
      {step > 0 ? (
        <Button
          key="back"
          variant="default"
          leftSection={<IconArrowLeft size={16} aria-hidden="true" />}
          onClick={onBack}
          onMouseDown={keepFocus}
          disabled={submitting || backDisabled}
        >
          {t('actions.back')}
        </Button>
      ) : (
        <span key="back" />
      )}
      <Button
        key="next"
        type="submit"
        onMouseDown={keepFocus}
        loading={submitting}
        loaderProps={{ 'aria-label': t('actions.submitting') } as Record<string, string>}
        rightSection={last ? <IconCheck size={16} aria-hidden="true" /> : <IconArrowRight size={16} aria-hidden="true" />}
      >
        {last ? t('actions.finish') : t('actions.next')}
      </Button>
    </Group>
  );
}
