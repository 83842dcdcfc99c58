import type { resource as es } from '../es/shell';
import type { Shape } from '../types';

export const resource: Shape<typeof es> = {
  greeting: '你好',
  home: '首页',
  breadcrumbs: '导航路径',
  mainMenu: '主菜单',
  toggleMenu: '打开或关闭菜单',
  openProfile: '打开“我的资料”面板',
  profilePanel: '我的资料',
  myProfile: '我的资料',
  logout: '退出',
  roleStudent: '学生',
  roleAdmin: '管理员',
  credit: '开发者：',
  menu: {
    carreras: '专业',
    instancias: '招生批次',
    inscripciones: '报名',
    usuarios: '用户',
    dashboard: '概览',
    carrerasAdmin: '专业',
    reportes: '报表',
    correcciones: '更正申请',
    identidad: '身份',
  },
  pendingCount_other: '{{count}} 条待处理',
  noPermissions: '您的职员账户尚未分配任何页面。请联系管理员检查您的组。',
};
