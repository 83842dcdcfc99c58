import type { resource as es } from '../es/account';
import type { Shape } from '../types';

export const resource: Shape<typeof es> = {
  registration: {
    title: 'アカウント作成',
    subtitle: 'システムに登録するため、必要事項を入力してください。',
    name: '氏名',
    email: 'メールアドレス',
    password: 'パスワード',
    cPassword: 'パスワード(確認)',
    acceptTermsPrefix: '次に同意します:',
    termsLink: '利用規約',
    submit: '登録する',
    haveAccount: 'すでにアカウントをお持ちですか？',
    login: 'ログイン',
    successTitle: '登録完了',
  },
  forgot: {
    title: 'パスワードをお忘れですか？',
    subtitle: 'メールアドレスを入力すると、パスワード再設定用のリンクをお送りします。',
    email: 'メールアドレス',
    submit: '送信',
    successTitle: 'メールを確認してください',
  },
  reset: {
    title: 'パスワードの再設定',
    subtitle: 'アカウントの新しいパスワードを設定してください。',
    password: '新しいパスワード',
    cPassword: '新しいパスワード(確認)',
    submit: 'パスワードを再設定',
    goToLogin: 'ログイン',
  },
  verify: {
    title: 'アカウントの有効化',
    goToLogin: 'ログイン画面へ',
  },
};
