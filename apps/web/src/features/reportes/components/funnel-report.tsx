import '@mantine/charts/styles.css';
import { BarChart, LineChart } from '@mantine/charts';
import { Box, SimpleGrid, Table, Text } from '@mantine/core';
import type { EmbudoReport } from '@/api/reportes';
import { ScrollTable } from '@/components/scroll-table';
import { useReportesTranslation } from '../i18n';

const STAGE_COLORS = ['blue.7', 'cyan.7', 'teal.7', 'green.8', 'orange.7', 'grape.7'] as const;

/** The funnel: a bar per stage beside the table of counts and conversions. */
export function FunnelChartAndTable({ data }: { data: EmbudoReport }) {
  const { t, i18n } = useReportesTranslation();
  const number = new Intl.NumberFormat(i18n.resolvedLanguage, { maximumFractionDigits: 1 });
  const chart = data.etapas.map((e) => ({ etapa: t(`stages.${e.etapa}`), cantidad: e.cantidad }));
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      {/* The table beside says the same to screen readers. */}
      <Box aria-hidden="true">
        <BarChart
          h={260}
          data={chart}
          dataKey="etapa"
          orientation="vertical"
          series={[{ name: 'cantidad', color: 'green.8', label: t('funnel.count') }]}
          yAxisProps={{ width: 150, interval: 0 }}
          xAxisProps={{ allowDecimals: false }}
          withTooltip={false}
          gridAxis="none"
          barChartProps={{ accessibilityLayer: false }}
        />
      </Box>
      <ScrollTable label={t('funnel.table')}>
        <Table striped withTableBorder data-testid="funnel-table">
          <Table.Caption>{t('funnel.table')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('funnel.stage')}</Table.Th>
              <Table.Th scope="col" ta="right">
                {t('funnel.count')}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {t('funnel.conversion')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.etapas.map((e) => (
              <Table.Tr key={e.etapa}>
                <Table.Th scope="row" fw={500}>
                  {t(`stages.${e.etapa}`)}
                </Table.Th>
                <Table.Td ta="right">{number.format(e.cantidad)}</Table.Td>
                <Table.Td ta="right">{e.conversion === null ? t('funnel.noConversion') : `${number.format(e.conversion)} %`}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
    </SimpleGrid>
  );
}

/** The same stages per day: a line per stage beside the table of days. */
export function DailyChartAndTable({ data }: { data: EmbudoReport }) {
  const { t } = useReportesTranslation();
  const stages = data.etapas.map((e) => e.etapa);
  if (data.por_dia.length === 0) return <Text c="gray.7">{t('daily.empty')}</Text>;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Box aria-hidden="true">
        <LineChart
          h={280}
          data={data.por_dia}
          dataKey="fecha"
          series={stages.map((s, i) => ({ name: s, label: t(`stages.${s}`), color: STAGE_COLORS[i] }))}
          withLegend
          legendProps={{ verticalAlign: 'bottom' }}
          withTooltip={false}
          yAxisProps={{ allowDecimals: false }}
          lineChartProps={{ accessibilityLayer: false }}
          curveType="linear"
        />
      </Box>
      <ScrollTable label={t('daily.table')} minWidth={720}>
        <Table striped withTableBorder data-testid="daily-table">
          <Table.Caption>{t('daily.table')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('daily.date')}</Table.Th>
              {stages.map((s) => (
                <Table.Th key={s} scope="col" ta="right">
                  {t(`stages.${s}`)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.por_dia.map((d) => (
              <Table.Tr key={d.fecha}>
                <Table.Th scope="row" fw={500} style={{ whiteSpace: 'nowrap' }}>
                  {d.fecha}
                </Table.Th>
                {stages.map((s) => (
                  <Table.Td key={s} ta="right">
                    {d[s]}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
    </SimpleGrid>
  );
}
