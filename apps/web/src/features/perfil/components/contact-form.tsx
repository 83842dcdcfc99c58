import { keepDigits } from '@/lib/kept-input';
import { PERSONA_CONTACT_FIELDS, personaContactSchema, type PersonaResponse } from '@ingreso/shared';
import { Button, Group, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPencil } from '@tabler/icons-react';
import { seedSchemaResolver, serverFieldErrors } from '@/lib/form';
import { useUpdateContact } from '../api/update-contact';
import { usePerfilTranslation } from '../i18n';
import { DetailList } from './detail-list';
import { ResultAlert } from './result-alert';
import { useEditMode } from './use-edit-mode';

interface ContactValues {
  telefono: string;
  celular: string;
  email: string;
}

const valuesOf = (persona: PersonaResponse): ContactValues => ({
  telefono: persona.telefono ?? '',
  celular: persona.celular ?? '',
  email: persona.email ?? '',
});

const validate = seedSchemaResolver(personaContactSchema);

/**
 * Contact data (telefono, celular, email): read-only with Editar, then
 * Confirmar or Cancelar (seed 000 §2, §4), with the wizard's rules for the three
 * fields (the shared personaContactSchema, the same one the API applies).
 */
export function ContactForm({ persona, userId }: { persona: PersonaResponse; userId: number }) {
  const { t } = usePerfilTranslation();
  const update = useUpdateContact(userId, persona.id);
  const form = useForm<ContactValues>({
    mode: 'controlled',
    initialValues: valuesOf(persona),
    validate,
    validateInputOnBlur: true,
  });
  const edit = useEditMode(form, () => valuesOf(persona));
  const { editing, result, firstInput, editButton } = edit;

  const cancel = () => {
    update.reset();
    edit.cancel();
  };

  const submit = form.onSubmit((values) => {
    edit.clearResult();
    update.mutate(personaContactSchema.parse(values), {
      onSuccess: edit.succeeded,
      onError: (error) => {
        console.error('PUT persona contact failed', error);
        edit.failed();
        form.setErrors(serverFieldErrors(error, PERSONA_CONTACT_FIELDS));
      },
    });
  });

  const digits = (field: keyof ContactValues, max: number) => {
    const props = form.getInputProps(field);
    return {
      ...props,
      inputMode: 'numeric' as const,
      maxLength: max,
      onChange: (event: React.ChangeEvent<HTMLInputElement>) => form.setFieldValue(field, keepDigits(event.currentTarget, max)),
    };
  };

  const saving = update.isPending;

  return (
    <Stack gap="sm" data-testid="contact-data">
      <Group justify="space-between" align="center" gap="sm">
        <Title order={3} size="h4">
          {t('sections.contact')}
        </Title>
        {!editing && (
          <Button
            ref={editButton}
            variant="light"
            size="sm"
            leftSection={<IconPencil size={16} aria-hidden="true" />}
            onClick={edit.start}
            aria-label={t('actions.editContact')}
          >
            {t('actions.edit')}
          </Button>
        )}
      </Group>

      {result === 'success' && (
        <ResultAlert kind="success" testId="contact-result">
          {t('updated')}
        </ResultAlert>
      )}
      {result === 'error' && (
        <ResultAlert kind="error" testId="contact-result">
          {t('contactError')}
        </ResultAlert>
      )}

      {editing ? (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" verticalSpacing="sm">
              <TextInput ref={firstInput} label={t('contact.telefono')} autoComplete="tel" {...digits('telefono', 20)} />
              <TextInput
                label={t('contact.celular')}
                description={t('contact.celularHint')}
                required
                autoComplete="tel"
                {...digits('celular', 10)}
              />
              <TextInput
                label={t('contact.email')}
                required
                type="email"
                autoComplete="email"
                maxLength={255}
                {...form.getInputProps('email')}
              />
            </SimpleGrid>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={cancel} disabled={saving}>
                {t('actions.cancel')}
              </Button>
              <Button type="submit" loading={saving}>
                {t('actions.confirm')}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <DetailList
          items={[
            { label: t('contact.telefono'), value: persona.telefono || t('contact.empty'), testId: 'contact-telefono' },
            { label: t('contact.celular'), value: persona.celular || t('contact.empty'), testId: 'contact-celular' },
            { label: t('contact.email'), value: persona.email || t('contact.empty'), testId: 'contact-email', wide: true },
          ]}
        />
      )}
    </Stack>
  );
}
