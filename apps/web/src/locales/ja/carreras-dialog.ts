import type { resource as es } from '../es/carreras-dialog';
import type { Shape } from '../types';
import { DOCUMENT_LABELS } from './parts/documents';

export const resource: Shape<typeof es> = {
  noFiles: 'おっと！まだファイルが1つもアップロードされていないようです...',
  missingFiles: '次の書類がまだアップロードされていません: {{labels}}。マイプロフィール > マイ書類 からアップロードできます。',
  success: '申込が承認される前に、入力内容が確認されます',
  modalIntro: '申込受付中の募集回です。',
  close: '閉じる',
  carrera: '学科',
  openUntil: '{{date}} まで申込受付中',
  dates: {
    courseStart: '授業開始',
    start: '開始日',
    end: '終了日',
  },
  chooseCareer: '希望する学科',
  chooseCareerPlaceholder: '学科を選択してください',
  chooseCareerError: '申し込む学科を選択してください。',
  careersLoading: '学科を読み込んでいます...',
  careersError: '学科の一覧を読み込めませんでした。しばらくしてからもう一度お試しください。',
  enrol: '申し込む',
  enrolIn: '{{instancia}}に申し込む',
  enrolling: '申し込んでいます...',
  enrolled: '申込済み',
  enrolledState: 'ステータス: {{estado}}',
  goToDocuments: 'マイプロフィール > マイ書類 へ',
  goToProfile: 'マイプロフィールで申込状況を見る',
  documents: DOCUMENT_LABELS,
};
