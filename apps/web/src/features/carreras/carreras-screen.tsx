import { EXTERNAL_CAREER_TYPE_ID } from '@ingreso/shared';
import { Alert, Anchor, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { inscripcionesQueries, type PersonaInscripcion } from '@/api/inscripciones';
import { instanciasQueries, type CareerTypeOfferings } from '@/api/instancias';
import { personasQueries } from '@/api/personas';
import { PageLoader } from '@/components/page-loader';
import { paths } from '@/config/paths';
import { warmDateFormat } from '@/lib/format-date';
import { intentHandlers } from '@/lib/intent';
import { useSession } from '@/lib/session';
import { whenIdle } from '@/lib/when-idle';
import { CareerTypeCard } from './components/career-type-card';
import { NoInstancias } from './components/no-instancias';
import classes from './enrolment.module.css';
import { useCarrerasTranslation } from './i18n';

/** One empty list for every render, so the dialog's memoised content is not rebuilt for a new []. */
const NO_ENROLMENTS: PersonaInscripcion[] = [];

/**
 * The instancias dialog brings the enrolment form: Select, Modal, the document pre-check and
 * the shared contract's zod schemas, more code than the cards themselves. The screen paints
 * without it. It loads when the applicant shows the intent to open a card (pointer over the
 * cards, a touch, keyboard focus on them), or at the latest with the click (decision 72).
 */
const loadInstanciasModal = () => import('./components/instancias-modal');
const InstanciasModal = lazy(() => loadInstanciasModal().then((m) => ({ default: m.InstanciasModal })));

/**
 * /carreras, the applicant's enrolment home: one card per career type; the
 * external one links out, the others open their open instancias to enrol in.
 * Title and breadcrumbs come from the shell's "Carreras" menu entry.
 */
export function CarrerasScreen() {
  const { t, i18n } = useCarrerasTranslation();
  const session = useSession();
  const hasPersona = Boolean(session?.state_data?.input_data);
  const userId = session?.user?.id;
  // The same queries as the start-up prefetch (prefetch.ts): the answers are usually in the cache already.
  const offerings = useQuery(instanciasQueries.open());
  const persona = useQuery({ ...personasQueries.byUser(userId ?? 0), enabled: hasPersona && userId !== undefined });
  const personaId = persona.data?.id ?? (hasPersona ? session?.persona?.id : undefined);
  // Used to mark the instancias the applicant already took.
  const enrolments = useQuery({ ...inscripcionesQueries.byPersona(personaId ?? 0), enabled: personaId !== undefined });
  const [openTypeId, setOpenTypeId] = useState<number | null>(null);
  // Mounted (closed) once its code is wanted; it stays mounted so that closing animates.
  const [modalWanted, setModalWanted] = useState(false);
  const wantModal = () => setModalWanted(true);
  // Stable, so the memoised cards do not re-render when a dialog opens or closes.
  const openType = useCallback((type: CareerTypeOfferings) => {
    setModalWanted(true);
    setOpenTypeId(type.tipo_carrera_id);
  }, []);
  const closeType = useCallback(() => setOpenTypeId(null), []);
  // The dialog shows dates: the language's calendar data loads while the cards are read, not on the click.
  useEffect(() => whenIdle(() => warmDateFormat(i18n.resolvedLanguage)), [i18n.resolvedLanguage]);

  if (offerings.isPending) return <PageLoader label={t('loading')} />;

  // Seed: when loading fails the empty state shows, as when nothing is open.
  const types: CareerTypeOfferings[] = offerings.data ?? [];
  const anyOpen = types.some((t) => t.tipo_carrera_id !== EXTERNAL_CAREER_TYPE_ID && t.instancias.length > 0);
  const shown = anyOpen ? types : types.filter((t) => t.tipo_carrera_id === EXTERNAL_CAREER_TYPE_ID);
  const shownType = types.find((t) => t.tipo_carrera_id === openTypeId) ?? null;

  return (
    <Stack gap="lg" maw={1200} w="100%" className={classes.readable}>
      <Text c="gray.7">{t('intro')}</Text>

      {!hasPersona && (
        <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden="true" />}>
          <Text size="sm">
            {t('noPersona')}{' '}
            <Anchor component={Link} to={paths.applicant.completeRegister} size="sm" fw={600} underline="always">
              {t('completeRegister')}
            </Anchor>
          </Text>
        </Alert>
      )}

      {!anyOpen && <NoInstancias />}

      {shown.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" {...intentHandlers(wantModal)}>
          {shown.map((type) => (
            <CareerTypeCard key={type.tipo_carrera_id} type={type} onOpen={openType} />
          ))}
        </SimpleGrid>
      )}

      {modalWanted && (
        <Suspense fallback={null}>
          <InstanciasModal
            type={shownType}
            onClose={closeType}
            enrolments={enrolments.data ?? NO_ENROLMENTS}
            personaId={hasPersona ? personaId : undefined}
            userId={userId}
          />
        </Suspense>
      )}
    </Stack>
  );
}
