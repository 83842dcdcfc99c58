import { Badge, Group, List, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { requisitosQueries, type InscriptoRequisito } from '@/api/requisitos';
import { useFormatDate } from '@/lib/format-date';
import { usePerfilTranslation } from '../i18n';

const COLOR: Record<string, string> = { pendiente: 'gray', aceptado: 'green', observado: 'red', exceptuado: 'blue', prorroga: 'yellow' };

const waiting = (r: InscriptoRequisito) => r.revision.estado === 'pendiente' && r.file === null;

/** Each document the enrolment requires with its review and, when observed or waived, the reason (issue 15). */
export function RequirementList({ inscriptoId }: { inscriptoId: number }) {
  const { t } = usePerfilTranslation();
  const formatDate = useFormatDate();
  const docs = useQuery(requisitosQueries.ofInscripto(inscriptoId));
  if (!docs.data) return null;
  return (
    <div>
      <Text size="sm" fw={600} mb={4}>
        {t('requisitos.title')}
      </Text>
      <List size="sm" spacing={4} listStyleType="none" data-testid="requirement-list">
        {docs.data.requisitos.map((r) => (
          <List.Item key={r.codigo} data-testid={`requisito-${r.codigo}`}>
            <Group gap="xs" wrap="wrap">
              <Text size="sm">{r.nombre}</Text>
              {/* Nothing to review yet: an optional document not uploaded is not "En revisión". */}
              <Badge size="sm" variant="light" color={waiting(r) ? 'gray' : COLOR[r.revision.estado]}>
                {waiting(r) ? t('requisitos.sinArchivo') : t(`requisitos.estados.${r.revision.estado}`)}
              </Badge>
              {r.revision.estado === 'prorroga' && r.revision.prorroga_hasta && (
                <Text size="xs" c={r.revision.vencida ? 'red.8' : 'dimmed'}>
                  {t(r.revision.vencida ? 'requisitos.vencida' : 'requisitos.hasta', { fecha: formatDate(r.revision.prorroga_hasta) })}
                </Text>
              )}
            </Group>
            {r.revision.motivo && (r.revision.estado === 'observado' || r.revision.estado === 'exceptuado') && (
              <Text size="xs" c="gray.7">
                {r.revision.motivo}
              </Text>
            )}
          </List.Item>
        ))}
      </List>
    </div>
  );
}
