import type { EstadoId } from '@ingreso/shared';
import '@mantine/charts/styles.css';
import { Anchor, Badge, Box, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { BarChart } from '@mantine/charts';
import { IconFileAlert } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { DashboardInstancia } from '@/api/dashboard';
import { useDashboardTranslation } from '../i18n';

/**
 * One open instancia: its enrollees by estado as a bar chart, the same numbers
 * as text (the chart is decoration for screen readers), and how many still
 * miss documents.
 */
export function InstanciaCard({ instancia }: { instancia: DashboardInstancia }) {
  const { t } = useDashboardTranslation();
  const titleId = `dashboard-instancia-${instancia.id}`;
  const data = instancia.por_estado.map((e) => ({
    estado: t(`estados.${e.estado_id as EstadoId}`, { defaultValue: e.estado }),
    cantidad: e.cantidad,
  }));

  return (
    // An article, not a section landmark: two open instancias may share a name (the duplicate is allowed after a warning).
    <Paper component="article" withBorder radius="md" p="md" aria-labelledby={titleId} data-testid="dashboard-instancia">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Box style={{ minWidth: 0 }}>
            <Title order={3} size="h5" id={titleId} style={{ overflowWrap: 'anywhere' }}>
              {instancia.descripcion}
            </Title>
            <Text size="sm" c="gray.7">
              {instancia.carrera}
            </Text>
            <Text size="xs" c="gray.7">
              {t('dates', { inicio: instancia.fecha_inicio, fin: instancia.fecha_fin })}
            </Text>
            {/* Approved and waitlisted are in the estado bars below (issue 16). */}
            <Text size="xs" c="gray.7" data-testid="instancia-cupo">
              {instancia.cupo === null ? t('seats.cupoNone') : t('seats.cupo', { cupo: instancia.cupo })}
            </Text>
          </Box>
          <Badge variant="light" color="green" size="lg" radius="sm" tt="none" style={{ flexShrink: 0 }} data-testid="instancia-total">
            {t('total', { count: instancia.total })}
          </Badge>
        </Group>

        {instancia.total === 0 ? (
          <Text size="sm" c="gray.7" py="xs">
            {t('noEnrollees')}
          </Text>
        ) : (
          <Box aria-hidden="true">
            <BarChart
              h={170}
              data={data}
              dataKey="estado"
              orientation="vertical"
              series={[{ name: 'cantidad', color: 'green.8', label: t('chartSeries') }]}
              yAxisProps={{ width: 104, interval: 0 }}
              xAxisProps={{ allowDecimals: false }}
              withTooltip={false}
              gridAxis="none"
              maxBarWidth={18}
              // Keyboard focus would land on a chart hidden from screen readers: its numbers are listed below.
              barChartProps={{ accessibilityLayer: false }}
            />
          </Box>
        )}

        <Text size="sm" fw={600} component="h4" m={0}>
          {t('byEstado')}
        </Text>
        <SimpleGrid component="dl" cols={{ base: 2, xs: 3 }} spacing={6} verticalSpacing={6} m={0}>
          {instancia.por_estado.map((e) => (
            <Group
              key={e.estado_id}
              gap={6}
              wrap="nowrap"
              justify="space-between"
              px="xs"
              py={4}
              bg="gray.0"
              style={{ borderRadius: 6 }}
              data-testid={`estado-${e.estado_id}`}
            >
              <Text component="dt" size="xs" c="gray.8">
                {t(`estados.${e.estado_id as EstadoId}`, { defaultValue: e.estado })}
              </Text>
              <Text component="dd" size="sm" fw={700} m={0}>
                {e.cantidad}
              </Text>
            </Group>
          ))}
        </SimpleGrid>

        <Group justify="space-between" gap="xs">
          <Group gap={6} wrap="nowrap" data-testid="documentos-faltantes">
            <IconFileAlert
              size={18}
              color={instancia.documentos_faltantes ? 'var(--mantine-color-orange-8)' : 'var(--mantine-color-gray-6)'}
              aria-hidden="true"
            />
            <Text size="sm">
              <Text span fw={700}>
                {t('missing')}:
              </Text>{' '}
              {t('missingHint', { count: instancia.documentos_faltantes })}
            </Text>
          </Group>
          <Anchor
            component={Link}
            to={paths.staff.inscripcionesInstancia(instancia.id)}
            size="sm"
            aria-label={t('seeEnrollees', { descripcion: instancia.descripcion })}
          >
            {t('seeEnrolleesShort')}
          </Anchor>
        </Group>
      </Stack>
    </Paper>
  );
}
