import { UPLOAD_ACCEPT, identidadMsg } from '@ingreso/shared';
import { Alert, Button, FileInput, Group, Modal, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { identidadApi } from '@/api/identidad';
import { isApiError } from '@/lib/api-client';
import { useSeedText } from '@/lib/i18n';
import { useCompleteRegisterTranslation } from '../i18n';

const ACCEPT = Object.keys(UPLOAD_ACCEPT).join(',');

interface ClaimModalProps {
  opened: boolean;
  /** The number the wizard was refused for. */
  numero: string;
  onClose: () => void;
}

/**
 * "Reclamar mi documento" (issue 18 §2): the number taken by someone else, the document's
 * front and back, an optional selfie and a note. Staff compare and answer by e-mail.
 */
export function ClaimModal({ opened, numero, onClose }: ClaimModalProps) {
  const { t } = useCompleteRegisterTranslation();
  const seedText = useSeedText();
  const phone = useMediaQuery('(max-width: 48em)');
  const [numeroValue, setNumero] = useState(numero);
  const [frente, setFrente] = useState<File | null>(null);
  const [dorso, setDorso] = useState<File | null>(null);
  const [selfie, setSelfie] = useState<File | null>(null);
  const [nota, setNota] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing: Record<string, string> = {};
    if (!frente) missing.frente = t('claim.required');
    if (!dorso) missing.dorso = t('claim.required');
    if (!nota.trim()) missing.nota = seedText(identidadMsg.notaRequired);
    setErrors(missing);
    setFailure(null);
    if (Object.keys(missing).length > 0 || !frente || !dorso) return;
    setSending(true);
    try {
      const res = await identidadApi.createClaim({ numero_documento: numeroValue || numero, nota, frente, dorso, selfie });
      setSent(seedText(res.message));
    } catch (err) {
      if (isApiError(err)) {
        const fields = Object.fromEntries(Object.entries(err.body.errors ?? {}).map(([k, v]) => [k, seedText(v[0] ?? '')]));
        setErrors(fields);
        setFailure(seedText(err.body.message));
      } else setFailure(t('claim.error'));
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('claim.title')}
      size="lg"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('claim.close') }}
      attributes={{ header: { role: 'presentation' } }}
    >
      {sent ? (
        <Stack gap="md">
          <Alert color="green" variant="light" role="status" icon={<IconCircleCheck aria-hidden="true" />} data-testid="claim-sent">
            {sent}
          </Alert>
          <Group justify="flex-end">
            <Button onClick={onClose}>{t('claim.close')}</Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Text size="sm">{t('claim.intro')}</Text>
            <TextInput
              label={t('claim.numero')}
              required
              value={numeroValue}
              onChange={(e) => setNumero(e.currentTarget.value)}
              error={errors.numero_documento}
            />
            <FileInput
              label={t('claim.frente')}
              description={t('claim.fileHint')}
              required
              accept={ACCEPT}
              value={frente}
              onChange={setFrente}
              error={errors.frente}
              data-testid="claim-frente"
            />
            <FileInput
              label={t('claim.dorso')}
              description={t('claim.fileHint')}
              required
              accept={ACCEPT}
              value={dorso}
              onChange={setDorso}
              error={errors.dorso}
              data-testid="claim-dorso"
            />
            <FileInput
              label={t('claim.selfie')}
              description={t('claim.fileHint')}
              accept={ACCEPT}
              value={selfie}
              onChange={setSelfie}
              error={errors.selfie}
              clearable
            />
            <Textarea
              label={t('claim.nota')}
              description={t('claim.notaHint')}
              required
              autosize
              minRows={3}
              maxLength={1000}
              value={nota}
              onChange={(e) => setNota(e.currentTarget.value)}
              error={errors.nota}
            />
            {failure && (
              <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden="true" />}>
                {failure}
              </Alert>
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose}>
                {t('claim.cancel')}
              </Button>
              <Button type="submit" loading={sending} data-testid="claim-submit">
                {t('claim.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
