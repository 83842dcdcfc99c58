import 'dayjs/locale/es';
import type { PersonaResponse } from '@ingreso/shared';
import { DatesProvider } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
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

  if (combos.isError) return <LoadErrorModal opened />;
  if (!combos.data) return <PageLoader label={t('loading')} />;

  return (
    // Calendar month and day names in the chosen language.
    <DatesProvider settings={{ locale: datesLocale(i18n.resolvedLanguage), firstDayOfWeek: 1 }}>
      <WizardFlow combos={combos.data} staff={mode === 'staff'} onCompleted={onCompleted} />
    </DatesProvider>
  );
}
