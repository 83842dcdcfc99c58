import { Alert, Button, Menu } from '@mantine/core';
import { IconAlertCircle, IconChevronDown, IconFileTypeCsv } from '@tabler/icons-react';
import { useState } from 'react';
import { constanciasApi, type HandoffFormat } from '@/api/constancias';
import { useInscripcionesTranslation } from '../i18n';

/**
 * "Exportar CSV para el sistema de alumnos": the approved applicants of the instancia
 * in the layout of docs/hand-off.md, in the variant for Excel in Spanish or plain
 * UTF-8, downloaded through the authenticated client (decision 166).
 */
export function HandoffMenu({ instanciaId }: { instanciaId: number }) {
  const { t } = useInscripcionesTranslation();
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);

  const run = async (formato: HandoffFormat) => {
    setPending(true);
    setFailed(false);
    try {
      await constanciasApi.exportHandoff(instanciaId, formato);
    } catch (error) {
      console.error('hand-off export failed', error);
      setFailed(true);
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button
            variant="default"
            leftSection={<IconFileTypeCsv size={18} aria-hidden="true" />}
            rightSection={<IconChevronDown size={16} aria-hidden="true" />}
            loading={pending}
            // On a phone the long label wraps inside a full-width button instead of running off the screen.
            w={{ base: '100%', xs: 'auto' }}
            h="auto"
            mih={36}
            py={6}
            styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
            data-testid="handoff-export"
          >
            {t('handoff.button')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => void run('excel')} data-testid="handoff-excel">
            {t('handoff.excel')}
          </Menu.Item>
          <Menu.Item onClick={() => void run('utf8')} data-testid="handoff-utf8">
            {t('handoff.utf8')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {failed && (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert" w="100%" data-testid="handoff-error">
          {t('handoff.failure')}
        </Alert>
      )}
    </>
  );
}
