import { FACULTY_NAME } from '@ingreso/shared';
import type { resource as es } from '../es/auth';
import type { Shape } from '../types';

export const resource: Shape<typeof es> = {
  banner: {
    welcome: '入学システムへようこそ',
    faculty: FACULTY_NAME,
    description:
      '登録して個人情報を入力し、書類をアップロードして、募集中の学科やコースに申し込みましょう。各申込の状況はここでまとめて確認できます。',
  },
  login: {
    title: 'ログイン',
    subtitle: 'アカウントのメールアドレスとパスワードでログインしてください。',
    email: 'メールアドレス',
    password: 'パスワード',
    submit: 'ログイン',
    forgot: 'パスワードをお忘れですか？',
    noAccount: 'アカウントをお持ちでないですか？',
    register: '新規登録',
    resend: '認証メールを再送信',
    ended: {
      idle: '操作がなかったため、セッションを終了しました。',
      passwordChanged: 'パスワードが変更されました。もう一度ログインしてください。',
    },
  },
};
