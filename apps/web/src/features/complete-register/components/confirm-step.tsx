import type { Requisito } from '@ingreso/shared';
import { Alert, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconClock, IconInfoCircle } from '@tabler/icons-react';
import { DocumentUpload, type ShownFile } from '@/components/document-upload';
import type { FormCombos } from '../api/get-form-combos';
import { toOptions } from '../lib/combo-options';
import type { DocumentState } from '../lib/use-wizard-documents';
import { requisitoLabel } from '@/lib/requisito-label';
import { useCompleteRegisterTranslation } from '../i18n';
import { WizardSelect } from './wizard-fields';

interface ConfirmStepProps {
  combos: FormCombos;
  /** The requirements that apply to the answers (issue 15); undefined while the list loads. */
  documents: Requisito[] | undefined;
  files: Partial<Record<string, ShownFile>>;
  states: Partial<Record<string, DocumentState>>;
  onFileChange: (name: string, file: File | null) => void;
  /** Staff enrol someone else: the career is chosen when enrolling them in an instancia. */
  withCarrera: boolean;
  disabled: boolean;
  /** The career went with the persona's data; once that is saved it no longer changes here. */
  carreraLocked: boolean;
  /** Applicant: each file is saved with the account's draft as soon as it is chosen. */
  savedAsChosen: boolean;
}

const IDLE: DocumentState = { status: 'idle', progress: 0, error: null };

/** Step 3, Confirmar: one upload box per document of the requirement list that applies, and the career of interest. */
export function ConfirmStep({
  combos,
  documents,
  files,
  states,
  onFileChange,
  withCarrera,
  disabled,
  carreraLocked,
  savedAsChosen,
}: ConfirmStepProps) {
  const { t } = useCompleteRegisterTranslation();

  return (
    <Stack gap="lg">
      <Alert variant="light" color="blue" icon={<IconClock size={20} aria-hidden="true" />}>
        {t('confirm.prompt')}
      </Alert>

      <Stack gap="sm" component="section" aria-labelledby="wizard-documents-title">
        <div>
          <Title order={3} size="h4" id="wizard-documents-title">
            {t('confirm.documents')}
          </Title>
          <Text size="sm" c="gray.7">
            {t('confirm.documentsHint')}
          </Text>
        </div>
        {documents === undefined && <Loader size="sm" role="status" aria-label={t('confirm.documents')} />}
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" verticalSpacing="md">
          {(documents ?? []).map((r) => {
            const name = r.codigo;
            const state = states[name] ?? IDLE;
            return (
              <DocumentUpload
                key={name}
                name={name}
                label={requisitoLabel(r, (codigo) => t(`documents.${codigo}`))}
                description={r.descripcion || undefined}
                required={r.obligatorio}
                tipos={r.tipos}
                file={files[name] ?? null}
                onFileChange={(file) => onFileChange(name, file)}
                status={state.status}
                progress={state.progress}
                error={state.error}
                disabled={disabled}
              />
            );
          })}
        </SimpleGrid>
        <Alert variant="light" color="gray" icon={<IconInfoCircle size={20} aria-hidden="true" />}>
          <Text size="sm">{savedAsChosen ? t('confirm.savedNote') : t('confirm.reloadNote')}</Text>
          <Text size="sm" mt={4}>
            {t('confirm.laterNote')}
          </Text>
        </Alert>
      </Stack>

      {withCarrera && (
        <WizardSelect
          path="carrera_id"
          label={t('confirm.carrera')}
          description={t('confirm.carreraHint')}
          data={toOptions(combos.carreras)}
          placeholder={t('select.placeholder')}
          clearable
          maw={520}
          disabled={disabled || carreraLocked}
        />
      )}
    </Stack>
  );
}
