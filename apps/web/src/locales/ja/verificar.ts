import type { resource as es } from '../es/verificar';
import type { Shape } from '../types';

export const resource: Shape<typeof es> = {
  title: '申込証明書の確認',
  intro: 'このページはQRコードの番号で申込証明書を確認します。紙の証明書と照合するために必要な情報だけを表示し、個人情報は表示しません。',
  loading: '証明書を確認しています...',
  valid: '有効な証明書です',
  validHint: 'この証明書はこのシステムで発行され、変更されていません。',
  invalid: '無効な証明書です',
  invalidHint:
    'このコードに該当する証明書はこのシステムで発行されていません。改ざんされたか、写し間違いの可能性があります。QRコードをもう一度読み取るか、学部にお問い合わせください。',
  tooMany: '短時間に確認しすぎました。1分待ってからもう一度お試しください。',
  failure: '現在、証明書を確認できません。数分後にもう一度お試しください。',
  holder: '名義人（イニシャル）',
  document: '書類番号の末尾',
  instancia: '募集回',
  estadoAlEmitir: '発行時の状態',
  estadoActual: '現在の状態',
  fechaEmision: '発行日',
  fechaInscripcion: '申込日',
  changed: '証明書の発行後に状態が変わりました。',
  home: 'ホームへ',
};
