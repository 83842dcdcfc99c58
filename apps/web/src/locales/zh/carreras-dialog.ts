import type { resource as es } from '../es/carreras-dialog';
import type { Shape } from '../types';
import { DOCUMENT_LABELS } from './parts/documents';

export const resource: Shape<typeof es> = {
  noFiles: '哎呀！您似乎还没有上传任何文件...',
  missingFiles: '您还需要上传以下材料：{{labels}}。您可以在“我的资料 > 我的材料”中上传。',
  success: '报名获批前，我们将核实您的信息',
  modalIntro: '以下招生批次正在接受报名。',
  close: '关闭',
  carrera: '专业',
  openUntil: '报名开放至 {{date}}',
  dates: {
    courseStart: '开课日期',
    start: '开始日期',
    end: '结束日期',
  },
  chooseCareer: '您想就读的专业',
  chooseCareerPlaceholder: '请选择专业',
  chooseCareerError: '请选择您要报名的专业。',
  careersLoading: '正在加载专业...',
  careersError: '无法加载专业列表，请稍后再试。',
  enrol: '报名',
  enrolIn: '报名 {{instancia}}',
  enrolling: '正在报名...',
  enrolled: '已报名',
  enrolledState: '状态：{{estado}}',
  goToDocuments: '前往“我的资料 > 我的材料”',
  goToProfile: '在“我的资料”中查看我的报名',
  documents: DOCUMENT_LABELS,
};
