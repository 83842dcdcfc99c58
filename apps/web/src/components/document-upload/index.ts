export {
  DocumentUpload,
  EMPTY_UPLOAD_BOX,
  type DocumentUploadProps,
  type ShownFile,
  type UploadBoxState,
  type UploadStatus,
} from './document-upload';
export { useUploadBoxes } from './use-upload-boxes';
export { documentFilesError, formatFileSize } from './validate-document-files';
export { progressPerFile, uploadWithProgress, type UploadOptions, type UploadProgress } from './upload-with-progress';
