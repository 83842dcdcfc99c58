import { Alert, Anchor, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconCircleX, IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { FACULTY_NAME } from '@ingreso/shared';
import { constanciasApi, type ConstanciaVerification } from '@/api/constancias';
import { PublicPage } from '@/components/public-page';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useFormatDate } from '@/lib/format-date';
import { usePageTitle } from '@/lib/page-title';
import { useVerificarTranslation } from './i18n';

function Field({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div>
      <Text size="sm" c="gray.7">
        {label}
      </Text>
      <Text fw={600} data-testid={testId} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </div>
  );
}

/**
 * /verificar/:code: the public check of a constancia's QR (issue 19, decision 163).
 * No session needed; it shows only what the API answers (initials, the document's
 * last 3 digits, instancia, estados, dates) or "Constancia no válida".
 */
export function VerifyConstanciaPage() {
  const { t } = useVerificarTranslation();
  usePageTitle(t('title'));
  const formatDate = useFormatDate();
  const code = useParams().code ?? '';
  // The page is public: no QueryClient here (it lives in the signed-in shell), one call on arrival.
  const [check, setCheck] = useState<
    { code: string; data: ConstanciaVerification; status: null } | { code: string; data: null; status: number } | null
  >(null);
  useEffect(() => {
    const controller = new AbortController();
    constanciasApi
      .verify(code, controller.signal)
      .then((data) => setCheck({ code, data, status: null }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setCheck({ code, data: null, status: isApiError(error) ? error.status : 0 });
      });
    return () => controller.abort();
  }, [code]);

  let content;
  if (!check || check.code !== code) {
    content = (
      <Stack align="center" gap="sm" py="lg" role="status">
        <Loader aria-hidden="true" />
        <Text>{t('loading')}</Text>
      </Stack>
    );
  } else if (check.data === null) {
    const status = check.status;
    content =
      status === 404 ? (
        <Alert color="red" variant="light" icon={<IconCircleX aria-hidden="true" />} data-testid="constancia-invalid">
          <Title order={2} size="h3" mb="xs">
            {t('invalid')}
          </Title>
          <Text>{t('invalidHint')}</Text>
        </Alert>
      ) : (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconAlertTriangle aria-hidden="true" />}
          role="alert"
          data-testid="constancia-check-failed"
        >
          {status === 429 ? t('tooMany') : t('failure')}
        </Alert>
      );
  } else {
    const v = check.data;
    content = (
      <Stack gap="md" data-testid="constancia-valid">
        <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden="true" />}>
          <Title order={2} size="h3" mb="xs">
            {t('valid')}
          </Title>
          <Text>{t('validHint')}</Text>
        </Alert>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Field label={t('holder')} value={v.iniciales} testId="verify-iniciales" />
          <Field label={t('document')} value={`…${v.documento_final}`} testId="verify-documento" />
          <Field label={t('instancia')} value={v.instancia} />
          <Field label={t('fechaInscripcion')} value={formatDate(v.fecha_inscripcion)} />
          <Field label={t('estadoAlEmitir')} value={v.estado_al_emitir} testId="verify-estado-emitido" />
          <Field label={t('estadoActual')} value={v.estado_actual} testId="verify-estado-actual" />
          <Field label={t('fechaEmision')} value={formatDate(v.fecha_emision)} />
        </SimpleGrid>
        {v.estado_al_emitir !== v.estado_actual && (
          <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden="true" />}>
            {t('changed')}
          </Alert>
        )}
      </Stack>
    );
  }

  return (
    <PublicPage size="sm">
      <div>
        <Title order={1}>{t('title')}</Title>
        <Text c="gray.7" size="sm" mt={4}>
          {FACULTY_NAME}
        </Text>
      </div>
      <Text>{t('intro')}</Text>
      {content}
      <Anchor component={Link} to={paths.home} size="sm">
        {t('home')}
      </Anchor>
    </PublicPage>
  );
}
