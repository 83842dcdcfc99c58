import type { resource as es } from '../es/carreras';
import type { Shape } from '../types';

export const resource: Shape<typeof es> = {
  intro: '选择专业类型，查看开放中的招生批次并报名。',
  loading: '正在加载开放中的招生批次...',
  empty: '目前没有开放中的招生批次',
  emptyHint: '您可以在学院网站上查看招生信息。',
  facultySite: '前往学院网站',
  newTab: '(在新标签页中打开)',
  openCount_other: '{{count}} 个开放批次',
  noneOpen: '暂无开放批次',
  showInstancias: '查看{{type}}的招生批次',
  showInstanciasShort: '查看招生批次',
  external: '在大学继续教育网站上报名',
  goExternal: '前往继续教育网站',
  noPersona: '报名前请先填写您的个人信息。',
  completeRegister: '填写我的信息',
};
