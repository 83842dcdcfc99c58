import { AppShell, Box, Burger, Group, Stack } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { areaOf } from '@/app/routes/area';
import { activeMenuEntry, menuOf } from '@/app/routes/menu';
import { LanguageSelect } from '@/components/language-select';
import { Logo } from '@/components/logo';
import { paths } from '@/config/paths';
import { useUserInfoSync } from '@/features/auth/api/use-user-info-sync';
import { usePageTitle } from '@/lib/page-title';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { queryClient } from '@/lib/query-client';
import { permissionsOf } from '@/lib/permissions';
import { useSession } from '@/lib/session';
import { HeaderMenu } from './header-menu';
import { PageHeader } from './page-header';
import type { ProfileDrawerProps } from './profile-drawer';
import { ShellFooter } from './shell-footer';
import { UserButton } from './user-button';
import { useShellTranslation } from './i18n';

/**
 * The "Mi Perfil" panel is closed when a screen opens, and Mantine's Drawer brings its modal
 * base, scroll lock, scroll area and focus trap: more code than the rest of the shell. It
 * loads when the user shows the intent to open it (pointer over the user button, a touch,
 * keyboard focus), or at the latest with the click (decision 72).
 */
const ProfileDrawer = lazyWithPreload<ProfileDrawerProps>(() => import('./profile-drawer').then((m) => m.ProfileDrawer));

/**
 * The frame of every signed-in screen: header (logo, menu by role, language,
 * user menu), breadcrumbs and title, the screen, the footer and the
 * "Mi Perfil" side panel. On phones the menu folds behind a burger.
 */
export function SignedInShell({ children }: { children: ReactNode }) {
  // The data cache of signed-in screens; kept out of the public pages' download.
  return (
    <QueryClientProvider client={queryClient}>
      <ShellFrame>{children}</ShellFrame>
    </QueryClientProvider>
  );
}

function ShellFrame({ children }: { children: ReactNode }) {
  const { t } = useShellTranslation();
  const session = useSession();
  const location = useLocation();
  const [navOpened, nav] = useDisclosure(false);
  const [profileOpened, profile] = useDisclosure(false);
  // Mounted (closed) once its code is wanted; it stays mounted so that closing animates.
  const [drawerWanted, setDrawerWanted] = useState(false);
  const wantDrawer = () => setDrawerWanted(true);

  const area = areaOf(session?.scope);
  const permissions = permissionsOf(session);
  const menu = menuOf(area, permissions);
  const active = activeMenuEntry(area, location.pathname, permissions);
  usePageTitle(active ? t(active.labelKey) : undefined);
  // The staff menu's five entries do not fit in one header row on a tablet: it folds behind the burger up to lg.
  const fold = menu.length > 3 ? 'lg' : 'sm';

  // The phone menu has no place on a wide screen (e.g. after rotating a tablet). Read during the
  // first render (a client-only app): read in an effect, a wide screen would render the frame twice.
  const wide = useMediaQuery(fold === 'lg' ? '(min-width: 75em)' : '(min-width: 48em)', undefined, { getInitialValueInEffect: false });
  useEffect(() => {
    if (wide) nav.close();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- nav's handlers are stable
  }, [wide]);

  // A link chosen in the phone menu should reveal the page, not leave the menu covering it.
  useEffect(() => {
    nav.close();
    profile.close();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only on navigation
  }, [location.pathname]);

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 280, breakpoint: fold, collapsed: { mobile: !navOpened, desktop: true } }}
      padding={0}
    >
      <UserInfoSync />
      <a href="#main-content" className="skip-link">
        {t('common:common.skipToContent')}
      </a>
      <AppShell.Header px="md">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={navOpened}
              onClick={nav.toggle}
              hiddenFrom={fold}
              size="sm"
              aria-label={t('toggleMenu')}
              aria-expanded={navOpened}
              aria-controls={navOpened ? 'mobile-navigation' : undefined}
            />
            <Box
              component={Link}
              to={paths.home}
              aria-label={t('common:common.homeLink', { app: t('common:common.appName') })}
              style={{ textDecoration: 'none', borderRadius: 8 }}
            >
              <Logo />
            </Box>
            <Box visibleFrom={fold} ml="lg">
              <HeaderMenu entries={menu} direction="row" activePath={active?.path} />
            </Box>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <Box visibleFrom={fold}>
              <LanguageSelect />
            </Box>
            <UserButton
              user={session?.user ?? null}
              onIntent={wantDrawer}
              onClick={() => {
                wantDrawer();
                profile.open();
              }}
              expanded={profileOpened}
              greetingFrom={menu.length > 3 ? 'xl' : 'sm'}
            />
          </Group>
        </Group>
      </AppShell.Header>

      {/* Mounted only while open: a closed phone menu must not be tabbable nor a second "Menú principal". */}
      {navOpened && (
        <AppShell.Navbar p="md" id="mobile-navigation" aria-label={t('mainMenu')}>
          <Stack gap="md">
            <HeaderMenu entries={menu} direction="column" activePath={active?.path} />
            <LanguageSelect visibleLabel />
          </Stack>
        </AppShell.Navbar>
      )}

      {/* AppShell.Main only positions; <main> and <footer> are siblings inside it, so the
          footer stays a contentinfo landmark (a footer inside <main> is not one). */}
      <AppShell.Main renderRoot={(props) => <div {...props} />} style={{ display: 'flex', flexDirection: 'column' }}>
        <Box component="main" id="main-content" tabIndex={-1} px={{ base: 'md', md: 'xl' }} py="md" style={{ flex: 1, outline: 'none' }}>
          <PageHeader title={active ? t(active.labelKey) : undefined} entryPath={active?.path} />
          {children}
        </Box>
        <ShellFooter />
      </AppShell.Main>

      {drawerWanted && (
        <Suspense fallback={null}>
          <ProfileDrawer opened={profileOpened} onClose={profile.close} session={session} />
        </Suspense>
      )}
    </AppShell>
  );
}

/**
 * The user re-read behind the frame. A component of its own so that its request's progress
 * (loading, then the answer) re-renders only this, not the whole frame: on a slow phone each
 * re-render of the frame was a long task while the screen opened.
 */
function UserInfoSync() {
  useUserInfoSync();
  return null;
}
