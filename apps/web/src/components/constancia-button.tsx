import { Alert, Button, Stack } from '@mantine/core';
import { IconAlertCircle, IconFileDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { constanciasApi } from '@/api/constancias';

interface ConstanciaButtonProps {
  inscriptoId: number;
  label: string;
  errorText: string;
}

/**
 * "Descargar constancia": the PDF comes through the authenticated client (bearer
 * header, decision 166) and is saved from a Blob. Used in Mis Inscripciones and in
 * the staff's enrollee detail; each passes its own translated texts.
 */
export function ConstanciaButton({ inscriptoId, label, errorText }: ConstanciaButtonProps) {
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);

  const download = async () => {
    if (pending) return;
    setPending(true);
    setFailed(false);
    try {
      await constanciasApi.downloadConstancia(inscriptoId);
    } catch (error) {
      console.error('constancia download failed', error);
      setFailed(true);
    } finally {
      setPending(false);
    }
  };

  return (
    <Stack gap="xs" align="flex-start">
      <Button
        variant="default"
        leftSection={<IconFileDownload size={16} aria-hidden="true" />}
        onClick={() => void download()}
        loading={pending}
        data-testid="download-constancia"
      >
        {label}
      </Button>
      {failed && (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert" data-testid="constancia-error">
          {errorText}
        </Alert>
      )}
    </Stack>
  );
}
