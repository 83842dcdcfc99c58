import { Box, Button, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarEvent, IconFileAlert, IconRefresh, IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { dashboardQueries } from '@/api/dashboard';
import { PageLoader } from '@/components/page-loader';
import { AuditTable } from './components/audit-table';
import { InstanciaCard } from './components/instancia-card';
import { useDashboardTranslation } from './i18n';
import { LoadErrorAlert } from '@/components/load-error-alert';

function Stat({ label, value, icon, testId }: { label: string; value: number; icon: ReactNode; testId: string }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
      {/* A row of label and number on phones, an icon and a big number on wider screens. */}
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon variant="light" color="green" size={44} radius="md" aria-hidden="true" visibleFrom="sm">
          {icon}
        </ThemeIcon>
        <Group gap="xs" justify="space-between" wrap="nowrap" style={{ flex: 1 }} display={{ base: 'flex', sm: 'block' }}>
          <Text size="xs" c="gray.7" tt="uppercase" fw={600}>
            {label}
          </Text>
          <Text fz={{ base: 20, sm: 26 }} fw={700} lh={1.2} data-testid={testId}>
            {value}
          </Text>
        </Group>
      </Group>
    </Paper>
  );
}

/**
 * /dashboard, the staff area's "Inicio" (decision 22): per instancia open today,
 * its enrollees by estado and the missing documents; then the recent activity.
 */
export function DashboardScreen() {
  const { t } = useDashboardTranslation();
  const dashboard = useQuery(dashboardQueries.summary());

  if (dashboard.isError) {
    return <LoadErrorAlert message={t('loadError')} retryLabel={t('retry')} onRetry={() => void dashboard.refetch()} />;
  }
  if (!dashboard.data) return <PageLoader label={t('loading')} />;

  const { instancias, auditoria, fecha } = dashboard.data;
  const enrolled = instancias.reduce((sum, i) => sum + i.total, 0);
  const missing = instancias.reduce((sum, i) => sum + i.documentos_faltantes, 0);

  return (
    <Box maw={1200} w="100%">
      <Stack gap="xl">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing={{ base: 'xs', sm: 'md' }}>
          <Stat label={t('stats.open')} value={instancias.length} icon={<IconCalendarEvent size={24} />} testId="stat-open" />
          <Stat label={t('stats.enrolled')} value={enrolled} icon={<IconUsers size={24} />} testId="stat-enrolled" />
          <Stat label={t('stats.missing')} value={missing} icon={<IconFileAlert size={24} />} testId="stat-missing" />
        </SimpleGrid>

        <Stack gap="md" component="section" aria-labelledby="dashboard-instancias">
          <Group justify="space-between" align="flex-end" gap="sm">
            <div>
              <Title order={2} size="h3" id="dashboard-instancias">
                {t('instancias')}
              </Title>
              <Text size="sm" c="gray.7">
                {t('today', { fecha })}
              </Text>
            </div>
            <Button
              variant="default"
              size="xs"
              leftSection={<IconRefresh size={16} aria-hidden="true" />}
              onClick={() => void dashboard.refetch()}
              loading={dashboard.isFetching}
            >
              {t('refresh')}
            </Button>
          </Group>
          {instancias.length === 0 ? (
            <Paper withBorder p="lg" radius="md">
              <Text ta="center" c="gray.7">
                {t('noInstancias')}
              </Text>
            </Paper>
          ) : (
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              {instancias.map((instancia) => (
                <InstanciaCard key={instancia.id} instancia={instancia} />
              ))}
            </SimpleGrid>
          )}
        </Stack>

        <Stack gap="md" component="section" aria-labelledby="dashboard-audit">
          <Title order={2} size="h3" id="dashboard-audit">
            {t('audit.title')}
          </Title>
          <AuditTable entries={auditoria} />
        </Stack>
      </Stack>
    </Box>
  );
}
