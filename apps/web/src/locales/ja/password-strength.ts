import type { resource as es } from '../es/password-strength';
import type { Shape } from '../types';

export const resource: Shape<typeof es> = {
  empty: '8文字以上にしてください。複数の単語からなるフレーズは覚えやすく、推測されにくくなります。',
  tooShort: '短すぎます：8文字以上にしてください。',
  weak: '弱い：推測されやすいです。',
  fair: '普通。長いほど安全です。',
  good: '良い。',
  strong: 'とても良い。',
};
