import { Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import type { InstanciaRow } from '@/api/instancias';
import { useInscripcionesTranslation } from '../i18n';

/**
 * The chosen instancia (seed 001 §2): description, carrera, start, end and
 * publication dates, shown year-month-day as the API sends them.
 */
export function InstanciaCard({
  instancia,
  actions,
  headingLevel = 3,
}: {
  instancia: InstanciaRow;
  actions?: ReactNode;
  headingLevel?: 2 | 3;
}) {
  const { t } = useInscripcionesTranslation();
  const headingId = useId();
  const items: Array<[string, string]> = [
    [t('card.carrera'), instancia.carrera.descripcion],
    [t('card.fechaInicio'), instancia.fecha_inicio],
    [t('card.fechaFin'), instancia.fecha_fin],
    [t('card.fechaPublicacion'), instancia.fecha_publicacion],
  ];
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId} data-testid="instancia-card">
      <Text size="xs" c="gray.7" fw={600} tt="uppercase">
        {t('card.descripcion')}
      </Text>
      <Title order={headingLevel} size="h4" id={headingId} mb="sm">
        {instancia.descripcion}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" component="dl" m={0}>
        {items.map(([label, value]) => (
          <div key={label}>
            <Text component="dt" size="xs" c="gray.7" fw={600} tt="uppercase">
              {label}
            </Text>
            <Text component="dd" m={0} size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
              {value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
      {actions}
    </Paper>
  );
}
