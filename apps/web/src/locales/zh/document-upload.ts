import type { resource as es } from '../es/document-upload';
import type { Shape } from '../types';

export const resource: Shape<typeof es> = {
  dropHint: '将文件拖到此处，或点击选择文件',
  formats: 'JPG、PNG、WebP 或 PDF，最大 2 MB',
  formatsOnly: '仅限 {{types}}，最大 2 MB',
  chosen: '已选文件',
  choose: '选择文件',
  replace: '更换文件',
  buttonName: '{{action}}：{{label}}',
  remove: '移除 {{file}}',
  status: {
    idle: '尚未上传',
    empty: '无文件',
    stored: '已上传',
    uploading: '上传中...',
    success: '已上传',
    error: '上传失败',
  },
  progress: '{{label}} 的上传进度',
  required: '必填',
};
