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
    sso: {
      or: '或',
      button: '使用学校账号登录',
      hint: '仅限学院工作人员。',
      pending: '正在使用学校账号登录…',
      errors: {
        not_configured: '本门户未启用学校账号登录。请使用电子邮箱和密码登录。',
        unavailable: '无法连接学校账号的身份提供方。请几分钟后重试，或使用电子邮箱和密码登录。',
        expired: '学校账号登录已过期或已被使用。请重试。',
        denied: '学校账号登录已取消。',
        invalid_response: '身份提供方的响应未通过安全检查。请重试；如果再次发生，请联系服务台。',
        unverified_email: '身份提供方未确认你的学校账号邮箱已验证。',
        domain: '该账号的邮箱不属于允许工作人员使用的学校域名。',
        no_account: '没有使用你学校账号邮箱的工作人员账号。请联系管理员创建。',
        not_staff: '你的学校账号邮箱属于申请人账号：请使用电子邮箱和密码登录。',
      },
    },
  },
};
