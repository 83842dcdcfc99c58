import { Anchor, Breadcrumbs, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useShellTranslation } from './i18n';

interface PageHeaderProps {
  /** Label of the active menu entry; none on screens outside the menu (e.g. the 404 page). */
  title?: string;
  entryPath?: string;
}

/**
 * Breadcrumbs from "Inicio" (/dashboard, seed) and the page title of the active menu entry.
 * "Inicio" is always a link: a screen outside the menu (Mi Perfil, the registration wizard, a
 * 404) is not Inicio, so it is not marked as the current page (decision 333); that screen
 * names itself in its own heading.
 */
export function PageHeader({ title, entryPath }: PageHeaderProps) {
  const { t } = useShellTranslation();
  return (
    <header>
      <nav aria-label={t('breadcrumbs')}>
        <Breadcrumbs separator="›" fz="sm">
          <Anchor component={Link} to={paths.dashboard} size="sm">
            {t('home')}
          </Anchor>
          {title && entryPath && (
            <Text size="sm" aria-current="page" component="span">
              {title}
            </Text>
          )}
        </Breadcrumbs>
      </nav>
      {title && (
        <Title order={1} size="h2" mt="xs" mb="md">
          {title}
        </Title>
      )}
    </header>
  );
}
