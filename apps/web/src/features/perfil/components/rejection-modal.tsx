import { Button, Group, Modal, Stack, Text, Typography } from '@mantine/core';
import { useMemo } from 'react';
import { htmlToText } from '@ingreso/shared';
import { sanitizeHtml } from '@/lib/sanitize-html';
import { usePerfilTranslation } from '../i18n';
import classes from '../profile.module.css';

interface RejectionModalProps {
  opened: boolean;
  onClose: () => void;
  instancia: string;
  observacion: string | null;
}

/** The staff's reason for rejecting an enrolment; its HTML is sanitized again before it is rendered. */
export function RejectionModal({ opened, onClose, instancia, observacion }: RejectionModalProps) {
  const { t } = usePerfilTranslation();
  const html = useMemo(() => sanitizeHtml(observacion ?? ''), [observacion]);
  const empty = htmlToText(html) === '';
  return (
    <Modal
      // Mantine's modal header is a <header>: a second banner landmark beside the page's. It is only a title bar.
      attributes={{ header: { role: 'presentation' } }}
      classNames={{ content: classes.readable }}
      opened={opened}
      onClose={onClose}
      title={t('enrolments.reasonTitle')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('actions.close') }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack gap="md">
        <Text size="sm" c="gray.7">
          {instancia}
        </Text>
        {empty ? (
          <Text size="sm">{t('enrolments.noReason')}</Text>
        ) : (
          <Typography
            data-testid="rejection-reason"
            fz="sm"
            style={{ overflowWrap: 'anywhere' }}
            dangerouslySetInnerHTML={{ __html: html }}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('actions.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
