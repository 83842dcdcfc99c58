import { Box, Stack, Text, Title } from '@mantine/core';
import { FACULTY_NAME } from '@ingreso/shared';
import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import { RouteProgress } from '@/components/route-progress';
import { FacultyLinks } from '@/components/faculty-links';
import { LanguageSelect } from '@/components/language-select';
import { Logo } from '@/components/logo';
import { whenIdle } from '@/lib/when-idle';
import { preloadAuthSchemas } from '../api/schemas';
import classes from './auth-layout.module.css';
import { useAuthTranslation } from '../i18n';

/**
 * Fetches the validation schemas (zod, about 25 KB gzipped) once the screen is on view:
 * it mounts inside the screen's Suspense boundary, so it commits with the form, and waits
 * for the first idle moment after that paint, so the schemas never compete with the
 * screen's own chunks (docs/performance.md). The first validation awaits them anyway.
 */
function PreloadSchemasWithScreen() {
  useEffect(() => whenIdle(preloadAuthSchemas), []);
  return null;
}

/**
 * Sign-in area frame: the welcome banner of the admissions system (left on
 * desktop, on top on phones), the current screen, and the faculty's links.
 */
export function AuthLayout() {
  const { t } = useAuthTranslation();
  const year = new Date().getFullYear();
  return (
    <div className={classes.root}>
      <a href="#main-content" className="skip-link">
        {t('common:common.skipToContent')}
      </a>
      <header className={classes.banner}>
        <Logo inverted />
        <Stack gap="sm" className={classes.welcome}>
          <Title order={2} className={classes.welcomeTitle}>
            {t('banner.welcome')}
          </Title>
          <Text className={classes.faculty}>{t('banner.faculty')}</Text>
          <Text className={classes.description}>{t('banner.description')}</Text>
        </Stack>
      </header>

      <main id="main-content" tabIndex={-1} className={classes.main}>
        <div className={classes.toolbar}>
          <LanguageSelect />
        </div>
        <Box className={classes.card}>
          <Suspense fallback={<RouteProgress />}>
            <Outlet />
            <PreloadSchemasWithScreen />
          </Suspense>
        </Box>
      </main>

      <footer className={classes.footer}>
        <Text fw={700} size="sm" mb={6} component="h2">
          {t('common:links.title')}
        </Text>
        <FacultyLinks c="inherit" />
        <Text size="xs" mt="sm">
          © {year} {FACULTY_NAME}
        </Text>
      </footer>
    </div>
  );
}
