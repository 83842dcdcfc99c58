import { identidadMsg, personaMsg, type PersonaResponse, type WizardDraft, type WizardDraftBody } from '@ingreso/shared';
import { Alert, Button, Stack, Stepper, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSeedText } from '@/lib/i18n';
import { wizardDraftApi } from '@/api/wizard-draft';
import { useSession } from '@/lib/session';
import type { FormCombos } from '../api/get-form-combos';
import { emptyWizardValues, mergeStoredValues } from '../lib/form-values';
import { focusFirstInvalid, stepErrors, stepOfField, validateWizard } from '../lib/step-validation';
import { useWizardDocuments } from '../lib/use-wizard-documents';
import { documentsFor, useWizardSubmit, wizardRequisitosScope } from '../lib/use-wizard-submit';
import { requisitosQueries } from '@/api/requisitos';
import { everyFieldChanged, useWizardForm, useWizardFormContext, WizardFormProvider } from '../lib/wizard-form';
import { LAST_STEP, readProgress, saveProgress, type SavedProgress } from '../lib/wizard-storage';
import { useCompleteRegisterTranslation } from '../i18n';
import { ConfirmStep } from './confirm-step';
import { ReviewSummary } from './review-summary';
import { EducationStep } from './education-step';
import { PersonalStep } from './personal-step';
import { WelcomeModal } from './welcome-modal';
import { ClaimModal } from './claim-modal';
import { WizardActions } from './wizard-actions';
import { WizardSuccess } from './wizard-success';
import { WorkStep } from './work-step';
import classes from './wizard.module.css';

export interface WizardFlowProps {
  combos: FormCombos;
  staff: boolean;
  /** The applicant's draft on the server (null: none yet, or it could not be read); staff have none. */
  draft?: WizardDraft | null;
  onCompleted?: (persona: PersonaResponse) => void;
}

/** The four steps, their validation, saving and restoring, and Finalizar. */
/** The server's draft, if it has values, as the form's starting point. */
function fromServerDraft(draft: WizardDraft | null | undefined, base: ReturnType<typeof emptyWizardValues>): SavedProgress | null {
  if (!draft?.values) return null;
  const step = Number.isInteger(draft.step) && draft.step >= 0 && draft.step <= LAST_STEP ? draft.step : 0;
  return { values: mergeStoredValues(draft.values, base), step };
}

export function WizardFlow({ combos, staff, draft, onCompleted }: WizardFlowProps) {
  const { t } = useCompleteRegisterTranslation();
  const seedText = useSeedText();
  const session = useSession();
  const owner = `${staff ? 'staff' : 'user'}:${session?.user?.id ?? 'unknown'}`;

  const [initial] = useState(() => {
    // Staff enrol someone else: their own e-mail is not the person's.
    const base = emptyWizardValues(staff ? '' : (session?.user?.email ?? ''));
    // The account's draft wins over this browser's copy: it is what was last saved on any device.
    return fromServerDraft(draft, base) ?? readProgress(owner, base) ?? { values: base, step: 0 };
  });
  // So that the first key of a field does not re-render the step either (decision 337); read once, like the values.
  const [initialDirty] = useState(() => everyFieldChanged(initial.values));
  const form = useWizardForm({
    // Values in a ref: a key typed re-renders its field, not the step (decision 337).
    mode: 'uncontrolled',
    // A value set on a whole object or list reaches the fields that watch what is inside it.
    cascadeUpdates: true,
    initialValues: initial.values,
    initialDirty,
    validate: validateWizard,
    // Like "touched" fields: a field's error shows once it is left, and goes away as it is fixed.
    validateInputOnBlur: true,
  });
  const [step, setStep] = useState(initial.step);
  // Once per account: the draft remembers that the welcome was seen (issue 14).
  const [welcomeOpen, setWelcomeOpen] = useState(!staff && !draft?.welcome_seen);
  const [stepAlert, setStepAlert] = useState(false);
  const [done, setDone] = useState<null | { linked: boolean }>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const documents = useWizardDocuments(staff ? null : { files: draft?.files ?? [] });
  const [checkingDni, setCheckingDni] = useState(false);
  // "Reclamar mi documento" (issue 18 §2): offered once the number was refused as taken, here or at Finalizar.
  const [claimOpen, setClaimOpen] = useState(false);
  // The number step 1 was refused for. Kept apart from the field's error, which leaving the
  // field re-validates away: the button must not vanish under the pointer that goes to click it.
  const [takenDni, setTakenDni] = useState<string | null>(null);

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
    onCompleted: (persona, outcome) => {
      setDone(outcome);
      onCompleted?.(persona);
    },
  });

  // Finalizar refused the number as someone else's: the claim stays offered on the way back to step 1.
  useEffect(() => {
    if (error?.message === personaMsg.dniClaimable || error?.message === identidadMsg.counterClaimOpened)
      setTakenDni(form.getValues().persona.numero_documento);
  }, [error, form]);

  const goTo = (next: number) => {
    setStepAlert(false);
    // A failed Finalizar is explained on the fields it names; its alert belongs to Confirmar.
    clearError();
    setStep(next);
  };

  // Once the welcome is gone, focus goes to the step's heading, not to <body> (issue 14), unless
  // the applicant already put it in a field while the dialog was fading out: a quick click or an
  // autofill tool would otherwise lose what it typed there (decision 341).
  const focusHeadingUnlessInForm = () => {
    const active = document.activeElement;
    const inForm = active instanceof HTMLElement && contentRef.current?.contains(active) === true;
    if (!inForm) headingRef.current?.focus({ preventScroll: true });
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

  // Focus moves to the first invalid field after the errors are on screen: asked from an
  // effect, since after the DNI check's await the errors render in a later task than a
  // frame requested right away would run in.
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest > 0) focusFirstInvalid(contentRef.current);
  }, [focusRequest]);

  const showErrors = (errors: Record<string, string>) => {
    form.setErrors(errors);
    setStepAlert(true);
    setFocusRequest((n) => n + 1);
  };

  /**
   * Step 1 asks the server whether the DNI is already registered (issue 14), rather than
   * letting Finalizar find out; the answer never says whose it is. If the check itself
   * fails, Finalizar still checks.
   */
  const dniTaken = async (dni: string): Promise<boolean> => {
    setCheckingDni(true);
    try {
      return !(await wizardDraftApi.dniAvailable(dni)).available;
    } catch {
      return false;
    } finally {
      setCheckingDni(false);
    }
  };

  const next = async () => {
    const values = form.getValues();
    const errors = stepErrors(step, values);
    if (Object.keys(errors).length > 0) {
      // Every error of the step shows at once, as if each field had been touched.
      showErrors(errors as Record<string, string>);
      return;
    }
    if (step === 0 && (await dniTaken(values.persona.numero_documento))) {
      setTakenDni(values.persona.numero_documento);
      showErrors({ 'persona.numero_documento': t('personal.dniTaken') });
      return;
    }
    form.clearErrors();
    saveProgress(owner, values, step + 1);
    // Saved on the account too, so signing in again anywhere resumes here. A failed save
    // does not hold the applicant back: this browser's copy still has it.
    if (!staff) void wizardDraftApi.save({ step: step + 1, values: values as unknown as WizardDraftBody['values'] }).catch(() => undefined);
    goTo(step + 1);
  };

  const closeWelcome = () => {
    setWelcomeOpen(false);
    void wizardDraftApi.save({ welcome_seen: true }).catch(() => undefined);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting || checkingDni) return;
    if (step < LAST_STEP) void next();
    // Finalizar waits for a document still on its way to the draft.
    else if (!documents.busy) void submit();
  };

  // Issue 15: the documents asked for come from the requirement list (the career of interest's, else the faculty's).
  // Watched so that choosing the career on the last step asks for that career's list.
  form.useWatchValue('carrera_id');
  const requisitos = useQuery({ ...requisitosQueries.list(wizardRequisitosScope(form.getValues(), staff)), enabled: step === LAST_STEP });

  if (done) return <WizardSuccess staff={staff} linked={done.linked} />;

  const stepNames = [t('steps.personal'), t('steps.education'), t('steps.work'), t('steps.confirm')];
  const stepHasErrors = Object.keys(form.errors).some((path) => stepOfField(path) === step);
  // Read when the flow renders: a step change, an error or the career re-renders it, typing does not.
  const values = form.getValues();
  const dniError = form.errors['persona.numero_documento'];
  const claimable = (dni: string) =>
    !staff &&
    ((takenDni !== null && takenDni === dni) ||
      dniError === t('personal.dniTaken') ||
      dniError === seedText(personaMsg.dniClaimable) ||
      dniError === personaMsg.dniClaimable ||
      error?.message === personaMsg.dniClaimable ||
      error?.message === identidadMsg.counterClaimOpened);

  return (
    <WizardFormProvider form={form}>
      <WelcomeModal opened={welcomeOpen} onClose={closeWelcome} onExited={focusHeadingUnlessInForm} />
      {claimOpen && <ClaimModal opened numero={values.persona.numero_documento} onClose={() => setClaimOpen(false)} />}
      {/* data-welcome: the e2e helpers know whether to expect the welcome (once per account) without waiting for it. */}
      <Stack gap="lg" className={classes.root} data-testid="wizard" data-welcome={welcomeOpen ? 'open' : 'closed'}>
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
            <ClaimButton claimable={claimable} onOpen={() => setClaimOpen(true)} />

            <div ref={contentRef}>
              {step === 0 && <PersonalStep combos={combos} />}
              {step === 1 && <EducationStep combos={combos} />}
              {step === 2 && <WorkStep combos={combos} />}
              {step === 3 && <ReviewSummary combos={combos} values={values} onEdit={goTo} disabled={submitting || personaCreated} />}
              {step === 3 && (
                <ConfirmStep
                  combos={combos}
                  documents={requisitos.data ? documentsFor(values, requisitos.data.requisitos) : undefined}
                  files={documents.files}
                  states={documents.states}
                  onFileChange={documents.choose}
                  withCarrera={!staff}
                  disabled={submitting}
                  carreraLocked={personaCreated}
                  savedAsChosen={!staff}
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

            <WizardActions
              step={step}
              submitting={submitting || checkingDni || (step === LAST_STEP && documents.busy)}
              backDisabled={personaCreated}
              onBack={() => goTo(step - 1)}
            />
          </Stack>
        </form>
      </Stack>
    </WizardFormProvider>
  );
}

/**
 * «Reclamar mi documento», while the number typed is the one refused. It watches the number
 * itself, so typing a new one hides it without re-rendering the step (decision 337).
 */
function ClaimButton({ claimable, onOpen }: { claimable: (dni: string) => boolean; onOpen: () => void }) {
  const { t } = useCompleteRegisterTranslation();
  const form = useWizardFormContext();
  const dni = form.useWatchValue('persona.numero_documento');
  if (!claimable(dni)) return null;
  return (
    <Button variant="light" onClick={onOpen} data-testid="claim-open" style={{ alignSelf: 'flex-start' }}>
      {t('claim.open')}
    </Button>
  );
}
