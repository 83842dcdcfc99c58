import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Box, List, SimpleGrid, Table, Text } from '@mantine/core';
import type { DocumentosObservadosReport } from '@/api/reportes';
import { ScrollTable } from '@/components/scroll-table';
import { useReportesTranslation } from '../i18n';

/**
 * The documents staff observe most (issue 15's reviews): a bar per document, hidden from screen
 * readers, beside a table with the same numbers and each document's commonest reasons.
 */
export function ObservedReport({ data }: { data: DocumentosObservadosReport }) {
  const { t, i18n } = useReportesTranslation();
  if (data.documentos.length === 0) return <Text c="gray.7">{t('observed.empty')}</Text>;
  const number = new Intl.NumberFormat(i18n.resolvedLanguage);
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Box aria-hidden="true">
        <BarChart
          h={Math.max(140, 40 * data.documentos.length + 40)}
          data={data.documentos.map((d) => ({ nombre: d.nombre, observaciones: d.observaciones }))}
          dataKey="nombre"
          orientation="vertical"
          series={[{ name: 'observaciones', color: 'orange.7', label: t('observed.observations') }]}
          yAxisProps={{ width: 150, interval: 0 }}
          // Counts: no 0.25 ticks.
          xAxisProps={{ allowDecimals: false }}
          withTooltip={false}
          gridAxis="none"
          barChartProps={{ accessibilityLayer: false }}
        />
      </Box>
      <ScrollTable label={t('observed.table')} minWidth={480}>
        <Table striped withTableBorder data-testid="observed-table">
          <Table.Caption>{t('observed.table')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('observed.document')}</Table.Th>
              <Table.Th scope="col" ta="right">
                {t('observed.observations')}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {t('observed.enrolments')}
              </Table.Th>
              <Table.Th scope="col">{t('observed.reasons')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.documentos.map((d) => (
              <Table.Tr key={d.codigo}>
                <Table.Th scope="row" fw={500}>
                  {d.nombre}
                </Table.Th>
                <Table.Td ta="right">{number.format(d.observaciones)}</Table.Td>
                <Table.Td ta="right">{number.format(d.inscripciones)}</Table.Td>
                <Table.Td>
                  {d.motivos.length === 0 ? (
                    <Text size="sm" c="gray.7">
                      {t('observed.noReason')}
                    </Text>
                  ) : (
                    <List size="sm" spacing={2}>
                      {d.motivos.map((m) => (
                        <List.Item key={m.motivo} style={{ overflowWrap: 'anywhere' }}>
                          {t('observed.reason', { motivo: m.motivo, count: m.cantidad })}
                        </List.Item>
                      ))}
                    </List>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
    </SimpleGrid>
  );
}
