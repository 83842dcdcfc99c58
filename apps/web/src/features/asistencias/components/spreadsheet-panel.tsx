import type { ImportarPlanillaResult } from '@ingreso/shared';
import { Alert, Button, Checkbox, FileButton, Group, List, Modal, Paper, Select, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet } from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import { useId, useState } from 'react';
import { planillaApi } from '@/api/asistencias';
import { ScrollTable } from '@/components/scroll-table';
import { isApiError } from '@/lib/api-client';
import { useImportPlanilla } from '../api/planilla';
import type { WizardInstancia } from '../api/get-instancia';
import { downloadPlanilla, readPlanilla } from '../lib/planilla-file';
import { useAsistenciasTranslation } from '../i18n';

type Sheet = Awaited<ReturnType<typeof readPlanilla>>;
type Review =
  | { kind: 'preview'; sheet: Sheet; result: ImportarPlanillaResult }
  | { kind: 'errors'; message: string; cells: Array<[string, string]> }
  | { kind: 'saved'; result: ImportarPlanillaResult };

/**
 * "Planilla Excel" of the attendance screen (issue 19): download the students × dates sheet of a
 * subject, and import it back. The import is checked by the API first and shown as a preview;
 * nothing is written until "Guardar", and a change to stored marks needs the box ticked.
 */
export function SpreadsheetPanel({ instancia }: { instancia: WizardInstancia }) {
  const { t } = useAsistenciasTranslation();
  const headingId = useId();
  const [materiaId, setMateriaId] = useState<string | null>(null);
  const [busy, setBusy] = useState<'download' | 'read' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [review, setReview] = useState<Review | null>(null);
  const [consent, setConsent] = useState(false);
  const importar = useImportPlanilla();
  const phone = useMediaQuery('(max-width: 36em)');
  const materias = instancia.carrera.materias;
  const ids = materiaId ? { instancia_id: instancia.id, materia_id: Number(materiaId) } : null;

  const errorReview = (error: unknown): Review | null => {
    if (!isApiError(error) || (error.status !== 422 && error.status !== 409)) return null;
    return {
      kind: 'errors',
      message: error.body.message,
      cells: Object.entries(error.body.errors).map(([cell, list]) => [cell, list.join(' ')]),
    };
  };

  const download = async () => {
    if (!ids) return;
    setBusy('download');
    setProblem(null);
    try {
      await downloadPlanilla(await planillaApi.get(ids.instancia_id, ids.materia_id));
    } catch (error) {
      console.error('Attendance sheet download failed', error);
      setProblem(isApiError(error) ? error.message : t('planilla.downloadError'));
    } finally {
      setBusy(null);
    }
  };

  const choose = async (file: File | null) => {
    if (!file || !ids) return;
    setBusy('read');
    setProblem(null);
    setConsent(false);
    let sheet: Sheet;
    try {
      sheet = await readPlanilla(file);
    } catch (error) {
      console.error('Attendance sheet unreadable', error);
      setProblem(t('planilla.unreadable'));
      setBusy(null);
      return;
    }
    try {
      const result = await importar.mutateAsync({ ...ids, ...sheet, aplicar: false });
      setReview({ kind: 'preview', sheet, result });
    } catch (error) {
      const r = errorReview(error);
      if (r) setReview(r);
      else setProblem(isApiError(error) ? error.message : t('planilla.importError'));
    } finally {
      setBusy(null);
    }
  };

  const save = async () => {
    if (review?.kind !== 'preview' || !ids) return;
    try {
      const result = await importar.mutateAsync({
        ...ids,
        ...review.sheet,
        aplicar: true,
        reemplazar: review.result.reemplazos > 0 && consent,
      });
      setReview({ kind: 'saved', result });
    } catch (error) {
      const r = errorReview(error);
      if (r) setReview(r);
      else setProblem(isApiError(error) ? error.message : t('planilla.importError'));
    }
  };

  const preview = review?.kind === 'preview' ? review.result : null;
  const needsConsent = !!preview && preview.reemplazos > 0;

  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} data-testid="planilla-panel">
      <Stack gap="sm">
        <Title order={3} size="h4" id={headingId}>
          {t('planilla.title')}
        </Title>
        <Text size="sm" c="gray.7">
          {t('planilla.help')}
        </Text>
        <Group align="flex-end" gap="sm">
          <Select
            label={t('planilla.materia')}
            placeholder={t('planilla.materiaPlaceholder')}
            data={materias.map((m) => ({ value: String(m.id), label: m.descripcion }))}
            value={materiaId}
            onChange={setMateriaId}
            w={{ base: '100%', sm: 320 }}
            data-testid="planilla-materia"
          />
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden="true" />}
            onClick={() => void download()}
            disabled={!ids}
            loading={busy === 'download'}
          >
            {t('planilla.download')}
          </Button>
          <FileButton onChange={(f) => void choose(f)} accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet">
            {(props) => (
              <Button
                {...props}
                variant="default"
                leftSection={<IconFileSpreadsheet size={16} aria-hidden="true" />}
                disabled={!ids}
                loading={busy === 'read'}
                data-testid="planilla-import"
              >
                {t('planilla.import')}
              </Button>
            )}
          </FileButton>
        </Group>
        {problem && (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        )}
      </Stack>

      <Modal
        opened={review !== null}
        onClose={() => setReview(null)}
        title={t('planilla.reviewTitle')}
        size="xl"
        fullScreen={phone}
        // Mantine's modal header is a <header>: a second banner landmark beside the page's. It is only a title bar.
        attributes={{ header: { role: 'presentation' } }}
        closeButtonProps={{ 'aria-label': t('planilla.close') }}
      >
        {review?.kind === 'errors' && (
          <Stack gap="sm" data-testid="planilla-errors">
            <Alert color="red" variant="light" role="alert">
              {review.message}
            </Alert>
            {review.cells.length > 0 && (
              <List size="sm" spacing={4}>
                {review.cells.map(([cell, text]) => (
                  <List.Item key={cell}>
                    <Text span fw={600}>
                      {cell}
                    </Text>
                    : {text}
                  </List.Item>
                ))}
              </List>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setReview(null)}>
                {t('planilla.close')}
              </Button>
            </Group>
          </Stack>
        )}
        {review?.kind === 'saved' && (
          <Stack gap="sm">
            <Alert color="green" variant="light" role="status" data-testid="planilla-saved">
              {t('planilla.saved', { count: review.result.nuevas + review.result.reemplazos })}
            </Alert>
            <Group justify="flex-end">
              <Button onClick={() => setReview(null)}>{t('planilla.close')}</Button>
            </Group>
          </Stack>
        )}
        {preview && (
          <Stack gap="sm" data-testid="planilla-preview">
            <Text>
              {t('planilla.summary', { nuevas: preview.nuevas, reemplazos: preview.reemplazos, sinCambios: preview.sin_cambios })}
            </Text>
            {preview.cambios.length > 0 && (
              <ScrollTable label={t('planilla.changes')} minWidth={560}>
                <Table striped withTableBorder>
                  <Table.Caption>{t('planilla.changes')}</Table.Caption>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">{t('planilla.cell')}</Table.Th>
                      <Table.Th scope="col">{t('planilla.student')}</Table.Th>
                      <Table.Th scope="col">{t('planilla.date')}</Table.Th>
                      <Table.Th scope="col">{t('planilla.before')}</Table.Th>
                      <Table.Th scope="col">{t('planilla.after')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {preview.cambios.map((c) => (
                      <Table.Tr key={c.celda}>
                        <Table.Th scope="row">{c.celda}</Table.Th>
                        <Table.Td>{`${c.apellido}, ${c.nombre} (${c.numero_documento})`}</Table.Td>
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>{c.fecha}</Table.Td>
                        <Table.Td>{c.antes ? t(`planilla.mark.${c.antes}`) : t('planilla.none')}</Table.Td>
                        <Table.Td>{t(`planilla.mark.${c.despues}`)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </ScrollTable>
            )}
            {needsConsent && (
              <Checkbox
                checked={consent}
                onChange={(e) => setConsent(e.currentTarget.checked)}
                label={t('planilla.consent', { count: preview.reemplazos })}
                data-testid="planilla-consent"
              />
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setReview(null)}>
                {t('planilla.cancel')}
              </Button>
              <Button
                onClick={() => void save()}
                loading={importar.isPending}
                disabled={preview.cambios.length === 0 || (needsConsent && !consent)}
                data-testid="planilla-save"
              >
                {t('planilla.save')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Paper>
  );
}
