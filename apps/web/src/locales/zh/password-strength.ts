import type { resource as es } from '../es/password-strength';
import type { Shape } from '../types';

export const resource: Shape<typeof es> = {
  empty: '请至少使用 8 个字符。由多个单词组成的短语容易记住，也难以猜测。',
  tooShort: '太短：请至少使用 8 个字符。',
  weak: '弱：容易被猜到。',
  fair: '一般。越长越安全。',
  good: '良好。',
  strong: '非常好。',
};
