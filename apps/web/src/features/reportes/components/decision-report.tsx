import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Box, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { TiempoDecisionReport } from '@/api/reportes';
import { ScrollTable } from '@/components/scroll-table';
import { useReportesTranslation } from '../i18n';

type Fila = TiempoDecisionReport['por_instancia'][number];

function DecisionTable({ rows, caption, testId }: { rows: Fila[]; caption: string; testId: string }) {
  const { t, i18n } = useReportesTranslation();
  const number = new Intl.NumberFormat(i18n.resolvedLanguage, { maximumFractionDigits: 1 });
  return (
    <ScrollTable label={caption} minWidth={480}>
      <Table striped withTableBorder data-testid={testId}>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('decision.name')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('decision.decisions')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('decision.median')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('decision.p90')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={`${r.id ?? 'none'}-${r.nombre}`}>
              <Table.Th scope="row" fw={500}>
                {r.nombre}
              </Table.Th>
              <Table.Td ta="right">{number.format(r.decisiones)}</Table.Td>
              <Table.Td ta="right">{number.format(r.mediana_dias)}</Table.Td>
              <Table.Td ta="right">{number.format(r.p90_dias)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}

/** Median and 90th percentile of days to a decision: a chart per instancia, and the tables per instancia and per reviewer. */
export function DecisionReport({ data }: { data: TiempoDecisionReport }) {
  const { t, i18n } = useReportesTranslation();
  if (!data.total) return <Text c="gray.7">{t('decision.empty')}</Text>;
  const number = new Intl.NumberFormat(i18n.resolvedLanguage, { maximumFractionDigits: 1 });
  return (
    <Stack gap="lg">
      <Text fw={500} data-testid="decision-total">
        {t('decision.total', {
          decisiones: number.format(data.total.decisiones),
          mediana: number.format(data.total.mediana_dias),
          p90: number.format(data.total.p90_dias),
        })}
      </Text>
      <Title order={3} size="h4">
        {t('decision.byInstancia')}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Box aria-hidden="true">
          <BarChart
            h={Math.max(140, 48 * data.por_instancia.length + 40)}
            data={data.por_instancia.map((r) => ({ nombre: r.nombre, mediana: r.mediana_dias, p90: r.p90_dias }))}
            dataKey="nombre"
            orientation="vertical"
            series={[
              { name: 'mediana', color: 'green.8', label: t('decision.median') },
              { name: 'p90', color: 'orange.7', label: t('decision.p90') },
            ]}
            withLegend
            yAxisProps={{ width: 150, interval: 0 }}
            withTooltip={false}
            gridAxis="none"
            barChartProps={{ accessibilityLayer: false }}
          />
        </Box>
        <DecisionTable rows={data.por_instancia} caption={t('decision.tableInstancia')} testId="decision-instancia-table" />
      </SimpleGrid>
      <Title order={3} size="h4">
        {t('decision.byReviewer')}
      </Title>
      <DecisionTable rows={data.por_revisor} caption={t('decision.tableReviewer')} testId="decision-reviewer-table" />
    </Stack>
  );
}
