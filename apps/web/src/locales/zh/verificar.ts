import type { resource as es } from '../es/verificar';
import type { Shape } from '../types';

export const resource: Shape<typeof es> = {
  title: '报名证明核验',
  intro: '此页面通过二维码中的编码核验报名证明，只显示与纸质证明比对所需的信息，不显示个人资料。',
  loading: '正在核验报名证明...',
  valid: '报名证明有效',
  validHint: '该报名证明由本系统签发，且未被修改。',
  invalid: '报名证明无效',
  invalidHint: '该编码不对应本系统签发的任何报名证明：可能已被篡改或抄写错误。请重新扫描二维码或向学院咨询。',
  tooMany: '您连续查询次数过多，请等待一分钟后再试。',
  failure: '目前无法核验报名证明，请几分钟后再试。',
  holder: '持有人（姓名首字母）',
  document: '证件号码末三位',
  instancia: '招生批次',
  estadoAlEmitir: '签发时状态',
  estadoActual: '当前状态',
  fechaEmision: '签发日期',
  fechaInscripcion: '报名日期',
  changed: '自签发以来状态已发生变化。',
  home: '返回首页',
};
