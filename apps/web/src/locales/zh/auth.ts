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
    ended: {
      idle: '由于长时间未操作，您的会话已关闭。',
      passwordChanged: '您的密码已更改：请重新登录。',
    },
  },
};
