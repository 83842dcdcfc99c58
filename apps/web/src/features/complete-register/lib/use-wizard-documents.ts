import type { WizardDraftFile } from '@ingreso/shared';
import { useCallback, useRef, useState } from 'react';
import { progressPerFile, type ShownFile, type UploadProgress, type UploadStatus } from '@/components/document-upload';
import { wizardDraftApi } from '@/api/wizard-draft';
import { isApiError } from '@/lib/api-client';

export interface DocumentState {
  status: UploadStatus;
  progress: number;
  error: string | null;
}

type Files = Partial<Record<string, ShownFile>>;
type States = Partial<Record<string, DocumentState>>;

const shown = (f: WizardDraftFile): ShownFile => ({ name: f.original_name ?? f.name, size: f.size, type: f.mime_type });

/** The draft's documents as the boxes show them: stored, so already "uploaded". */
function fromDraft(draftFiles: readonly WizardDraftFile[]): { files: Files; states: States } {
  const files: Files = {};
  const states: States = {};
  for (const f of draftFiles) {
    files[f.name] = shown(f);
    states[f.name] = { status: 'success', progress: 100, error: null };
  }
  return { files, states };
}

/** The server's message for one document of a refused upload, or its general message. */
function failureMessage(name: string, error: unknown): string | null {
  if (!isApiError(error)) return null;
  return error.body.errors[name]?.[0] ?? error.body.message;
}

/**
 * The files chosen on Confirmar and each box's upload state.
 *
 * - Applicant (`draft` given): each file is uploaded to the wizard's draft as soon as it
 *   is chosen (issue 14), so it survives a reload, a sign-out or another device; the
 *   boxes start from the draft's documents and Finalizar sends none (the server moves
 *   them to the persona).
 * - Staff (`draft` null): files live in memory and Finalizar sends them after creating the persona.
 */
export function useWizardDocuments(draft: { files: readonly WizardDraftFile[] } | null) {
  const [initial] = useState(() => (draft ? fromDraft(draft.files) : { files: {}, states: {} }));
  const [files, setFiles] = useState<Files>(initial.files);
  const [states, setStates] = useState<States>(initial.states);
  // The chosen File objects not yet sent (staff mode sends them at Finalizar).
  const pending = useRef<Partial<Record<string, File>>>({});
  const inDraft = draft !== null;

  const setState = useCallback((name: string, state: DocumentState) => setStates((prev) => ({ ...prev, [name]: state })), []);
  const setFile = useCallback(
    (name: string, file: ShownFile | null) =>
      setFiles((prev) => {
        const next = { ...prev };
        if (file) next[name] = file;
        else delete next[name];
        return next;
      }),
    [],
  );

  /** The draft's documents after a change, as the server answered them. */
  const applyDraft = useCallback(
    (stored: readonly WizardDraftFile[], changed: string) => {
      const match = stored.find((f) => f.name === changed);
      setFile(changed, match ? shown(match) : null);
      setState(changed, match ? { status: 'success', progress: 100, error: null } : { status: 'idle', progress: 0, error: null });
    },
    [setFile, setState],
  );

  const choose = useCallback(
    (name: string, file: File | null) => {
      setFile(name, file);
      if (!inDraft) {
        if (file) pending.current[name] = file;
        else delete pending.current[name];
        // A new (or no) file starts over: the last outcome was about the previous one.
        setState(name, { status: 'idle', progress: 0, error: null });
        return;
      }
      setState(name, { status: 'uploading', progress: 0, error: null });
      if (!file) {
        wizardDraftApi.remove(name).then(
          (stored) => applyDraft(stored, name),
          // Not in the draft (already gone) is what was asked for.
          (error: unknown) =>
            isApiError(error) && error.status === 404
              ? setState(name, { status: 'idle', progress: 0, error: null })
              : setState(name, { status: 'error', progress: 0, error: failureMessage(name, error) }),
        );
        return;
      }
      wizardDraftApi
        .upload(name, file, (progress: UploadProgress) =>
          setState(name, { status: 'uploading', progress: progressPerFile([file.size], progress)[0], error: null }),
        )
        .then(
          (stored) => applyDraft(stored, name),
          // The refused file stays on view with the server's reason; the draft keeps what it had.
          (error: unknown) => setState(name, { status: 'error', progress: 0, error: failureMessage(name, error) }),
        );
    },
    [inDraft, applyDraft, setFile, setState],
  );

  /** Staff: the chosen files among the documents still required, in the seed's order. */
  const chosen = useCallback(
    (documents: string[]): Array<[string, File]> =>
      documents.flatMap((name) => {
        const file = pending.current[name];
        return file && files[name] === file ? [[name, file] as [string, File]] : [];
      }),
    [files],
  );

  const markUploading = useCallback((names: string[]) => {
    setStates((prev) => {
      const next = { ...prev };
      for (const name of names) next[name] = { status: 'uploading', progress: 0, error: null };
      return next;
    });
  }, []);

  const markProgress = useCallback((parts: Array<[string, File]>, progress: UploadProgress) => {
    const percents = progressPerFile(
      parts.map(([, file]) => file.size),
      progress,
    );
    setStates((prev) => {
      const next = { ...prev };
      parts.forEach(([name], i) => {
        next[name] = { status: 'uploading', progress: percents[i], error: null };
      });
      return next;
    });
  }, []);

  const markSuccess = useCallback((names: string[]) => {
    setStates((prev) => {
      const next = { ...prev };
      for (const name of names) next[name] = { status: 'success', progress: 100, error: null };
      return next;
    });
  }, []);

  /**
   * A refused upload: the server names the document(s) at fault in `errors`;
   * without a name the message belongs to every file of the request.
   */
  const markFailure = useCallback((names: string[], error: unknown) => {
    const fieldErrors = isApiError(error) ? error.body.errors : {};
    const general = isApiError(error) ? error.body.message : null;
    const named = names.some((name) => fieldErrors[name]?.[0]);
    setStates((prev) => {
      const next = { ...prev };
      for (const name of names) {
        const own = fieldErrors[name]?.[0];
        if (own) next[name] = { status: 'error', progress: 0, error: own };
        else if (named) next[name] = { status: 'idle', progress: 0, error: null };
        else next[name] = { status: 'error', progress: 0, error: general };
      }
      return next;
    });
  }, []);

  /** True while a draft upload or removal is on its way: Finalizar waits for it. */
  const busy = Object.values(states).some((s) => s?.status === 'uploading');

  return { files, states, busy, choose, chosen, markUploading, markProgress, markSuccess, markFailure };
}
