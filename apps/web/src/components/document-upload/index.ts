export { DocumentUpload, type DocumentUploadProps, type UploadStatus } from './document-upload';
export { documentFilesError, formatFileSize } from './validate-document-files';
export { progressPerFile, uploadWithProgress, type UploadOptions, type UploadProgress } from './upload-with-progress';
