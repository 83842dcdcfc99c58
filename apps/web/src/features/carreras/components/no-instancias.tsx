import { FACULTY_LINKS } from '@ingreso/shared';
import { Anchor, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCalendarOff, IconExternalLink } from '@tabler/icons-react';
import { useCarrerasTranslation } from '../i18n';

/** Seed: with no open offerings (or when they cannot be loaded) this message and the faculty's site. */
export function NoInstancias() {
  const { t } = useCarrerasTranslation();
  return (
    <Paper withBorder radius="md" p="xl" data-testid="no-instancias">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="gray" aria-hidden="true">
          <IconCalendarOff size={30} />
        </ThemeIcon>
        <Text fw={600} size="lg" role="status">
          {t('empty')}
        </Text>
        <Text c="gray.7" size="sm">
          {t('emptyHint')}
        </Text>
        <Anchor href={FACULTY_LINKS.site} target="_blank" rel="noopener noreferrer" underline="always">
          <Group component="span" gap={4} wrap="nowrap" display="inline-flex">
            {t('facultySite')}
            <IconExternalLink size={14} aria-hidden="true" />
          </Group>
          <span className="visually-hidden"> {t('newTab')}</span>
        </Anchor>
      </Stack>
    </Paper>
  );
}
