import type { resource as es } from '../es/carreras';
import type { Shape } from '../types';

export const resource: Shape<typeof es> = {
  intro: '学科の種類を選ぶと、募集中の募集回を確認して申し込めます。',
  loading: '募集中の募集回を読み込んでいます...',
  empty: '現在、募集中の募集回はありません',
  emptyHint: '学部のウェブサイトで開講情報を確認できます。',
  facultySite: '学部のウェブサイトへ',
  newTab: '(新しいタブで開きます)',
  openCount_other: '募集中 {{count}} 件',
  noneOpen: '募集中の募集回なし',
  showInstancias: '{{type}}の募集回を見る',
  showInstanciasShort: '募集回を見る',
  external: '大学公開講座のウェブサイトで募集中',
  goExternal: '公開講座のウェブサイトへ',
  noPersona: '申し込む前に個人情報を入力してください。',
  completeRegister: '個人情報を入力する',
};
