import { Alert, Box, Button, Group, Paper, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { reportesQueries, type ReporteFiltros, type ReporteOpciones } from '@/api/reportes';
import { PageLoader } from '@/components/page-loader';
import { usePageTitle } from '@/lib/page-title';
import { DecisionReport } from './components/decision-report';
import { ObservedReport } from './components/observed-report';
import { DailyChartAndTable, FunnelChartAndTable } from './components/funnel-report';
import { ReportSection } from './components/report-section';
import { decisionSheets, downloadSheets, funnelSheets, observedSheets, reportFileName } from './lib/report-excel';
import { useReportesTranslation } from './i18n';

const ALL = '';

/** The período shown first: this year's if there is one, otherwise the one with the newest instancia. */
function defaultPeriodo(opciones: ReporteOpciones): string {
  const year = String(new Date().getFullYear());
  if (opciones.periodos.includes(year)) return year;
  return opciones.periodos[0] ?? ALL;
}

function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useReportesTranslation();
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
      <Stack gap="xs" align="flex-start">
        <Text>{t('loadError')}</Text>
        <Button size="xs" variant="default" onClick={onRetry}>
          {t('retry')}
        </Button>
      </Stack>
    </Alert>
  );
}

/** /reportes (issue 19): the admissions funnel, per day, the time to a decision and the most observed documents, with their filters. */
export function ReportesScreen() {
  const { t } = useReportesTranslation();
  usePageTitle(t('title'));
  const opciones = useQuery(reportesQueries.opciones());
  if (opciones.isError) return <LoadError onRetry={() => void opciones.refetch()} />;
  if (!opciones.data) return <PageLoader label={t('loading')} />;
  return <Reports opciones={opciones.data} />;
}

function Reports({ opciones }: { opciones: ReporteOpciones }) {
  const { t } = useReportesTranslation();
  const [periodo, setPeriodo] = useState(() => defaultPeriodo(opciones));
  const [tipo, setTipo] = useState(ALL);
  const [carrera, setCarrera] = useState(ALL);
  const [instancia, setInstancia] = useState(ALL);

  const filtros: ReporteFiltros = useMemo(
    () => ({
      periodo: periodo || undefined,
      tipo_carrera_id: tipo ? Number(tipo) : undefined,
      carrera_id: carrera ? Number(carrera) : undefined,
      instancia_id: instancia ? Number(instancia) : undefined,
    }),
    [periodo, tipo, carrera, instancia],
  );
  const embudo = useQuery(reportesQueries.embudo(filtros));
  const decision = useQuery(reportesQueries.tiempoDecision(filtros));
  const observed = useQuery(reportesQueries.documentosObservados(filtros));

  // Each list narrows to what the filters before it allow.
  const carreras = opciones.carreras.filter((c) => !tipo || c.tipo_carrera_id === Number(tipo));
  const carreraIds = new Set(carreras.map((c) => c.id));
  const instancias = opciones.instancias.filter(
    (i) => (!periodo || i.periodo === periodo) && carreraIds.has(i.carrera_id) && (!carrera || i.carrera_id === Number(carrera)),
  );
  const all = { value: ALL, label: t('all') };
  const filterName = [periodo, opciones.instancias.find((i) => String(i.id) === instancia)?.descripcion].filter(Boolean).join('_');

  const stageLabels = Object.fromEntries(
    (['cuentas', 'verificadas', 'perfiles', 'inscriptas', 'documentacion', 'aprobadas'] as const).map((s) => [s, t(`stages.${s}`)]),
  );

  return (
    <Box maw={1200} w="100%">
      <Stack gap="lg">
        {/* The shell's page header already shows the menu entry's title as the h1. */}
        <Text c="gray.7">{t('intro')}</Text>

        <Paper component="section" aria-label={t('filters')} withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
            <Select
              label={t('periodo')}
              description={t('periodoHint')}
              data={[all, ...opciones.periodos.map((p) => ({ value: p, label: p }))]}
              value={periodo}
              onChange={(v) => {
                setPeriodo(v ?? ALL);
                setInstancia(ALL);
              }}
              allowDeselect={false}
              data-testid="filter-periodo"
            />
            <Select
              label={t('tipoCarrera')}
              data={[all, ...opciones.tipos_carrera.map((x) => ({ value: String(x.id), label: x.descripcion }))]}
              value={tipo}
              onChange={(v) => {
                setTipo(v ?? ALL);
                setCarrera(ALL);
                setInstancia(ALL);
              }}
              allowDeselect={false}
              inputWrapperOrder={['label', 'input', 'description']}
            />
            <Select
              label={t('carrera')}
              data={[all, ...carreras.map((x) => ({ value: String(x.id), label: x.descripcion }))]}
              value={carrera}
              onChange={(v) => {
                setCarrera(v ?? ALL);
                setInstancia(ALL);
              }}
              searchable
              allowDeselect={false}
            />
            <Select
              label={t('instancia')}
              data={[all, ...instancias.map((x) => ({ value: String(x.id), label: x.descripcion }))]}
              value={instancia}
              onChange={(v) => setInstancia(v ?? ALL)}
              searchable
              allowDeselect={false}
              data-testid="filter-instancia"
            />
          </SimpleGrid>
        </Paper>

        {embudo.isError ? (
          <LoadError onRetry={() => void embudo.refetch()} />
        ) : !embudo.data ? (
          <PageLoader label={t('loading')} />
        ) : (
          <>
            <ReportSection
              title={t('funnel.title')}
              note={t('funnel.note')}
              testId="report-funnel"
              onExcel={() =>
                downloadSheets(
                  funnelSheets(embudo.data, {
                    stage: t('funnel.stage'),
                    count: t('funnel.count'),
                    conversion: t('funnel.conversion'),
                    date: t('daily.date'),
                    stages: stageLabels,
                    sheet: t('funnel.sheet'),
                    dailySheet: t('daily.sheet'),
                  }).slice(0, 1),
                  reportFileName(t('funnel.sheet'), filterName),
                )
              }
            >
              <FunnelChartAndTable data={embudo.data} />
            </ReportSection>
            <ReportSection
              title={t('daily.title')}
              testId="report-daily"
              excelDisabled={embudo.data.por_dia.length === 0}
              onExcel={() =>
                downloadSheets(
                  funnelSheets(embudo.data, {
                    stage: t('funnel.stage'),
                    count: t('funnel.count'),
                    conversion: t('funnel.conversion'),
                    date: t('daily.date'),
                    stages: stageLabels,
                    sheet: t('funnel.sheet'),
                    dailySheet: t('daily.sheet'),
                  }).slice(1),
                  reportFileName(t('daily.sheet'), filterName),
                )
              }
            >
              <DailyChartAndTable data={embudo.data} />
            </ReportSection>
          </>
        )}

        {decision.isError ? (
          <LoadError onRetry={() => void decision.refetch()} />
        ) : !decision.data ? (
          <PageLoader label={t('loading')} />
        ) : (
          <ReportSection
            title={t('decision.title')}
            note={t('decision.note')}
            testId="report-decision"
            excelDisabled={!decision.data.total}
            onExcel={() =>
              downloadSheets(
                decisionSheets(decision.data, {
                  name: t('decision.name'),
                  decisions: t('decision.decisions'),
                  median: t('decision.median'),
                  p90: t('decision.p90'),
                  sheetInstancia: t('decision.sheetInstancia'),
                  sheetReviewer: t('decision.sheetReviewer'),
                }),
                reportFileName(t('decision.title'), filterName),
              )
            }
          >
            <DecisionReport data={decision.data} />
          </ReportSection>
        )}

        {observed.isError ? (
          <LoadError onRetry={() => void observed.refetch()} />
        ) : !observed.data ? (
          <PageLoader label={t('loading')} />
        ) : (
          <ReportSection
            title={t('observed.title')}
            note={t('observed.note')}
            testId="report-observed"
            excelDisabled={observed.data.documentos.length === 0}
            onExcel={() =>
              downloadSheets(
                observedSheets(observed.data, {
                  sheet: t('observed.sheet'),
                  document: t('observed.document'),
                  observations: t('observed.observations'),
                  enrolments: t('observed.enrolments'),
                  reasons: t('observed.reasons'),
                }),
                reportFileName(t('observed.title'), filterName),
              )
            }
          >
            <ObservedReport data={observed.data} />
          </ReportSection>
        )}
        <Group />
      </Stack>
    </Box>
  );
}
