import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { identidadApi, identidadKeys, identidadQueries } from '@/api/identidad';
import { inscripcionesKeys } from '@/api/inscripciones';
import { useResourceMutation } from '@/api/mutation';
import { personasKeys } from '@/api/personas';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useSeedText } from '@/lib/i18n';
import { useInscripcionesTranslation } from '../i18n';

/**
 * The enrollee detail's identity part (issue 18 §3 and §5): a persona registered at the counter
 * can be linked to the applicant's account; possible duplicates of the persona are listed with a
 * way to the screen that merges them.
 */
export function IdentitySection({ personaId, hasAccount, canLink }: { personaId: number; hasAccount: boolean; canLink: boolean }) {
  const { t } = useInscripcionesTranslation();
  const seedText = useSeedText();
  const duplicates = useQuery(identidadQueries.duplicates(personaId));
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const link = useResourceMutation(personasKeys.all, (value: string) => identidadApi.link(personaId, value), [
    inscripcionesKeys.all,
    identidadKeys.all,
  ]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    link.mutate(email, {
      onSuccess: (res) => setMessage({ ok: true, text: seedText(res.message) }),
      onError: (err) => setMessage({ ok: false, text: isApiError(err) ? seedText(err.body.message) : t('detail.edit.error') }),
    });
  };
  const pairs = duplicates.data ?? [];
  return (
    <Stack gap="sm" data-testid="identity-section">
      {pairs.length > 0 ? (
        <Text size="sm">
          {t('identity.detailDuplicates', { count: pairs.length })}{' '}
          <Anchor component={Link} to={paths.staff.identidad}>
            {t('identity.title')}
          </Anchor>
        </Text>
      ) : (
        duplicates.isSuccess && <Text size="sm">{t('identity.noDuplicates')}</Text>
      )}
      {!hasAccount && canLink && (
        <form onSubmit={submit} noValidate>
          <Group align="flex-end" gap="sm">
            <TextInput
              label={t('identity.linkLabel')}
              description={t('identity.linkHint')}
              type="email"
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              style={{ flex: 1, minWidth: 220 }}
              data-testid="link-email"
            />
            <Button type="submit" loading={link.isPending} data-testid="link-submit">
              {t('identity.link')}
            </Button>
          </Group>
        </form>
      )}
      {message && (
        <Alert color={message.ok ? 'green' : 'red'} variant="light" role={message.ok ? 'status' : 'alert'} data-testid="link-result">
          {message.text}
        </Alert>
      )}
    </Stack>
  );
}
