import { Center, Loader, Stack, Text } from '@mantine/core';

interface PageLoaderProps {
  label: string;
  /** Fill the whole viewport (area entry) or only the available space. */
  fullScreen?: boolean;
}

/** A centred spinner with a visible, announced label. */
export function PageLoader({ label, fullScreen = false }: PageLoaderProps) {
  return (
    <Center mih={fullScreen ? '100dvh' : 240} p="xl">
      <Stack align="center" gap="sm" role="status" aria-live="polite">
        <Loader color="green" aria-hidden="true" />
        <Text c="gray.7">{label}</Text>
      </Stack>
    </Center>
  );
}
