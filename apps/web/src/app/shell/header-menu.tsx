import { Group, NavLink, Stack, UnstyledButton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { routePreloads } from '@/app/routes/preload-route';
import type { MenuEntry } from '@/app/routes/types';
import { intentHandlers } from '@/lib/intent';
import classes from './header-menu.module.css';
import { MenuIcon } from './menu-icons';
import { useShellTranslation } from './i18n';

const MenuCount = lazy(() => import('./menu-count'));

/** The entry's count, if it has one (loaded only by the menus that show one). */
function EntryCount({ entry }: { entry: MenuEntry }) {
  if (!entry.count) return null;
  return (
    <Suspense fallback={null}>
      <MenuCount kind={entry.count} />
    </Suspense>
  );
}

/**
 * Starts downloading an entry's screen when the pointer reaches its link or the keyboard focuses
 * it, before the click. A screen whose code is there renders at once; one still loading shows the
 * progress bar until it arrives. Only the code: the screen's data is asked for when it opens
 * (decision 347).
 */
const preloadOnIntent = (path: string) => intentHandlers(() => routePreloads(path).screen());

interface HeaderMenuProps {
  entries: MenuEntry[];
  direction: 'row' | 'column';
  /**
   * The path of the current page's entry (activeMenuEntry, the longest match). Not the router's
   * NavLink matching, which marks Inscripciones too on /inscripciones/identidad.
   */
  activePath?: string;
}

/** The role's menu: a row of links in the header, a list in the phone drawer. */
export function HeaderMenu({ entries, direction, activePath }: HeaderMenuProps) {
  const { t } = useShellTranslation();
  if (entries.length === 0) return null;

  if (direction === 'column') {
    return (
      <Stack gap={4} component="ul" className={classes.list}>
        {entries.map((entry) => (
          <li key={entry.path}>
            <NavLink
              component={Link}
              to={entry.path}
              {...preloadOnIntent(entry.path)}
              active={entry.path === activePath}
              aria-current={entry.path === activePath ? 'page' : undefined}
              label={t(entry.labelKey)}
              leftSection={<MenuIcon path={entry.path} />}
              rightSection={<EntryCount entry={entry} />}
            />
          </li>
        ))}
      </Stack>
    );
  }

  return (
    <nav aria-label={t('mainMenu')} className={entries.length > 3 ? classes.crowded : undefined}>
      <Group gap={4} component="ul" className={classes.list} wrap="nowrap">
        {entries.map((entry) => (
          <li key={entry.path}>
            <UnstyledButton
              component={Link}
              to={entry.path}
              {...preloadOnIntent(entry.path)}
              className={classes.link}
              aria-current={entry.path === activePath ? 'page' : undefined}
            >
              <MenuIcon path={entry.path} />
              <span>{t(entry.labelKey)}</span>
              <EntryCount entry={entry} />
            </UnstyledButton>
          </li>
        ))}
      </Group>
    </nav>
  );
}
