import 'dayjs/locale/es';
import type { PersonaResponse } from '@ingreso/shared';
import { DatesProvider } from '@mantine/dates';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { wizardDraftQueries } from '@/api/wizard-draft';
import { PageLoader } from '@/components/page-loader';
import { datesLocale } from '@/lib/locale-format';
import { useFormCombos } from '../api/get-form-combos';
import { useCompleteRegisterTranslation } from '../i18n';
import { LoadErrorModal } from './load-error-modal';
import { WizardFlow } from './wizard-flow';

export interface RegistrationWizardProps {
  /**
   * applicant: the signed-in applicant completes their own data (welcome modal,
   * e-mail from the session, career of interest, session updated at the end).
   * staff: a staff member registers a person without an account from the
   * instancias area; none of the above, and `onCompleted` gets the new persona.
   */
  mode?: 'applicant' | 'staff';
  onCompleted?: (persona: PersonaResponse) => void;
}

/** The four-step registration wizard, once the form's lists are loaded. */
export function RegistrationWizard({ mode = 'applicant', onCompleted }: RegistrationWizardProps) {
  const { t } = useCompleteRegisterTranslation();
  const { i18n } = useTranslation();
  const combos = useFormCombos();
  const staff = mode === 'staff';
  // The applicant's draft on the server (issue 14): where they left off, on any device.
  const draft = useQuery({ ...wizardDraftQueries.mine(), enabled: !staff });

  if (combos.isError) return <LoadErrorModal opened />;
  // A draft that cannot be read does not block the wizard: it starts from this browser's copy.
  if (!combos.data || (!staff && draft.isPending)) return <PageLoader label={t('loading')} />;

  return (
    // Calendar month and day names in the chosen language.
    <DatesProvider settings={{ locale: datesLocale(i18n.resolvedLanguage), firstDayOfWeek: 1 }}>
      <WizardFlow combos={combos.data} staff={staff} draft={staff ? undefined : (draft.data ?? null)} onCompleted={onCompleted} />
    </DatesProvider>
  );
}
