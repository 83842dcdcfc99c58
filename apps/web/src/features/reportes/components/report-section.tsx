import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useId, useState, type ReactNode } from 'react';
import { useReportesTranslation } from '../i18n';

/** One report: a titled card with its Excel download; the chart and its table go inside. */
export function ReportSection({
  title,
  note,
  onExcel,
  excelDisabled,
  testId,
  children,
}: {
  title: string;
  note?: string;
  onExcel: () => Promise<void>;
  excelDisabled?: boolean;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useReportesTranslation();
  const headingId = useId();
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const download = async () => {
    setPending(true);
    setFailed(false);
    try {
      await onExcel();
    } catch (error) {
      console.error('Report Excel failed', error);
      setFailed(true);
    } finally {
      setPending(false);
    }
  };
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} data-testid={testId}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4} style={{ flex: '1 1 280px' }}>
            <Title order={2} size="h3" id={headingId}>
              {title}
            </Title>
            {note && (
              <Text size="sm" c="gray.7">
                {note}
              </Text>
            )}
          </Stack>
          <Button
            variant="default"
            size="sm"
            leftSection={<IconDownload size={16} aria-hidden="true" />}
            onClick={() => void download()}
            loading={pending}
            disabled={excelDisabled}
          >
            {t('excel')}
          </Button>
        </Group>
        {failed && (
          <Alert color="red" variant="light" role="alert">
            {t('excelError')}
          </Alert>
        )}
        {children}
      </Stack>
    </Paper>
  );
}
