import { Anchor, Box, Group, Stack, Text } from '@mantine/core';
import { DEVELOPER_CREDIT, FACULTY_NAME } from '@ingreso/shared';
import { FacultyLinks } from '@/components/faculty-links';
import { useShellTranslation } from './i18n';

/** Faculty links, the developer's credit and the current year. */
export function ShellFooter() {
  const { t } = useShellTranslation();
  const year = new Date().getFullYear();
  return (
    <Box
      component="footer"
      px={{ base: 'md', md: 'xl' }}
      py="md"
      bg="gray.0"
      style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Stack gap="xs">
        <FacultyLinks c="green.9" />
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="gray.7" data-testid="footer-year">
            © {year} {FACULTY_NAME}
          </Text>
          <Text size="xs" c="gray.7">
            {t('credit')}{' '}
            <Anchor href={DEVELOPER_CREDIT.url} target="_blank" rel="noopener noreferrer" size="xs" c="green.9" underline="always">
              {DEVELOPER_CREDIT.name}
              <span className="visually-hidden"> {t('common:common.newTab')}</span>
            </Anchor>
          </Text>
        </Group>
      </Stack>
    </Box>
  );
}
