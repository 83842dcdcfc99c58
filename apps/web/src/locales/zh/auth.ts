import { FACULTY_NAME } from '@ingreso/shared';
import type { resource as es } from '../es/auth';
import type { Shape } from '../types';

export const resource: Shape<typeof es> = {
  banner: {
    welcome: '欢迎使用招生系统',
    faculty: FACULTY_NAME,
    description: '注册账号、填写个人信息、上传材料，并报名开放中的专业和课程。您可以在同一处查看每项报名的状态。',
  },
  login: {
    title: '登录',
    subtitle: '请使用账号的电子邮箱和密码登录。',
    email: '电子邮箱',
    password: '密码',
    submit: '登录',
    forgot: '忘记密码？',
    noAccount: '还没有账号？',
    register: '立即注册',
    resend: '重新发送激活邮件',
  },
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
