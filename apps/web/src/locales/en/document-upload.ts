import type { resource as es } from '../es/document-upload';
import type { Shape } from '../types';

export const resource: Shape<typeof es> = {
  dropHint: 'Drag the file here or click to choose it',
  formats: 'JPG, PNG, WebP or PDF, up to 2 MB',
  formatsOnly: 'Only {{types}}, up to 2 MB',
  chosen: 'Chosen file',
  choose: 'Choose file',
  replace: 'Change file',
  buttonName: '{{action}}: {{label}}',
  remove: 'Remove {{file}}',
  status: {
    idle: 'Not sent yet',
    empty: 'No file',
    stored: 'Already uploaded',
    uploading: 'Uploading...',
    success: 'Uploaded',
    error: 'Failed',
  },
  progress: 'Upload progress of {{label}}',
  required: 'required',
};
