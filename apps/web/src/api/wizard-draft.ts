import {
  pathOf,
  wizardDraftRefs as w,
  type ResponseOf,
  type WizardDraft,
  type WizardDraftBody,
  type WizardDraftFile,
} from '@ingreso/shared';
import { queryOptions } from '@tanstack/react-query';
import { uploadWithProgress, type UploadProgress } from '@/components/document-upload/upload-with-progress';
import { callRoute } from './call';
import { resourcePrefix } from './prefixes';

/** The applicant's registration wizard draft on the server (issue 14): step, values, welcome, documents. */
export const wizardDraftKeys = {
  all: resourcePrefix.wizardDraft,
  mine: () => [...wizardDraftKeys.all, 'mine'] as const,
};

export const wizardDraftQueries = {
  /** Read once when the wizard opens; the wizard then owns the values. */
  mine: () =>
    queryOptions({
      queryKey: wizardDraftKeys.mine(),
      queryFn: async ({ signal }): Promise<WizardDraft | null> => (await callRoute(w.getWizardDraft, {}, { signal })).draft,
      staleTime: Infinity,
      gcTime: 0,
      retry: 1,
    }),
};

export const wizardDraftApi = {
  save: async (body: WizardDraftBody): Promise<WizardDraft | null> => (await callRoute(w.saveWizardDraft, { body })).draft,
  /** One document, with upload progress; answers every document of the draft. */
  upload: async (name: string, file: File, onProgress?: (progress: UploadProgress) => void): Promise<WizardDraftFile[]> => {
    const body = new FormData();
    body.append(name, file, file.name);
    return (await uploadWithProgress<ResponseOf<typeof w.uploadWizardDraftFiles>>(pathOf(w.uploadWizardDraftFiles), body, { onProgress }))
      .files;
  },
  remove: async (name: string): Promise<WizardDraftFile[]> => (await callRoute(w.deleteWizardDraftFile, { params: { name } })).files,
  /** Whether nobody registered this DNI yet, and if someone did, what to do. */
  dniAvailable: (dni: string) => callRoute(w.checkDniAvailable, { params: { dni } }),
};
