import type { PersonaResponse } from '@ingreso/shared';
import { Alert, Anchor, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft, IconCircleCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { Link, useParams } from 'react-router';
import { instanciasQueries } from '@/api/instancias';
import { PageLoader } from '@/components/page-loader';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/lib/page-title';
import { EnrolPanel } from './components/enrol-panel';
import { useInstanciasTranslation } from './i18n';

function parseId(value: string | undefined): number | null {
  return value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

/**
 * /instancias/inscribir/{instance}: "enrol a new person" from the Inscriptos
 * modal. The registration wizard in staff mode creates a persona without an
 * account; then the person is enrolled in the instancia. A page of its own,
 * not a modal, because the wizard is long: it scrolls with the page, and a
 * reload resumes it from its saved progress.
 */
export interface NewPersonScreenProps {
  /** The registration wizard (complete-register feature), handed in by the route that composes both. */
  Wizard: ComponentType<{ mode: 'staff'; onCompleted: (persona: PersonaResponse) => void }>;
}

export function NewPersonScreen({ Wizard }: NewPersonScreenProps) {
  const { t } = useInstanciasTranslation();
  const instanciaId = parseId(useParams().instance);
  const instancia = useQuery({ ...instanciasQueries.detail(instanciaId ?? 0), enabled: instanciaId !== null });
  const [persona, setPersona] = useState<PersonaResponse | null>(null);
  const enrolHeading = useRef<HTMLHeadingElement>(null);
  usePageTitle(instancia.data ? t('newPerson.title', { instancia: instancia.data.descripcion }) : undefined);

  // The wizard's form is gone once the person exists: focus moves to the enrolment that follows.
  useEffect(() => {
    if (persona) enrolHeading.current?.focus();
  }, [persona]);

  if (instanciaId !== null && instancia.isPending) return <PageLoader label={t('newPerson.loading')} />;
  if (instanciaId === null || instancia.isError || !instancia.data) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert" maw={720}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('newPerson.loadError')}</Text>
          <Anchor component={Link} to={paths.staff.instancias} size="sm" underline="always">
            {t('newPerson.backToList')}
          </Anchor>
        </Stack>
      </Alert>
    );
  }

  const current = instancia.data;

  return (
    <Stack gap="md" maw={1100} mx="auto" w="100%">
      <div>
        <Anchor component={Link} to={paths.staff.instancias} size="sm">
          <IconArrowLeft size={14} aria-hidden="true" style={{ verticalAlign: 'middle' }} /> {t('newPerson.backToList')}
        </Anchor>
        <Title order={2} mt="xs">
          {t('newPerson.title', { instancia: current.descripcion })}
        </Title>
        {!persona && (
          <Text c="gray.7" size="sm" mt={4}>
            {t('newPerson.intro')}
          </Text>
        )}
      </div>

      {persona ? (
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={720} w="100%" mx="auto">
          <Stack gap="md">
            <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden="true" />}>
              {t('newPerson.registered', { nombre: `${persona.nombre} ${persona.apellido}` })}
            </Alert>
            <Title order={3} size="h4" ref={enrolHeading} tabIndex={-1} style={{ outline: 'none' }}>
              {t('newPerson.enrolTitle')}
            </Title>
            <EnrolPanel
              persona={persona}
              instancia={current}
              cardTitle={t('newPerson.cardTitle')}
              successActions={() => (
                <>
                  <Button component={Link} to={paths.staff.instancias} variant="default">
                    {t('newPerson.backToList')}
                  </Button>
                  <Button component={Link} to={paths.staff.inscripcionesInstancia(current.id)} data-autofocus>
                    {t('newPerson.viewAll')}
                  </Button>
                </>
              )}
            />
          </Stack>
        </Paper>
      ) : (
        <Wizard mode="staff" onCompleted={setPersona} />
      )}
    </Stack>
  );
}
