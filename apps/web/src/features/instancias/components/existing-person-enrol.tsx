import { Alert, Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft, IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { isApiError } from '@/lib/api-client';
import { useSeedText } from '@/lib/i18n';
import type { InstanciaRow } from '@/api/instancias';
import { usePersonaByDni } from '../api/get-persona-by-dni';
import { useInstanciasTranslation } from '../i18n';
import { EnrolPanel } from './enrol-panel';

/**
 * Seed 001 §5: the number is required, numeric, a positive integer and has no
 * whitespace; anything else is "El campo dni es requerido para continuar".
 */
export function isValidDniSearch(value: string): boolean {
  return /^\d+$/.test(value) && Number(value) > 0;
}

/** "Inscribir una persona existente": search by document number, the person's card, then Inscribir. */
export function ExistingPersonEnrol({ instancia, onBack }: { instancia: InstanciaRow; onBack: () => void }) {
  const { t } = useInstanciasTranslation();
  const seedText = useSeedText();
  const [dni, setDni] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState<string | null>(null);
  // Each search gets its own panel, so a previous person's career choice or outcome never carries over.
  const [searchId, setSearchId] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const search = usePersonaByDni(submitted);
  // The view replaces the modal's options: the keyboard continues in the search field.
  useEffect(() => inputRef.current?.focus(), []);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!isValidDniSearch(dni)) {
      setError(t('existing.dniRequired'));
      setSubmitted(null);
      inputRef.current?.focus();
      return;
    }
    setError(null);
    setSubmitted(dni);
    setSearchId((n) => n + 1);
    if (dni === submitted) void search.refetch();
  };

  const another = () => {
    setDni('');
    setSubmitted(null);
    setError(null);
    inputRef.current?.focus();
  };

  const notFound = search.isError && isApiError(search.error) && search.error.status === 404;

  return (
    <Stack gap="md">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <TextInput
            ref={inputRef}
            label={t('existing.dni')}
            description={t('existing.dniHint')}
            required
            inputMode="numeric"
            autoComplete="off"
            maxLength={12}
            value={dni}
            onChange={(event) => {
              setDni(event.currentTarget.value);
              if (error) setError(null);
            }}
            error={error ? seedText(error) : undefined}
            maw={360}
            data-autofocus
          />
          <Button
            type="submit"
            leftSection={<IconSearch size={16} aria-hidden="true" />}
            loading={search.isFetching}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('existing.search')}
          </Button>
        </Stack>
      </form>

      {submitted !== null && search.isFetching && !search.data && <Loader size="sm" role="status" aria-label={t('loading')} />}

      {submitted !== null && search.isError && (
        <Alert color="yellow" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert" data-testid="dni-not-found">
          <Text size="sm">{notFound ? seedText(t('existing.notFound')) : seedText(t('existing.failure'))}</Text>
        </Alert>
      )}

      {submitted !== null && search.data && (
        <EnrolPanel
          key={`${searchId}-${search.data.id}`}
          persona={search.data}
          instancia={instancia}
          extraActions={
            <Button variant="default" leftSection={<IconArrowLeft size={16} aria-hidden="true" />} onClick={onBack}>
              {t('existing.back')}
            </Button>
          }
          successActions={() => (
            <>
              <Button variant="default" leftSection={<IconArrowLeft size={16} aria-hidden="true" />} onClick={onBack}>
                {t('existing.back')}
              </Button>
              <Button onClick={another} data-autofocus>
                {t('existing.another')}
              </Button>
            </>
          )}
        />
      )}

      {!(submitted !== null && search.data) && (
        <Group justify="flex-start">
          <Button variant="subtle" leftSection={<IconArrowLeft size={16} aria-hidden="true" />} onClick={onBack}>
            {t('existing.back')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
