import { useState } from 'react';
import { EMPTY_UPLOAD_BOX, type UploadBoxState } from './document-upload';

/**
 * The state of a screen's upload boxes, one per document name: `patch` changes some
 * fields of one box (a box never touched starts empty), `setBoxes` replaces them all.
 */
export function useUploadBoxes<Name extends string>() {
  const [boxes, setBoxes] = useState<Partial<Record<Name, UploadBoxState>>>({});
  const patch = (name: Name, next: Partial<UploadBoxState>) =>
    setBoxes((prev) => ({ ...prev, [name]: { ...(prev[name] ?? EMPTY_UPLOAD_BOX), ...next } }));
  return { boxes, setBoxes, patch };
}
