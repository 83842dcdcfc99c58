import type { resource as es } from '../es/document-upload';
import type { Shape } from '../types';

export const resource: Shape<typeof es> = {
  dropHint: 'ここにファイルをドラッグするか、クリックして選択してください',
  formats: 'JPG、PNG、WebP、PDF(2 MB まで)',
  formatsOnly: '{{types}} のみ(2 MB まで)',
  chosen: '選択したファイル',
  choose: 'ファイルを選択',
  replace: 'ファイルを変更',
  buttonName: '{{action}}: {{label}}',
  remove: '{{file}} を削除',
  status: {
    idle: '未送信',
    empty: 'ファイルなし',
    stored: 'アップロード済み',
    uploading: 'アップロード中...',
    success: 'アップロード済み',
    error: 'エラー',
  },
  progress: '{{label}} のアップロード進行状況',
  required: '必須',
};
