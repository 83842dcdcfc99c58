import { Avatar, Badge, Button, Divider, Drawer, Group, Stack, Text } from '@mantine/core';
import { IconLogout, IconUserCircle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { Session } from '@/lib/session';
import { initialOf } from './user-button';
import { useShellTranslation } from './i18n';

/** Seed: "Estudiante" when the scope is user, "Administrador" otherwise. */
export function isStudentScope(scope: string | undefined): boolean {
  return (scope ?? '').toLowerCase() === 'user';
}

export interface ProfileDrawerProps {
  opened: boolean;
  onClose: () => void;
  session: Session | null;
}

/** The "Mi Perfil" side panel: who is signed in, their role, and the way out. */
export function ProfileDrawer({ opened, onClose, session }: ProfileDrawerProps) {
  const { t } = useShellTranslation();
  const user = session?.user;
  const student = isStudentScope(session?.scope);
  // The shell loads this panel lazily, so a first click may mount it already open. It opens
  // one commit later: Mantine records the element to return focus to only when `opened`
  // changes, and slides the panel in only then.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    // Compound form so the header is a <div>: the stock <header> sits in a portal outside
    // <main> and would be announced as a second page banner.
    <Drawer.Root opened={mounted && opened} onClose={onClose} position="right" size="sm">
      <Drawer.Overlay />
      <Drawer.Content>
        <Drawer.Header component="div">
          <Drawer.Title component="h2" fw={700} fz="lg">
            {t('profilePanel')}
          </Drawer.Title>
          <Drawer.CloseButton aria-label={t('common:common.back')} />
        </Drawer.Header>
        <Drawer.Body>
          <Stack gap="lg">
            <Group wrap="nowrap" align="flex-start">
              <Avatar color="green" variant="filled" radius="md" size={64} aria-hidden="true">
                {initialOf(user?.name)}
              </Avatar>
              <Stack gap={4} style={{ minWidth: 0 }}>
                <Text fw={700} size="lg" data-testid="profile-name" style={{ overflowWrap: 'anywhere' }}>
                  {user?.name}
                </Text>
                <Text size="sm" c="gray.7" data-testid="profile-email" style={{ overflowWrap: 'anywhere' }}>
                  {user?.email}
                </Text>
                <Badge color={student ? 'blue' : 'green'} variant="light" tt="none" data-testid="profile-role">
                  {student ? t('roleStudent') : t('roleAdmin')}
                </Badge>
              </Stack>
            </Group>
            <Divider />
            {student && session?.persona && (
              <Button
                component={Link}
                to={paths.applicant.perfil}
                variant="light"
                leftSection={<IconUserCircle size={18} aria-hidden="true" />}
                onClick={onClose}
              >
                {t('myProfile')}
              </Button>
            )}
            <Button
              component={Link}
              to={paths.logout}
              color="red"
              variant="light"
              leftSection={<IconLogout size={18} aria-hidden="true" />}
            >
              {t('logout')}
            </Button>
          </Stack>
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}
