import { MERGE_FIELDS, type MergeField } from '@ingreso/shared';
import { Alert, Badge, Button, Card, Group, Modal, Radio, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { identidadQueries, type DuplicatePair, type StaffReclamo } from '@/api/identidad';
import { PageLoader } from '@/components/page-loader';
import { isApiError } from '@/lib/api-client';
import { useSeedText } from '@/lib/i18n';
import { usePageTitle } from '@/lib/page-title';
import { useMergePersonas, useNotDuplicate, useRefuseClaim, useTransferClaim } from './api/identity';
import { personaFieldLabelKey } from './components/persona-edit-form';
import { useInscripcionesTranslation } from './i18n';

/** One side of a comparison: name, document, birth date, e-mail and the document images. */
function Side({ title, lines, links }: { title: string; lines: string[]; links: Array<{ href: string | null; label: string }> }) {
  return (
    <Card withBorder padding="sm" radius="sm">
      <Stack gap={4}>
        <Text fw={600} size="sm">
          {title}
        </Text>
        {lines.map((l) => (
          <Text key={l} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {l}
          </Text>
        ))}
        <Group gap="xs">
          {links.map((l) =>
            l.href ? (
              <Button key={l.label} component="a" href={l.href} target="_blank" rel="noopener" size="compact-sm" variant="light">
                {l.label}
              </Button>
            ) : null,
          )}
        </Group>
      </Stack>
    </Card>
  );
}

function ClaimCard({ claim, onRefuse }: { claim: StaffReclamo; onRefuse: (c: StaffReclamo) => void }) {
  const { t } = useInscripcionesTranslation();
  const seedText = useSeedText();
  const transfer = useTransferClaim();
  const holder = claim.titular;
  return (
    <Card withBorder radius="md" padding="md" component="li" data-testid="claim-card">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h5">
            {t('identity.claimFor', { numero: claim.numero_documento })}
          </Title>
          <Badge variant="light">{t(`identity.estados.${claim.estado}`)}</Badge>
        </Group>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {claim.nota}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Side
            title={t('identity.claimant')}
            lines={[claim.reclamante.name, claim.reclamante.email]}
            links={claim.archivos.map((a) => ({ href: a.url, label: t(`identity.files.${a.nombre}`) }))}
          />
          {holder ? (
            <Side
              title={t('identity.holder')}
              lines={[
                `${holder.apellido}, ${holder.nombre}`,
                `${holder.numero_documento} · ${holder.fecha_nacimiento}`,
                holder.cuenta_email ?? t('identity.noAccount'),
                t('identity.enrolments', { count: holder.inscripciones }),
              ]}
              links={holder.documentos.map((d) => ({
                href: d.url,
                label: d.name === 'dni_frente' ? t('identity.files.frente') : t('identity.files.dorso'),
              }))}
            />
          ) : (
            <Card withBorder padding="sm" radius="sm">
              <Text size="sm">{t('identity.noHolder')}</Text>
            </Card>
          )}
        </SimpleGrid>
        {transfer.error && (
          <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden="true" />}>
            {isApiError(transfer.error) ? seedText(transfer.error.body.message) : t('detail.edit.error')}
          </Alert>
        )}
        {claim.respuesta && <Text size="sm">{claim.respuesta}</Text>}
        {claim.estado === 'pendiente' && (
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => onRefuse(claim)}>
              {t('identity.refuse')}
            </Button>
            {holder && (
              <Button loading={transfer.isPending} onClick={() => transfer.mutate(claim.id)} data-testid="claim-transfer">
                {t('identity.transfer')}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Card>
  );
}

function RefuseClaimModal({ claim, onClose }: { claim: StaffReclamo | null; onClose: () => void }) {
  const { t } = useInscripcionesTranslation();
  const seedText = useSeedText();
  const refuse = useRefuseClaim();
  const phone = useMediaQuery('(max-width: 48em)');
  const [reply, setReply] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setReply('');
    setError(null);
    onClose();
  };
  return (
    <Modal
      opened={claim !== null}
      onClose={close}
      title={t('identity.refuseTitle')}
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('closeWindow') }}
      attributes={{ header: { role: 'presentation' } }}
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!claim) return;
          if (!reply.trim()) return setError(t('corrections.refuseRequired'));
          refuse.mutate(
            { id: claim.id, respuesta: reply },
            { onSuccess: close, onError: (err) => setError(isApiError(err) ? seedText(err.body.message) : t('detail.edit.error')) },
          );
        }}
      >
        <Stack gap="sm">
          <Textarea
            label={t('identity.refuseLabel')}
            required
            autosize
            minRows={3}
            maxLength={1000}
            value={reply}
            error={error}
            onChange={(e) => setReply(e.currentTarget.value)}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('detail.edit.cancel')}
            </Button>
            <Button type="submit" color="red" loading={refuse.isPending}>
              {t('identity.refuse')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** Merge: the first persona stays; for each field that differs, staff pick whose value stays. */
function MergeModal({ pair, onClose }: { pair: DuplicatePair | null; onClose: () => void }) {
  const { t } = useInscripcionesTranslation();
  const seedText = useSeedText();
  const merge = useMergePersonas();
  const phone = useMediaQuery('(max-width: 48em)');
  const [choice, setChoice] = useState<Partial<Record<MergeField, 'sobreviviente' | 'duplicada'>>>({});
  if (!pair) return null;
  const a = pair.a as unknown as Record<string, unknown>;
  const b = pair.b as unknown as Record<string, unknown>;
  const differing = MERGE_FIELDS.filter((f) => f in a && a[f] !== b[f]);
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('identity.mergeTitle')}
      fullScreen={phone}
      size="lg"
      closeButtonProps={{ 'aria-label': t('closeWindow') }}
      attributes={{ header: { role: 'presentation' } }}
    >
      <Stack gap="sm">
        <Text size="sm">{t('identity.mergeIntro', { a: `${pair.a.apellido}, ${pair.a.nombre} (${pair.a.numero_documento})` })}</Text>
        {differing.map((f) => (
          <Radio.Group
            key={f}
            label={t(personaFieldLabelKey(f))}
            value={choice[f] ?? 'sobreviviente'}
            onChange={(v) => setChoice({ ...choice, [f]: v as 'sobreviviente' | 'duplicada' })}
          >
            <Group gap="md" mt={4}>
              <Radio value="sobreviviente" label={String(a[f] ?? '—')} />
              <Radio value="duplicada" label={String(b[f] ?? '—')} />
            </Group>
          </Radio.Group>
        ))}
        {merge.error && (
          <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden="true" />}>
            {isApiError(merge.error) ? seedText(merge.error.body.message) : t('detail.edit.error')}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('detail.edit.cancel')}
          </Button>
          <Button
            loading={merge.isPending}
            data-testid="merge-confirm"
            onClick={() => merge.mutate({ sobreviviente_id: pair.a.id, duplicada_id: pair.b.id, valores: choice }, { onSuccess: onClose })}
          >
            {t('identity.merge')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function PairCard({ pair, onMerge }: { pair: DuplicatePair; onMerge: (p: DuplicatePair) => void }) {
  const { t } = useInscripcionesTranslation();
  const notDuplicate = useNotDuplicate();
  const line = (p: DuplicatePair['a']) => [`${p.apellido}, ${p.nombre}`, `${p.numero_documento} · ${p.fecha_nacimiento}`, p.email];
  return (
    <Card withBorder radius="md" padding="md" component="li" data-testid="duplicate-card">
      <Stack gap="sm">
        <Group gap="xs">
          {pair.motivos.map((m) => (
            <Badge key={m} variant="light">
              {t(`identity.reasons.${m}`)}
            </Badge>
          ))}
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Side title="A" lines={line(pair.a)} links={[]} />
          <Side title="B" lines={line(pair.b)} links={[]} />
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" loading={notDuplicate.isPending} onClick={() => notDuplicate.mutate({ a: pair.a.id, b: pair.b.id })}>
            {t('identity.notDuplicate')}
          </Button>
          <Button onClick={() => onMerge(pair)} data-testid="merge-open">
            {t('identity.merge')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** /inscripciones/identidad: the identity claims queue (compare and resolve) and the possible duplicates (issue 18). */
export function IdentityScreen() {
  const { t } = useInscripcionesTranslation();
  usePageTitle(t('identity.title'));
  const claims = useQuery(identidadQueries.staff('pendiente'));
  const pairs = useQuery(identidadQueries.duplicates(null));
  const [refusing, setRefusing] = useState<StaffReclamo | null>(null);
  const [merging, setMerging] = useState<DuplicatePair | null>(null);
  const list = <T,>(q: { isPending: boolean; isError: boolean; data?: T[] }, empty: string, render: (x: T) => React.ReactNode) =>
    q.isPending ? (
      <PageLoader label={t('corrections.loading')} />
    ) : q.isError || !q.data ? (
      <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden="true" />}>
        {t('corrections.loadError')}
      </Alert>
    ) : q.data.length === 0 ? (
      <Text c="gray.7">{empty}</Text>
    ) : (
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {q.data.map(render)}
      </Stack>
    );
  return (
    <Stack gap="md" maw={1000} w="100%">
      <Title order={2} size="h3">
        {t('identity.claims')}
      </Title>
      {list(claims, t('identity.noClaims'), (c: StaffReclamo) => (
        <ClaimCard key={c.id} claim={c} onRefuse={setRefusing} />
      ))}
      <Title order={2} size="h3">
        {t('identity.duplicates')}
      </Title>
      {list(pairs, t('identity.noDuplicates'), (p: DuplicatePair) => (
        <PairCard key={`${p.a.id}-${p.b.id}`} pair={p} onMerge={setMerging} />
      ))}
      <RefuseClaimModal claim={refusing} onClose={() => setRefusing(null)} />
      <MergeModal key={merging ? `${merging.a.id}-${merging.b.id}` : 'none'} pair={merging} onClose={() => setMerging(null)} />
    </Stack>
  );
}
