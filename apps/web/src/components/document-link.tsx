import type { PersonaFile } from '@ingreso/shared';
import { Anchor, Group, Text } from '@mantine/core';
import { IconExternalLink, IconFileTypePdf, IconPhoto } from '@tabler/icons-react';

/**
 * A stored document: the icon of its type and its name, which opens the file in a
 * new tab. The new tab is said to screen readers too (`newTabText`).
 */
export function DocumentLink({
  file,
  label,
  newTabText,
  iconSize = 20,
}: {
  file: Pick<PersonaFile, 'url' | 'mime_type'>;
  label: string;
  newTabText: string;
  iconSize?: number;
}) {
  const TypeIcon = file.mime_type === 'application/pdf' ? IconFileTypePdf : IconPhoto;
  return (
    <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
      <TypeIcon size={iconSize} aria-hidden="true" style={{ flexShrink: 0 }} />
      {file.url === null ? (
        // Listed without a link: this staff group may not open documents.
        <Text size="sm">{label}</Text>
      ) : (
        <Anchor href={file.url} target="_blank" rel="noopener noreferrer" size="sm" underline="always" style={{ minWidth: 0 }}>
          {label}
          <IconExternalLink size={13} aria-hidden="true" style={{ marginLeft: 4, verticalAlign: 'middle' }} />
          <span className="visually-hidden"> {newTabText}</span>
        </Anchor>
      )}
    </Group>
  );
}
