import { Anchor, Button, Stack, Text } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { AuthHeading } from './auth-heading';

/**
 * The end of an account flow (registered, activated, link sent, password changed):
 * what happened, and one way on, to the login page.
 */
export function AuthOutcome({
  icon: OutcomeIcon,
  title,
  actionLabel,
  children,
}: {
  icon?: Icon;
  title: string;
  actionLabel: string;
  children: ReactNode;
}) {
  return (
    <Stack gap="md" align="center" ta="center">
      {OutcomeIcon && <OutcomeIcon size={56} color="var(--mantine-color-green-7)" aria-hidden="true" />}
      <AuthHeading title={title} />
      {children}
      <Button component={Link} to={paths.auth.login} fullWidth>
        {actionLabel}
      </Button>
    </Stack>
  );
}

/** The "Volver" link under a form that leads back to the login page. */
export function BackToLoginLink() {
  const { t } = useTranslation();
  return (
    <Text size="sm" ta="center">
      <Anchor component={Link} to={paths.auth.login}>
        {t('common.back')}
      </Anchor>
    </Text>
  );
}
