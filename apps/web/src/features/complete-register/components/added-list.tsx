import { ActionIcon, Group, Paper, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useId } from 'react';
import { useCompleteRegisterTranslation } from '../i18n';

export interface AddedItem {
  key: string;
  label: string;
  onRemove: () => void;
}

interface AddedListProps {
  title: string;
  empty: string;
  items: AddedItem[];
}

/** Entries added with an "Añadir" button, each with its own remove button. */
export function AddedList({ title, empty, items }: AddedListProps) {
  const { t } = useCompleteRegisterTranslation();
  const id = useId();
  return (
    <Stack gap={6}>
      <Text id={id} size="sm" fw={500}>
        {title}
      </Text>
      {items.length === 0 ? (
        <Text size="sm" c="gray.7">
          {empty}
        </Text>
      ) : (
        <Stack component="ul" aria-labelledby={id} gap={6} p={0} m={0} style={{ listStyle: 'none' }}>
          {items.map((item) => (
            <Paper component="li" key={item.key} withBorder radius="sm" px="sm" py={6}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm">{item.label}</Text>
                <ActionIcon variant="subtle" color="red" onClick={item.onRemove} aria-label={t('remove', { item: item.label })}>
                  <IconTrash size={16} aria-hidden="true" />
                </ActionIcon>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
