import type { EstadoId } from '@ingreso/shared';
import { Badge, type MantineColor } from '@mantine/core';
import { usePerfilTranslation } from '../i18n';

/** Seed: 1 Pendiente warning (yellow), 2 Aprobado success (green), 3 Rechazado danger (red); 4 to 6 have their own. */
const COLORS: Record<number, MantineColor> = {
  1: 'yellow',
  2: 'green',
  3: 'red',
  4: 'blue',
  5: 'grape',
  6: 'gray',
};

export function EstadoBadge({ estadoId, fallback }: { estadoId: number; fallback: string }) {
  const { t } = usePerfilTranslation();
  return (
    <Badge
      color={COLORS[estadoId] ?? 'gray'}
      variant="filled"
      size="lg"
      // Dark text on the yellow badge, white on the others: readable on every colour.
      autoContrast
      data-testid="estado-badge"
      data-estado={estadoId}
      style={{ flexShrink: 0 }}
    >
      {t(`enrolments.estados.${estadoId as EstadoId}`, { defaultValue: fallback })}
    </Badge>
  );
}
