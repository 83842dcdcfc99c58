import { FACULTY_NAME } from '@ingreso/shared';
import type { resource as es } from '../es/common';
import type { Shape } from '../types';

export const resource: Shape<typeof es> = {
  common: {
    appName: '入学システム',
    facultyName: FACULTY_NAME,
    loading: '読み込み中...',
    back: '戻る',
    language: '言語',
    skipToContent: 'メインコンテンツへスキップ',
    togglePassword: 'パスワードの表示・非表示',
    tableScrollHint: '表を横にスクロールすると、すべての列が表示されます。',
    newTab: '(新しいタブで開きます)',
    homeLink: '{{app}} のホームへ',
    listSeparator: '、',
    loadingArea: 'ページを準備しています...',
    loggingOut: 'ログアウトしています...',
  },
  screenError: {
    message:
      'この画面を読み込めませんでした。接続が切れたか、ポータルが更新された可能性があります。もう一度お試しください。保存済みの内容は失われません。',
    retry: '再試行',
  },
  languages: {
    es: 'Español',
    en: 'English',
    de: 'Deutsch',
    fr: 'Français',
    ja: '日本語',
    zh: '中文',
  },
  links: {
    title: '便利なリンク',
    site: '学部のウェブサイト',
    careers: '学科',
    coursesGuide: 'コースガイド',
    contact: 'お問い合わせ',
  },
  errorPage: {
    title: 'おっと！',
    notFound: 'お探しのページは見つかりませんでした',
    home: 'ホームに戻る',
  },
  pagination: {
    previous: '前へ',
    next: '次へ',
    page: '{{n}} ページ',
  },
  msg: {
    required: '必須項目です',
    fieldRequired: '{{value}}は必須です',
    fieldInvalid: '{{value}}が正しくありません',
    login: {
      emailFormat: '正しい形式のメールアドレスを入力してください',
      min3: '3文字以上入力してください',
      max50: '50文字以内で入力してください',
      invalidCredentials: '入力された情報が正しくありません',
      notVerified: 'アカウントはまだ確認されていません。メールを確認して認証リンクを開くか、認証メールの再送信をリクエストしてください。',
      throttled: 'ログインの失敗が多すぎます。{{value}}分待ってからもう一度お試しください。',
      accountThrottled:
        'このメールアドレスでのログイン失敗が多すぎます。安全のため、{{value}}分待つか、「パスワードをお忘れですか？」からパスワードを再設定してください。',
    },
    password: {
      min: 'パスワードは8文字以上にしてください。',
      max: 'パスワードは128文字以内にしてください。',
      common: 'そのパスワードはよく使われているか、漏えいしたことがあります。別のパスワードを選んでください。',
      loginMax: '128文字以内で入力してください',
    },
    registration: {
      min3: '3文字以上',
      max50: '50文字以内',
      passwordsMustMatch: 'パスワードが一致しません',
      acceptTerms: '続行するには利用規約に同意してください',
      success: '登録が完了しました',
      activationNote: 'アカウントを有効にするためのメールをお送りします。',
      emailTaken: 'このメールアドレスはすでに登録されています。',
    },
    forgot: {
      emailFormat: 'メールアドレスの形式が正しくありません',
      required: 'この項目は必須です。',
      sent: 'そのメールアドレスのアカウントがある場合は、パスワード再設定用のリンクをお送りしました。メール（迷惑メールフォルダーも）をご確認ください。',
    },
    reset: {
      failure: 'エラーが発生しました。もう一度お試しください',
      success: 'パスワードを再設定しました',
    },
    verify: {
      waiting: 'アカウントを確認しています。',
      success: 'アカウントが有効になりました。ログインできます。',
      failure: '認証リンクが無効か、すでに使用されています。',
      superseded:
        'このリンクは新しいリンクに置き換えられました。別の有効化メールをお送りしました。最後に受け取ったメールのリンクを開いてください。',
      alreadyActive: 'アカウントはすでに有効化されています。ログインできます。',
      resent: 'アカウントが存在し、まだ有効になっていない場合は、新しい認証メールをお送りしました。',
    },
    session: {
      unauthorized: 'セッションの有効期限が切れたか、無効です。もう一度ログインしてください。',
      forbidden: 'この操作を行う権限がありません。',
      idle: '操作がなかったため、セッションを終了しました。',
      passwordChanged: 'パスワードが変更されました。もう一度ログインしてください。',
    },
    http: {
      notFound: '要求されたリソースは存在しません。',
      badRequest: 'リクエストが正しくありません。',
      invalidJson: 'リクエストの本文が正しい JSON ではありません。',
      unsupportedMediaType: 'リクエストのコンテンツタイプはサポートされていません。',
      payloadTooLarge: 'リクエストが大きすぎます。',
      tooManyRequests: 'リクエストが多すぎます。しばらく待ってからもう一度お試しください。',
      internal: '予期しないエラーが発生しました。もう一度お試しください。',
      busy: 'システムが混み合っているため、何も保存されませんでした。数秒後にもう一度お試しください。',
    },
    errorPage: {
      title: 'おっと！',
      notFound: 'お探しのページは見つかりませんでした',
    },
    wizard: {
      emailInUse: 'このメールアドレスはすでに使用されています。別のアドレスを入力してください。',
      unexpected: '予期しないエラーが発生しました。もう一度お試しください。',
      enrolmentStep: 'データの登録中にエラーが発生しました。もう一度お試しください。',
    },
  },
};
