import { APPLICANT_ROLE, createUserSchema, updateUserSchema, type RoleOption, type UserRow } from '@ingreso/shared';
import { Alert, Button, Checkbox, Group, Modal, PasswordInput, Select, SimpleGrid, Stack, Text, TextInput, ThemeIcon } from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import { useMemo } from 'react';
import { strengthFieldProps } from '@/components/password-strength';
import { isApiError } from '@/lib/api-client';
import { seedSchemaResolver, serverFieldErrors } from '@/lib/form';
import { translateSeedText } from '@/lib/i18n';
import { useSaveUser, type UserPayload } from '../api/save-user';
import { useUsuariosTranslation } from '../i18n';

interface UserModalProps {
  opened: boolean;
  onClose: () => void;
  /** The user to edit, or null to create one. */
  user: UserRow | null;
  roles: RoleOption[];
  /** "Cargar Otro": the modal starts again as a blank creation form (the screen remounts it for every opening). */
  onLoadAnother: () => void;
}

interface UserFormValues {
  name: string;
  email: string;
  role: string;
  role_description: string;
  change_password: boolean;
  password: string;
  c_password: string;
  current_password: string;
}

const FIELDS = ['name', 'email', 'role', 'role_description', 'password', 'c_password', 'current_password'] as const;
/** The group whose creation, like a change of password, group or e-mail, needs the acting administrator's password. */
const ADMINISTRADOR_GROUP = 'Administrador';
const isApplicantRole = (role: string) => role.toLowerCase() === APPLICANT_ROLE.name;

function initialValues(user: UserRow | null): UserFormValues {
  const role = user?.role[0];
  return {
    name: user?.name ?? '',
    email: user?.email ?? '',
    role: role?.name ?? '',
    role_description: role?.description ?? '',
    change_password: false,
    password: '',
    c_password: '',
    current_password: '',
  };
}

/**
 * Whether saving asks the acting administrator's password (issue 17 §2; the server decides,
 * and may accept without it within 5 minutes of a confirmation in this session).
 */
function asksConfirmation(user: UserRow | null, values: UserFormValues): boolean {
  if (!user) return values.role_description === ADMINISTRADOR_GROUP && !isApplicantRole(values.role);
  const role = user.role[0];
  return (
    values.change_password ||
    values.email.trim().toLowerCase() !== user.email.toLowerCase() ||
    values.role !== (role?.name ?? '') ||
    (!isApplicantRole(values.role) && values.role_description !== (role?.description ?? ''))
  );
}

/**
 * Create or edit a user (seed 001 §2, §4, §5): name, email, role and group; the
 * group is fixed to "User" for the role user; password and confirmation are
 * asked when creating or when "change password" is ticked. The rules are the
 * shared schemas the API applies, with the same messages.
 */
export function UserModal({ opened, onClose, user, roles, onLoadAnother }: UserModalProps) {
  const { t } = useUsuariosTranslation();
  const editing = user !== null;
  const save = useSaveUser();
  const phone = useMediaQuery('(max-width: 36em)');

  const schemaResolver = useMemo(() => seedSchemaResolver(editing ? updateUserSchema : createUserSchema), [editing]);
  const form = useForm<UserFormValues>({
    mode: 'controlled',
    initialValues: initialValues(user),
    validate: (values) => {
      // The shared schema checks the role and the passwords only once name and email pass; a second run with
      // those two filled in gives their messages too, so the form shows every problem at once.
      const rest = schemaResolver({ ...values, name: 'x', email: 'x@x.ar' });
      delete rest.name;
      delete rest.email;
      const errors: FormErrors = { ...rest, ...schemaResolver(values) };
      // The schema reports a missing role under role_id (it also accepts an id); the form shows it on Rol.
      if (errors.role_id) errors.role = errors.role_id;
      delete errors.role_id;
      if (values.role && !isApplicantRole(values.role) && !values.role_description) errors.role_description = t('modal.chooseOne');
      return errors;
    },
  });

  const roleNames = useMemo(() => [...new Set(roles.map((r) => r.name))], [roles]);
  const applicant = isApplicantRole(form.values.role);
  // Seed 001 §4: the group list excludes "User"; with the role user the group is disabled and set to it.
  const groups = applicant
    ? [APPLICANT_ROLE.description]
    : roles.filter((r) => r.name === form.values.role && r.description !== APPLICANT_ROLE.description).map((r) => r.description);
  const asksPassword = !editing || form.values.change_password;
  const confirming = asksConfirmation(user, form.values) || Boolean(form.errors.current_password);

  const submit = form.onSubmit((values) => {
    const changes = !editing || values.change_password;
    const payload: UserPayload = {
      name: values.name.trim(),
      email: values.email.trim(),
      role: values.role,
      role_description: isApplicantRole(values.role) ? APPLICANT_ROLE.description : values.role_description,
      ...(editing ? { change_password: changes ? 1 : 0, password_required: changes ? 1 : 0 } : {}),
      ...(changes ? { password: values.password, c_password: values.c_password } : {}),
      ...(values.current_password ? { current_password: values.current_password } : {}),
    };
    save.mutate(
      { id: user?.id ?? null, payload },
      {
        onError: (error) => {
          console.error('Users: could not save the user', error);
          const fieldErrors = serverFieldErrors(error, [...FIELDS, 'role_id']);
          if (fieldErrors.role_id) fieldErrors.role = fieldErrors.role_id;
          delete fieldErrors.role_id;
          form.setErrors(fieldErrors);
        },
      },
    );
  });

  const error = save.error;
  const fieldErrorsShown = isApiError(error) && FIELDS.some((f) => error.fieldError(f) !== undefined);
  // The server's own words when it explains the refusal (e.g. the last administrator); the seed's text otherwise.
  const failure =
    save.isError && !fieldErrorsShown
      ? isApiError(error) && (error.status === 409 || error.status === 422)
        ? translateSeedText(error.message)
        : t('modal.failure')
      : null;

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={editing ? t('modal.editTitle') : t('modal.createTitle')}
      // Mantine's modal header is a <header>: a second banner landmark beside the page's. It is only a title bar.
      attributes={{ header: { role: 'presentation' } }}
      size="lg"
      fullScreen={phone}
      centered
      closeButtonProps={{ 'aria-label': t('modal.close') }}
    >
      {save.isSuccess ? (
        <Stack align="center" gap="md" py="md" ta="center" data-testid="user-success">
          <ThemeIcon color="green" variant="light" size={64} radius="xl" aria-hidden="true">
            <IconCircleCheck size={40} />
          </ThemeIcon>
          <Text fw={600} size="lg" role="status">
            {editing ? t('modal.updated') : t('modal.success')}
          </Text>
          <Group justify="center" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('modal.close')}
            </Button>
            <Button onClick={onLoadAnother}>{t('modal.loadAnother')}</Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate aria-busy={save.isPending}>
          <Stack gap="sm">
            {failure && (
              <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
                {failure}
              </Alert>
            )}
            <TextInput data-autofocus label={t('modal.name')} required autoComplete="off" maxLength={255} {...form.getInputProps('name')} />
            <TextInput label={t('modal.email')} required type="email" autoComplete="off" {...form.getInputProps('email')} />
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <Select
                label={t('modal.role')}
                description={t('modal.roleHint')}
                required
                data={roleNames}
                allowDeselect={false}
                comboboxProps={{ withinPortal: true }}
                {...form.getInputProps('role')}
                onChange={(value) => {
                  const role = value ?? '';
                  form.setFieldValue('role', role);
                  // A group of the previous role is not a group of the new one.
                  const keep = roles.some((r) => r.name === role && r.description === form.values.role_description);
                  form.setFieldValue(
                    'role_description',
                    isApplicantRole(role) ? APPLICANT_ROLE.description : keep ? form.values.role_description : '',
                  );
                  form.clearFieldError('role_description');
                }}
              />
              <Select
                label={t('modal.group')}
                description={t('modal.groupHint')}
                required={!applicant}
                disabled={applicant || !form.values.role}
                data={groups}
                allowDeselect={false}
                comboboxProps={{ withinPortal: true }}
                {...form.getInputProps('role_description')}
                value={applicant ? APPLICANT_ROLE.description : form.values.role_description || null}
              />
            </SimpleGrid>
            {editing && (
              <Checkbox
                mt="xs"
                label={t('modal.changePassword')}
                {...form.getInputProps('change_password', { type: 'checkbox' })}
                onChange={(event) => {
                  form.setFieldValue('change_password', event.currentTarget.checked);
                  if (!event.currentTarget.checked) {
                    form.setFieldValue('password', '');
                    form.setFieldValue('c_password', '');
                    form.clearFieldError('password');
                    form.clearFieldError('c_password');
                  }
                }}
              />
            )}
            {asksPassword && (
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                <PasswordInput
                  label={t('modal.password')}
                  required
                  autoComplete="new-password"
                  visibilityToggleButtonProps={{ 'aria-label': t('modal.toggle') }}
                  {...form.getInputProps('password')}
                  {...strengthFieldProps(form.values.password, t('modal.passwordHint'))}
                />
                <PasswordInput
                  label={t('modal.confirm')}
                  description={t('modal.confirmHint')}
                  // Under the input, like the password's strength hint beside it, so both inputs line up.
                  inputWrapperOrder={['label', 'input', 'description', 'error']}
                  required
                  autoComplete="new-password"
                  visibilityToggleButtonProps={{ 'aria-label': t('modal.toggle') }}
                  {...form.getInputProps('c_password')}
                />
              </SimpleGrid>
            )}
            {confirming && (
              <PasswordInput
                label={t('reauth.label')}
                description={t('reauth.hint')}
                autoComplete="current-password"
                visibilityToggleButtonProps={{ 'aria-label': t('modal.toggle') }}
                data-testid="current-password"
                {...form.getInputProps('current_password')}
              />
            )}
            <Group justify="flex-end" gap="sm" mt="md">
              <Button variant="default" onClick={onClose} disabled={save.isPending}>
                {t('modal.cancel')}
              </Button>
              <Button type="submit" loading={save.isPending}>
                {t('modal.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
