import { Box, Center } from '@mantine/core';
import { Link } from 'react-router';
import { SuspenseOutlet } from '@/components/suspense-outlet';
import { SignedInShell } from '@/app/shell/signed-in-shell';
import { Logo } from '@/components/logo';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';

/**
 * /error is reachable signed in or not: a signed-in user keeps the shell (menu,
 * profile panel, a way out); anyone else gets a bare page with the logo.
 */
export function ErrorLayout() {
  const signedIn = useSession() !== null;
  if (signedIn) {
    return (
      <SignedInShell>
        <SuspenseOutlet />
      </SignedInShell>
    );
  }
  return (
    <Box mih="100dvh" bg="gray.0">
      <Box component="header" p="md">
        <Link to={paths.home} style={{ textDecoration: 'none', display: 'inline-block' }}>
          <Logo />
        </Link>
      </Box>
      <Center component="main" px="md" py="xl">
        <SuspenseOutlet />
      </Center>
    </Box>
  );
}
