import { EXTERNAL_CAREER_TYPE_ID, FACULTY_LINKS } from '@ingreso/shared';
import { Badge, Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBook, IconCertificate, IconExternalLink, IconSchool, IconTools, IconWorld, type Icon } from '@tabler/icons-react';
import { memo } from 'react';
import type { CareerTypeOfferings } from '@/api/instancias';
import { useCarrerasTranslation } from '../i18n';

const ICONS: Record<number, Icon> = { 1: IconSchool, 2: IconTools, 3: IconBook, 4: IconCertificate, 5: IconWorld };

interface CareerTypeCardProps {
  type: CareerTypeOfferings;
  onOpen: (type: CareerTypeOfferings) => void;
}

/**
 * One career type: opens its instancias, or (type 5) links out to the extension site.
 * Memoised: opening a dialog re-renders the screen, not every card (decision 338).
 */
export const CareerTypeCard = memo(function CareerTypeCard({ type, onOpen }: CareerTypeCardProps) {
  const { t } = useCarrerasTranslation();
  const external = type.tipo_carrera_id === EXTERNAL_CAREER_TYPE_ID;
  const TypeIcon = ICONS[type.tipo_carrera_id] ?? IconSchool;
  const count = type.instancias.length;
  const headingId = `career-type-${type.tipo_carrera_id}`;

  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      component="article"
      aria-labelledby={headingId}
      data-testid="career-type-card"
      style={{ display: 'flex' }}
    >
      <Stack gap="md" justify="space-between" style={{ flex: 1 }}>
        <Group wrap="nowrap" align="flex-start" gap="md">
          <ThemeIcon size={48} radius="md" variant="light" color={external ? 'blue' : 'green'} aria-hidden="true">
            <TypeIcon size={28} />
          </ThemeIcon>
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Title order={2} size="h4" id={headingId}>
              {type.tipo_carrera}
            </Title>
            {external ? (
              <Text size="sm" c="gray.7">
                {t('external')}
              </Text>
            ) : count > 0 ? (
              <Badge color="green" variant="light" size="md">
                {t('openCount', { count })}
              </Badge>
            ) : (
              <Text size="sm" c="gray.7">
                {t('noneOpen')}
              </Text>
            )}
          </Stack>
        </Group>
        {external ? (
          <Button
            component="a"
            href={type.url_externa || FACULTY_LINKS.extension}
            target="_blank"
            rel="noopener noreferrer"
            variant="light"
            color="blue"
            rightSection={<IconExternalLink size={16} aria-hidden="true" />}
          >
            {t('goExternal')}
            <span className="visually-hidden"> {t('newTab')}</span>
          </Button>
        ) : (
          count > 0 && (
            <Button onClick={() => onOpen(type)} aria-label={t('showInstancias', { type: type.tipo_carrera })}>
              {t('showInstanciasShort')}
            </Button>
          )
        )}
      </Stack>
    </Paper>
  );
});
