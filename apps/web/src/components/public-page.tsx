import { Box, Container, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { Logo } from './logo';

/**
 * The frame of the public pages outside the signed-in shell (the terms, the constancia
 * check): a header with the logo linking home, and one white card as the main content.
 */
export function PublicPage({ size, children }: { size: 'sm' | 'md'; children: ReactNode }) {
  return (
    <Box bg="gray.0" mih="100dvh">
      <Box component="header" bg="white" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Container size={size}>
          <Link to={paths.home} style={{ textDecoration: 'none', display: 'inline-block' }}>
            <Logo />
          </Link>
        </Container>
      </Box>
      <Container size={size} py="xl" component="main" id="main-content">
        <Stack
          gap="lg"
          bg="white"
          p={{ base: 'md', sm: 'xl' }}
          style={{ borderRadius: 12, border: '1px solid var(--mantine-color-gray-3)' }}
        >
          {children}
        </Stack>
      </Container>
    </Box>
  );
}
