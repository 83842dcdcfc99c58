import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconCircleCheck, IconPlus } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useAsistenciasTranslation } from '../i18n';

interface CompletionPanelProps {
  title?: string;
  message: string;
  onBack: () => void;
  onLoadNew: () => void;
  onContinue: () => void;
}

/** The end of a load: the seed's success text with Volver, Cargar Nuevo and Continuar (seed 001 §2). */
export function CompletionPanel({ title, message, onBack, onLoadNew, onContinue }: CompletionPanelProps) {
  const { t } = useAsistenciasTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The step content that had focus is gone: move it to the result so it is read out.
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} data-testid="wizard-success">
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon color="green" variant="light" size={72} radius="xl" aria-hidden="true">
          <IconCircleCheck size={44} />
        </ThemeIcon>
        <Title order={2} size="h3" ref={headingRef} tabIndex={-1} style={{ outline: 'none' }} maw={560}>
          {title ?? message}
        </Title>
        {title && <Text>{message}</Text>}
        <Group justify="center" gap="sm">
          <Button variant="default" leftSection={<IconArrowLeft size={18} aria-hidden="true" />} onClick={onBack}>
            {t('success.back')}
          </Button>
          <Button variant="light" leftSection={<IconPlus size={18} aria-hidden="true" />} onClick={onLoadNew}>
            {t('success.loadNew')}
          </Button>
          <Button onClick={onContinue}>{t('success.continue')}</Button>
        </Group>
      </Stack>
    </Paper>
  );
}
