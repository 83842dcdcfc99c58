import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { PersonaInscripcion } from '@/api/inscripciones';
import { usePerfilTranslation } from '../i18n';
import { EnrolmentCard } from './enrolment-card';
import { ProfileSection } from './profile-section';

interface EnrolmentsSectionProps {
  enrolments: PersonaInscripcion[] | undefined;
  loading: boolean;
  failed: boolean;
  personaId: number;
}

/** "Mis Inscripciones": one card per enrolment, newest first (the API's order). */
export function EnrolmentsSection({ enrolments, loading, failed, personaId }: EnrolmentsSectionProps) {
  const { t } = usePerfilTranslation();
  return (
    <ProfileSection id="mis-inscripciones" title={t('sections.enrolments')}>
      {enrolments && enrolments.length > 0 ? (
        <Stack gap="sm">
          {enrolments.map((enrolment) => (
            <EnrolmentCard key={enrolment.id} enrolment={enrolment} personaId={personaId} />
          ))}
        </Stack>
      ) : loading ? null : failed ? (
        <Text size="sm" c="gray.7">
          {t('sectionLoadError')}
        </Text>
      ) : (
        <Text size="sm" c="gray.7">
          {t('enrolments.none')}{' '}
          <Anchor component={Link} to={paths.applicant.carreras} size="sm" underline="always">
            {t('enrolments.goToCarreras')}
          </Anchor>
        </Text>
      )}
    </ProfileSection>
  );
}
