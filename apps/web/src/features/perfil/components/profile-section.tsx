import { Group, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface ProfileSectionProps {
  /** Anchor of the section (links such as /perfil#mi-documentacion land here). */
  id: string;
  title: string;
  /** Buttons beside the title (Editar, Cargar documentación...). */
  actions?: ReactNode;
  children: ReactNode;
}

/** One titled block of Mi Perfil: a landmark region named by its heading. */
export function ProfileSection({ id, title, actions, children }: ProfileSectionProps) {
  const headingId = `${id}-titulo`;
  return (
    <Paper
      component="section"
      id={id}
      aria-labelledby={headingId}
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      style={{ scrollMarginTop: 80 }}
    >
      <Stack gap="md">
        <Group justify="space-between" align="center" gap="sm">
          <Title order={2} size="h3" id={headingId}>
            {title}
          </Title>
          {actions}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
