import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface LogoProps {
  /** Light text for dark (banner) backgrounds. */
  inverted?: boolean;
  /** Hide the wordmark on narrow headers. */
  compact?: boolean;
}

/** Faculty emblem (a mortarboard over a green shield) with the system's name. */
export function Logo({ inverted = false, compact = false }: LogoProps) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap" component="span">
      <svg width="36" height="36" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="14" fill={inverted ? '#ffffff' : 'var(--mantine-color-green-8)'} />
        <path d="M32 12 8 24l24 12 20-10v14h4V24z" fill={inverted ? 'var(--mantine-color-green-8)' : '#ffffff'} />
        <path d="M18 34v10c0 4 6.5 8 14 8s14-4 14-8V34l-14 7z" fill="var(--mantine-color-blue-2)" />
      </svg>
      {!compact && (
        // The name keeps its two lines: a crowded header squeezes the menu's padding, never the name.
        <span style={{ whiteSpace: 'nowrap' }}>
          <Text component="span" fw={800} size="lg" lh={1.1} display="block" c={inverted ? 'white' : 'green.9'}>
            {t('common.appName')}
          </Text>
          <Text component="span" size="xs" lh={1.2} display="block" c={inverted ? 'green.0' : 'gray.7'}>
            {t('common.facultyName')}
          </Text>
        </span>
      )}
    </Group>
  );
}
