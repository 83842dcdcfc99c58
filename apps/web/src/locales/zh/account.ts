import type { resource as es } from '../es/account';
import type { Shape } from '../types';

export const resource: Shape<typeof es> = {
  registration: {
    title: '创建账号',
    subtitle: '填写您的信息以在系统中注册。',
    name: '姓名',
    email: '电子邮箱',
    password: '密码',
    cPassword: '确认密码',
    acceptTermsPrefix: '我接受',
    termsLink: '条款和条件',
    submit: '注册',
    haveAccount: '已有账号？',
    login: '登录',
    successTitle: '注册成功',
  },
  forgot: {
    title: '忘记密码？',
    subtitle: '输入您的电子邮箱，我们将向您发送重置密码的链接。',
    email: '电子邮箱',
    submit: '发送',
    successTitle: '请查收邮件',
  },
  reset: {
    title: '重置密码',
    subtitle: '为您的账号设置新密码。',
    password: '新密码',
    cPassword: '确认新密码',
    submit: '重置密码',
    goToLogin: '登录',
  },
  verify: {
    title: '账号激活',
    goToLogin: '前往登录',
  },
};
