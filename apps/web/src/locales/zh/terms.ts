import type { resource as es } from '../es/terms';
import type { Shape } from '../types';

export const resource: Shape<typeof es> = {
  title: '条款和条件',
  onlySpanish: '本文件仅提供西班牙语版本，以西班牙语版本为准。',
  updated: '最后更新',
};
