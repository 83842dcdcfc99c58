import type { PersonaResponse } from '@ingreso/shared';
import { Anchor, Avatar, Group, Paper, Stack, Text } from '@mantine/core';
import { usePerfilTranslation } from '../i18n';
import { memo } from 'react';

const SECTIONS = [
  ['datos-personales', 'personal'],
  ['situacion-laboral', 'job'],
  ['mi-documentacion', 'documents'],
  ['mis-inscripciones', 'enrolments'],
] as const;

/**
 * Seed: a header with the person's surname and first name; also a jump list to the page's sections.
 * Memoised like PersonalSection: the persona does not change when the rest of the page arrives.
 */
export const ProfileHeader = memo(function ProfileHeader({ persona }: { persona: PersonaResponse }) {
  const { t } = usePerfilTranslation();
  const initials = `${persona.apellido.charAt(0)}${persona.nombre.charAt(0)}`.toUpperCase();
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} data-testid="profile-header">
      <Stack gap="md">
        <Group wrap="nowrap" gap="md" align="center">
          <Avatar color="green" variant="filled" radius="xl" size={56} aria-hidden="true">
            {initials}
          </Avatar>
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={700} fz={{ base: 'lg', sm: 'xl' }} data-testid="profile-fullname" style={{ overflowWrap: 'anywhere' }}>
              {persona.apellido}, {persona.nombre}
            </Text>
            <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
              {t('document', { tipo: persona.tipo_documento.toUpperCase(), numero: persona.numero_documento })} · {persona.email}
            </Text>
          </Stack>
        </Group>
        <Group component="nav" aria-label={t('nav')} gap="md" style={{ rowGap: 4 }}>
          {SECTIONS.map(([id, key]) => (
            <Anchor key={id} href={`#${id}`} size="sm" underline="always">
              {t(`sections.${key}`)}
            </Anchor>
          ))}
        </Group>
      </Stack>
    </Paper>
  );
});
