import { Badge, Button, Group } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { requisitosQueries } from '@/api/requisitos';
import { paths } from '@/config/paths';
import { useInscripcionesTranslation } from '../i18n';

/** The instancia's review queue (issue 15): how many wait, were resubmitted or passed their prórroga, and the way in. Dot badges: the colour is in the dot and the text keeps the body colour (light and filled orange failed axe's colour contrast). */
export function ReviewQueueLink({ instanciaId }: { instanciaId: number }) {
  const { t } = useInscripcionesTranslation();
  const counts = useQuery(requisitosQueries.counts());
  const mine = counts.data?.instancias.find((c) => c.instancia_id === instanciaId);
  return (
    <Group gap="xs">
      <Button component={Link} to={paths.staff.revision(instanciaId)} size="xs" variant="light">
        {t('revision.open')}
      </Button>
      <Badge variant="dot" color="blue">
        {t('revision.porRevisar', { count: mine?.por_revisar ?? 0 })}
      </Badge>
      <Badge variant="dot" color="grape">
        {t('revision.reenviados', { count: mine?.reenviados ?? 0 })}
      </Badge>
      <Badge variant="dot" color="orange">
        {t('revision.vencidas', { count: mine?.prorroga_vencida ?? 0 })}
      </Badge>
    </Group>
  );
}
