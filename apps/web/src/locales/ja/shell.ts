import type { resource as es } from '../es/shell';
import type { Shape } from '../types';

export const resource: Shape<typeof es> = {
  greeting: 'こんにちは',
  home: 'ホーム',
  breadcrumbs: 'パンくずリスト',
  mainMenu: 'メインメニュー',
  toggleMenu: 'メニューを開閉',
  openProfile: 'マイプロフィールのパネルを開く',
  profilePanel: 'マイプロフィール',
  myProfile: 'マイプロフィール',
  logout: 'ログアウト',
  roleStudent: '学生',
  roleAdmin: '管理者',
  credit: '開発:',
  menu: {
    carreras: '学科',
    instancias: '募集回',
    inscripciones: '申込',
    usuarios: 'ユーザー',
    dashboard: 'ダッシュボード',
    carrerasAdmin: '学科',
    reportes: 'レポート',
    correcciones: '訂正申請',
    identidad: '本人確認',
  },
  pendingCount_other: '未処理 {{count}} 件',
  noPermissions: '職員アカウントにはまだ画面が割り当てられていません。管理者にグループの確認を依頼してください。',
};
