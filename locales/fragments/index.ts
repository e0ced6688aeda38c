import type { Fragment } from '../merge';
import { a11y } from './a11y';
import { accessCodesApi } from './access-codes-api';
import { accessCodesUi } from './access-codes-ui';
import { administrator } from './administrator';
import { agendaUi } from './agenda-ui';
import { agreementSignatures } from './agreement-signatures';
import { apiDialect } from './api-dialect';
import { atRisk } from './at-risk';
import { atRiskUi } from './at-risk-ui';
import { attendanceUi } from './attendance-ui';
import { audit } from './audit';
import { auditExport } from './audit-export';
import { authApi } from './auth-api';
import { backups } from './backups';
import { bpf } from './bpf';
import { bulkEdit } from './bulk-edit';
import { companies } from './companies';
import { companyPanelRules } from './company-panel-rules';
import { companyPanelSemestersUi } from './company-panel-semesters-ui';
import { companyPanelUi } from './company-panel-ui';
import { companyResults } from './company-results';
import { companySummary } from './company-summary';
import { complaints } from './complaints';
import { contents } from './contents';
import { courses } from './courses';
import { customers } from './customers';
import { documentTemplates } from './document-templates';
import { documents } from './documents';
import { elearningNotifications } from './elearning-notifications';
import { errors } from './errors';
import { evidencePack } from './evidence-pack';
import { examQuiz } from './exam-quiz';
import { examResults } from './exam-results';
import { examRules } from './exam-rules';
import { examSubjects } from './exam-subjects';
import { examsUi } from './exams-ui';
import { exportJobs } from './export-jobs';
import { exportsScreen } from './exports-screen';
import { groupChecklist } from './group-checklist';
import { groupElearning } from './group-elearning';
import { groupFunding } from './group-funding';
import { groupResults } from './group-results';
import { groupScreens } from './group-screens';
import { groups } from './groups';
import { healthApi } from './health-api';
import { improvements } from './improvements';
import { issuedDocuments } from './issued-documents';
import { learningResourcesUi } from './learning-resources-ui';
import { meta } from './meta';
import { moduleProgress } from './module-progress';
import { modules } from './modules';
import { news } from './news';
import { notificationKinds } from './notification-kinds';
import { notificationReads } from './notification-reads';
import { people } from './people';
import { peopleApi } from './people-api';
import { peopleExports } from './people-exports';
import { privacy } from './privacy';
import { qualityReport } from './quality-report';
import { questionMedia } from './question-media';
import { questionPoolsApi } from './question-pools-api';
import { questionPoolsUi } from './question-pools-ui';
import { questionsApi } from './questions-api';
import { questionsUi } from './questions-ui';
import { reference } from './reference';
import { resourceNamesInSentences } from './resource-names';
import { richText } from './rich-text';
import { save } from './save';
import { search } from './search';
import { semesters } from './semesters';
import { sessionMails } from './session-mails';
import { sessionReadUi } from './session-read-ui';
import { sessions } from './sessions';
import { settingsUi } from './settings-ui';
import { shell } from './shell';
import { signatures } from './signatures';
import { signaturesUi } from './signatures-ui';
import { studentImport } from './student-import';
import { studentImportUi } from './student-import-ui';
import { studentRecord } from './student-record';
import { students } from './students';
import { surveyResults } from './survey-results';
import { surveys } from './surveys';
import { teachers } from './teachers';
import { testAttemptsUi } from './test-attempts-ui';
import { testPageUi } from './test-page-ui';
import { testReview } from './test-review';
import { unitViewer } from './unit-viewer';
import { units } from './units';
import { validation } from './validation';

/** Every area's messages; add a fragment here when an area adds one. */
export const fragments: Fragment[] = [
  documents,
  documentTemplates,
  issuedDocuments,
  agreementSignatures,
  groupChecklist,
  elearningNotifications,
  errors,
  questionMedia,
  validation,
  authApi,
  peopleApi,
  peopleExports,
  auditExport,
  backups,
  privacy,
  bulkEdit,
  meta,
  students,
  studentImport,
  studentImportUi,
  studentRecord,
  atRisk,
  atRiskUi,
  settingsUi,
  administrator,
  people,
  companies,
  customers,
  teachers,
  shell,
  search,
  reference,
  apiDialect,
  notificationKinds,
  notificationReads,
  resourceNamesInSentences,
  a11y,
  semesters,
  companyPanelRules,
  examRules,
  examResults,
  examQuiz,
  companyPanelUi,
  companyPanelSemestersUi,
  modules,
  courses,
  contents,
  learningResourcesUi,
  units,
  unitViewer,
  moduleProgress,
  groups,
  groupElearning,
  groupFunding,
  groupResults,
  groupScreens,
  save,
  sessions,
  signatures,
  agendaUi,
  attendanceUi,
  sessionReadUi,
  signaturesUi,
  sessionMails,
  questionsApi,
  questionPoolsApi,
  questionsUi,
  questionPoolsUi,
  accessCodesApi,
  accessCodesUi,
  testPageUi,
  testAttemptsUi,
  testReview,
  examsUi,
  companyResults,
  companySummary,
  examSubjects,
  complaints,
  improvements,
  bpf,
  qualityReport,
  evidencePack,
  surveys,
  surveyResults,
  news,
  richText,
  exportsScreen,
  exportJobs,
  audit,
  healthApi,
];
