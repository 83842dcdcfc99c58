import { Alert, Box, Button, LoadingOverlay, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { inscripcionesQueries } from '@/api/inscripciones';
import { personasQueries } from '@/api/personas';
import { situacionLaboralQueries } from '@/api/situacion-laboral';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/lib/page-title';
import { useSession } from '@/lib/session';
import { DocumentsSection } from './components/documents-section';
import { EnrolmentsSection } from './components/enrolments-section';
import { JobSection } from './components/job-section';
import { PersonalSection } from './components/personal-section';
import { ProfileHeader } from './components/profile-header';
import classes from './profile.module.css';
import { usePerfilTranslation } from './i18n';

const TITLE_ID = 'perfil-titulo';

/**
 * /perfil, "Mi Perfil": personal and contact data, job situation, documents and
 * enrolments of the signed-in applicant. A loader overlay covers the page
 * while it loads; a load error stops it (seed 000 §2, §8).
 */
export function ProfileScreen() {
  const { t } = usePerfilTranslation();
  usePageTitle(t('title'));
  const session = useSession();
  const location = useLocation();
  const hasPersona = Boolean(session?.state_data?.input_data);
  const userId = session?.user?.id;
  // Each visit asks again: the file links are signed for 10 minutes only.
  const persona = useQuery({ ...personasQueries.byUser(userId ?? 0), enabled: hasPersona && userId !== undefined, staleTime: 0 });
  const personaId = persona.data?.id;
  const job = useQuery({ ...situacionLaboralQueries.byPersona(personaId ?? 0), enabled: personaId !== undefined });
  // Staff may have approved or rejected one since the last visit.
  const enrolments = useQuery({ ...inscripcionesQueries.byPersona(personaId ?? 0), enabled: personaId !== undefined, staleTime: 0 });

  const loading = persona.isLoading || job.isLoading || enrolments.isLoading;

  // Seed: load errors are logged and the loader stops; the page also says so and offers a retry.
  useEffect(() => {
    for (const [what, error] of [
      ['persona', persona.error],
      ['situacion laboral', job.error],
      ['inscripciones', enrolments.error],
    ] as const) {
      if (error) console.error(`Mi Perfil: could not load ${what}`, error);
    }
  }, [persona.error, job.error, enrolments.error]);

  // Links such as /perfil#mi-documentacion (from the enrolment pre-check) land on their section once it exists.
  const sectionsReady = Boolean(persona.data) && !loading;
  useEffect(() => {
    if (!sectionsReady || !location.hash) return;
    document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, [sectionsReady, location.hash]);

  if (!hasPersona || userId === undefined) return <Navigate to={paths.applicant.completeRegister} replace />;

  return (
    <Box pos="relative" maw={1200} w="100%" mih={400} className={classes.readable}>
      <LoadingOverlay visible={loading} zIndex={10} overlayProps={{ blur: 1 }} loaderProps={{ color: 'green' }} />
      {loading && (
        <Text role="status" className="visually-hidden">
          {t('loading')}
        </Text>
      )}
      <Stack gap="lg">
        <Title order={1} size="h2" id={TITLE_ID} tabIndex={-1} style={{ outline: 'none' }}>
          {t('title')}
        </Title>

        {persona.isError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert" data-testid="profile-load-error">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t('loadError')}</Text>
              <Button size="xs" variant="default" onClick={() => void persona.refetch()}>
                {t('retry')}
              </Button>
            </Stack>
          </Alert>
        )}

        {persona.data && (
          <>
            <ProfileHeader persona={persona.data} />
            <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
              <PersonalSection persona={persona.data} userId={userId} />
              <JobSection row={job.data} loading={job.isLoading} failed={job.isError} pageTitleId={TITLE_ID} />
            </SimpleGrid>
            <DocumentsSection
              persona={persona.data}
              userId={userId}
              trabaja={Number(job.data?.trabaja_actualmente) === 1}
              enrolments={enrolments.data}
            />
            <EnrolmentsSection
              enrolments={enrolments.data}
              loading={enrolments.isLoading}
              failed={enrolments.isError}
              personaId={persona.data.id}
            />
          </>
        )}
      </Stack>
    </Box>
  );
}
