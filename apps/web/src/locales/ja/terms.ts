import type { resource as es } from '../es/terms';
import type { Shape } from '../types';

export const resource: Shape<typeof es> = {
  title: '利用規約',
  onlySpanish: 'この文書はスペイン語でのみ提供されています。スペイン語版が正式な文書です。',
  updated: '最終更新日',
};
