import type { DocumentName } from '@ingreso/shared';
import { useCallback, useState } from 'react';
import { progressPerFile, type UploadProgress, type UploadStatus } from '@/components/document-upload';
import { isApiError } from '@/lib/api-client';

export interface DocumentState {
  status: UploadStatus;
  progress: number;
  error: string | null;
}

type Files = Partial<Record<DocumentName, File>>;
type States = Partial<Record<DocumentName, DocumentState>>;

/**
 * The files chosen on Confirmar and each box's upload state. Files live in
 * memory only (a File cannot go to local storage): after a reload they are
 * chosen again.
 */
export function useWizardDocuments() {
  const [files, setFiles] = useState<Files>({});
  const [states, setStates] = useState<States>({});

  const choose = useCallback((name: DocumentName, file: File | null) => {
    setFiles((prev) => {
      const next = { ...prev };
      if (file) next[name] = file;
      else delete next[name];
      return next;
    });
    // A new (or no) file starts over: the last outcome was about the previous one.
    setStates((prev) => ({ ...prev, [name]: { status: 'idle', progress: 0, error: null } }));
  }, []);

  /** The chosen files among the documents still required, in the seed's order. */
  const chosen = useCallback(
    (documents: DocumentName[]): Array<[DocumentName, File]> =>
      documents.flatMap((name) => (files[name] ? [[name, files[name]] as [DocumentName, File]] : [])),
    [files],
  );

  const markUploading = useCallback((names: DocumentName[]) => {
    setStates((prev) => {
      const next = { ...prev };
      for (const name of names) next[name] = { status: 'uploading', progress: 0, error: null };
      return next;
    });
  }, []);

  const markProgress = useCallback((parts: Array<[DocumentName, File]>, progress: UploadProgress) => {
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

  const markSuccess = useCallback((names: DocumentName[]) => {
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
  const markFailure = useCallback((names: DocumentName[], error: unknown) => {
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

  return { files, states, choose, chosen, markUploading, markProgress, markSuccess, markFailure };
}
