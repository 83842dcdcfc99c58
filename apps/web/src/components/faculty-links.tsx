import { Anchor, Group, Stack, type MantineColor } from '@mantine/core';
import { FACULTY_LINKS } from '@ingreso/shared';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const LINKS = [
  { key: 'site', href: FACULTY_LINKS.site },
  { key: 'careers', href: FACULTY_LINKS.careers },
  { key: 'coursesGuide', href: FACULTY_LINKS.coursesGuide },
  { key: 'contact', href: FACULTY_LINKS.contact },
] as const;

interface FacultyLinksProps {
  direction?: 'row' | 'column';
  c?: MantineColor;
  size?: 'xs' | 'sm' | 'md';
}

/** The faculty's external links (auth banner and shell footer); each opens a new tab. */
export function FacultyLinks({ direction = 'row', c, size = 'sm' }: FacultyLinksProps) {
  const { t } = useTranslation();
  const items = LINKS.map((link) => (
    <Anchor key={link.key} href={link.href} target="_blank" rel="noopener noreferrer" size={size} c={c} underline="always">
      <Group component="span" gap={4} wrap="nowrap" display="inline-flex">
        {t(`links.${link.key}`)}
        <IconExternalLink size={14} aria-hidden="true" />
      </Group>
      <span className="visually-hidden"> {t('common.newTab')}</span>
    </Anchor>
  ));
  return direction === 'column' ? (
    <Stack gap={6} component="nav" aria-label={t('links.title')}>
      {items}
    </Stack>
  ) : (
    <Group gap="md" component="nav" aria-label={t('links.title')}>
      {items}
    </Group>
  );
}
