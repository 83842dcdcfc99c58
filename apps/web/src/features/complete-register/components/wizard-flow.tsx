import type { PersonaResponse } from '@ingreso/shared';
import { Alert, Button, Stack, Stepper, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSeedText } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import type { FormCombos } from '../api/get-form-combos';
import { emptyWizardValues } from '../lib/form-values';
import { focusFirstInvalid, stepErrors, stepOfField, validateWizard } from '../lib/step-validation';
import { useWizardDocuments } from '../lib/use-wizard-documents';
import { documentsFor, useWizardSubmit } from '../lib/use-wizard-submit';
import { useWizardForm, WizardFormProvider } from '../lib/wizard-form';
import { LAST_STEP, readProgress, saveProgress } from '../lib/wizard-storage';
import { useCompleteRegisterTranslation } from '../i18n';
import { ConfirmStep } from './confirm-step';
import { EducationStep } from './education-step';
import { PersonalStep } from './personal-step';
import { WelcomeModal } from './welcome-modal';
import { WizardActions } from './wizard-actions';
import { WizardSuccess } from './wizard-success';
import { WorkStep } from './work-step';
import classes from './wizard.module.css';

export interface WizardFlowProps {
  combos: FormCombos;
  staff: boolean;
  onCompleted?: (persona: PersonaResponse) => void;
}

/** The four steps, their validation, saving and restoring, and Finalizar. */
export function WizardFlow({ combos, staff, onCompleted }: WizardFlowProps) {
  const { t } = useCompleteRegisterTranslation();
  const seedText = useSeedText();
  const session = useSession();
  const owner = `${staff ? 'staff' : 'user'}:${session?.user?.id ?? 'unknown'}`;

  const [initial] = useState(() => {
    // Staff enrol someone else: their own e-mail is not the person's.
    const base = emptyWizardValues(staff ? '' : (session?.user?.email ?? ''));
    return readProgress(owner, base) ?? { values: base, step: 0 };
  });
  const form = useWizardForm({
    mode: 'controlled',
    initialValues: initial.values,
    validate: validateWizard,
    // Like "touched" fields: a field's error shows once it is left, and goes away as it is fixed.
    validateInputOnBlur: true,
  });
  const [step, setStep] = useState(initial.step);
  const [welcomeOpen, setWelcomeOpen] = useState(!staff);
  const [stepAlert, setStepAlert] = useState(false);
  const [done, setDone] = useState(false);
  const contentRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const documents = useWizardDocuments();

  const { submit, submitting, error, clearError, personaCreated } = useWizardSubmit({
    form,
    staff,
    documents,
    documentsFailedMessage: t('confirm.documentsUploaded'),
    onInvalid: (invalidStep) => {
      setStepAlert(true);
      if (invalidStep !== step) setStep(invalidStep);
      else focusFirstInvalid(contentRef.current);
    },
    onCompleted: (persona) => {
      setDone(true);
      onCompleted?.(persona);
    },
  });

  const goTo = (next: number) => {
    setStepAlert(false);
    // A failed Finalizar is explained on the fields it names; its alert belongs to Confirmar.
    clearError();
    setStep(next);
  };

  // Seed: each step change scrolls to the top; focus goes to the new step's heading for keyboard users.
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    window.scrollTo({ top: 0 });
    headingRef.current?.focus({ preventScroll: true });
    if (stepAlert) focusFirstInvalid(contentRef.current);
  }, [step, stepAlert]);

  const next = () => {
    const values = form.getValues();
    const errors = stepErrors(step, values);
    if (Object.keys(errors).length > 0) {
      // Every error of the step shows at once, as if each field had been touched.
      form.setErrors(errors);
      setStepAlert(true);
      focusFirstInvalid(contentRef.current);
      return;
    }
    form.clearErrors();
    saveProgress(owner, values, step + 1);
    goTo(step + 1);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    if (step < LAST_STEP) next();
    else void submit();
  };

  if (done) return <WizardSuccess staff={staff} />;

  const stepNames = [t('steps.personal'), t('steps.education'), t('steps.work'), t('steps.confirm')];
  const stepHasErrors = Object.keys(form.errors).some((path) => stepOfField(path) === step);
  const values = form.values;

  return (
    <WizardFormProvider form={form}>
      <WelcomeModal opened={welcomeOpen} onClose={() => setWelcomeOpen(false)} />
      <Stack gap="lg" className={classes.root}>
        <nav aria-label={t('stepperLabel')}>
          <Stepper
            active={step}
            onStepClick={(index) => {
              // Completed steps can be revisited; later ones only through Siguiente.
              if (index < step && !submitting && !personaCreated) goTo(index);
            }}
            allowNextStepsSelect={false}
            size="sm"
            classNames={{ stepBody: classes.stepBody, separator: classes.separator }}
          >
            {stepNames.map((name) => (
              <Stepper.Step key={name} label={name} aria-label={name} />
            ))}
          </Stepper>
        </nav>

        <form noValidate onSubmit={onSubmit} aria-busy={submitting}>
          <Stack gap="lg">
            <div>
              <Text size="sm" c="gray.7">
                {t('stepOf', { current: step + 1, total: stepNames.length })}
              </Text>
              <Title order={2} ref={headingRef} tabIndex={-1} style={{ outline: 'none' }}>
                {stepNames[step]}
              </Title>
            </div>

            {stepAlert && stepHasErrors && (
              <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle size={20} aria-hidden="true" />}>
                {t('stepErrors')}
              </Alert>
            )}

            <div ref={contentRef}>
              {step === 0 && <PersonalStep combos={combos} />}
              {step === 1 && <EducationStep combos={combos} />}
              {step === 2 && <WorkStep combos={combos} />}
              {step === 3 && (
                <ConfirmStep
                  combos={combos}
                  documents={documentsFor(values)}
                  files={documents.files}
                  states={documents.states}
                  onFileChange={documents.choose}
                  withCarrera={!staff}
                  disabled={submitting}
                  carreraLocked={personaCreated}
                />
              )}
            </div>

            {error && (
              <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle size={20} aria-hidden="true" />}>
                <Text size="sm">{seedText(error.message)}</Text>
                {error.step !== null && error.step !== step && (
                  <Button variant="subtle" color="red" size="compact-sm" mt={6} px={0} onClick={() => goTo(error.step ?? 0)}>
                    {t('goToStep', { step: stepNames[error.step] })}
                  </Button>
                )}
              </Alert>
            )}

            <WizardActions step={step} submitting={submitting} backDisabled={personaCreated} onBack={() => goTo(step - 1)} />
          </Stack>
        </form>
      </Stack>
    </WizardFormProvider>
  );
}
