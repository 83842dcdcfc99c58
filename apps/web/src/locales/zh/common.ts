import { FACULTY_NAME } from '@ingreso/shared';
import type { resource as es } from '../es/common';
import type { Shape } from '../types';

export const resource: Shape<typeof es> = {
  common: {
    appName: '招生系统',
    facultyName: FACULTY_NAME,
    loading: '加载中...',
    back: '返回',
    language: '语言',
    skipToContent: '跳到主要内容',
    togglePassword: '显示或隐藏密码',
    tableScrollHint: '左右滑动表格即可查看所有列。',
    newTab: '(在新标签页中打开)',
    homeLink: '前往{{app}}首页',
    listSeparator: '、',
    loadingArea: '正在准备您的页面...',
    loggingOut: '正在退出...',
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
    title: '常用链接',
    site: '学院网站',
    careers: '专业',
    coursesGuide: '课程指南',
    contact: '联系我们',
  },
  errorPage: {
    title: '哎呀！',
    notFound: '未找到您要访问的页面',
    home: '返回首页',
  },
  pagination: {
    previous: '上一页',
    next: '下一页',
    page: '第 {{n}} 页',
  },
  msg: {
    required: '必填项',
    fieldRequired: '{{value}}为必填项',
    fieldInvalid: '{{value}}无效',
    login: {
      emailFormat: '请输入有效的电子邮箱地址',
      min3: '请至少输入 3 个字符',
      max50: '最多 50 个字符',
      invalidCredentials: '您提供的信息不正确',
      notVerified: '您的账号尚未验证。请查收邮件并打开激活链接，或申请重新发送。',
      throttled: '失败次数过多。请等待 15 分钟后再试。',
    },
    registration: {
      min3: '至少 3 个字符',
      max50: '最多 50 个字符',
      passwordsMustMatch: '两次输入的密码必须一致',
      acceptTerms: '您必须接受条款和条件才能继续',
      success: '您的信息已成功登记',
      activationNote: '我们将向您发送一封激活账号的电子邮件。',
      emailTaken: '该电子邮箱已被注册。',
    },
    forgot: {
      emailFormat: '电子邮箱格式不正确',
      required: '此项为必填项。',
      unknownEmail: '电子邮箱 {{value}} 不存在',
      sent: '我们已向您发送重置密码的电子邮件。',
    },
    reset: {
      failure: '发生错误，请重试',
      success: '密码重置成功',
    },
    verify: {
      waiting: '正在验证您的账号。',
      success: '您的账号已激活，现在可以登录了。',
      failure: '激活链接无效或已被使用。',
      superseded: '此链接已被更新的链接取代：我们已向你发送另一封激活邮件。请打开你最后收到的邮件中的链接。',
      alreadyActive: '你的账户已激活。现在可以登录了。',
      resent: '如果该账号存在且尚未激活，我们已向您发送新的激活邮件。',
    },
    session: {
      unauthorized: '您的会话已过期或无效，请重新登录。',
      forbidden: '您无权执行此操作。',
    },
    http: {
      notFound: '请求的资源不存在。',
      badRequest: '请求无效。',
      invalidJson: '请求正文不是有效的 JSON。',
      unsupportedMediaType: '不支持该请求的内容类型。',
      payloadTooLarge: '请求过大。',
      tooManyRequests: '请求过多，请稍候再试。',
      internal: '发生意外错误，请重试。',
    },
    errorPage: {
      title: '哎呀！',
      notFound: '未找到您要访问的页面',
    },
    wizard: {
      emailInUse: '该电子邮箱已被使用，请输入其他邮箱。',
      unexpected: '发生意外错误，请重试。',
      enrolmentStep: '保存信息时发生错误，请重试。',
    },
  },
};
