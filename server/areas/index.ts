import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessCodeRoutes } from './access-codes';
import { administratorRoutes } from './administrator';
import { agreementSignatureRoutes } from './agreement-signatures';
import { atRiskRoutes } from './at-risk';
import { auditRoutes } from './audit';
import { authRoutes } from './auth';
import { backupRoutes } from './backups';
import { bpfRoutes } from './bpf';
import { companyRoutes } from './companies';
import { companyPanelRoutes } from './company-panel';
import { companyResultsRoutes } from './company-results';
import { companySummaryRoutes } from './company-summary';
import { complaintRoutes } from './complaints';
import { contentRoutes } from './contents';
import { courseRoutes } from './courses';
import { customerRoutes } from './customers';
import { documentTemplateRoutes } from './document-templates';
import { documentRoutes, issuedDocumentRoutes } from './documents';
import { elearningDetailsRoutes } from './elearning-details';
import { elearningNotificationRoutes } from './elearning-notifications';
import { evidencePackRoutes } from './evidence-pack';
import { examResultRoutes } from './exam-results';
import { examSubjectRoutes } from './exam-subjects';
import { examListRoutes, examRoutes } from './exams';
import { exportJobRoutes } from './export-jobs';
import { exportRoutes } from './exports';
import { groupChecklistRoutes } from './group-checklist';
import { groupFundingRoutes } from './group-funding';
import { groupResultsRoutes } from './group-results';
import { groupRoutes } from './groups';
import { healthRoutes } from './health';
import { improvementRoutes } from './improvements';
import { resourceRoutes } from './learning-resources';
import { moduleProgressRoutes } from './module-progress';
import { moduleRoutes } from './modules';
import { newsRoutes } from './news';
import { notificationsRoutes } from './notifications';
import { objectiveRoutes } from './objectives';
import { privacyRoutes } from './privacy';
import { qualityReportRoutes, qualityResultsPublicRoutes } from './quality-report';
import { questionPoolRoutes } from './question-pools';
import { questionRoutes } from './questions';
import { referenceRoutes } from './reference';
import { searchRoutes } from './search';
import { semesterRoutes } from './semesters';
import { sessionRoutes } from './sessions';
import { settingsRoutes } from './settings';
import { studentImportRoutes } from './student-import';
import { studentRecordRoutes } from './student-record';
import { studentRoutes } from './students';
import { surveyCutRoutes, surveyGroupRoutes, surveyPublicRoutes, surveyRoutes } from './surveys';
import { teacherRoutes } from './teachers';
import { placementResultRoutes, testAttemptRoutes } from './test-attempts';
import { trackerRoutes } from './trackers';
import { unitRoutes } from './units';

/** Every API area of spec section 7, mounted under /api. */
export const areas: FastifyPluginAsyncZod[] = [
  healthRoutes,
  referenceRoutes,
  authRoutes,
  administratorRoutes,
  notificationsRoutes,
  auditRoutes,
  backupRoutes,
  privacyRoutes,
  studentRoutes,
  studentImportRoutes,
  studentRecordRoutes,
  companyRoutes,
  customerRoutes,
  teacherRoutes,
  exportRoutes,
  exportJobRoutes,
  searchRoutes,
  semesterRoutes,
  moduleRoutes,
  courseRoutes,
  contentRoutes,
  companyPanelRoutes,
  examSubjectRoutes,
  examRoutes,
  examListRoutes,
  examResultRoutes,
  questionRoutes,
  questionPoolRoutes,
  accessCodeRoutes,
  testAttemptRoutes,
  placementResultRoutes,
  companyResultsRoutes,
  companySummaryRoutes,
  atRiskRoutes,
  settingsRoutes,
  resourceRoutes,
  unitRoutes,
  trackerRoutes,
  moduleProgressRoutes,
  groupRoutes,
  objectiveRoutes,
  elearningDetailsRoutes,
  elearningNotificationRoutes,
  groupResultsRoutes,
  groupFundingRoutes,
  documentRoutes,
  issuedDocumentRoutes,
  agreementSignatureRoutes,
  groupChecklistRoutes,
  documentTemplateRoutes,
  sessionRoutes,
  newsRoutes,
  complaintRoutes,
  improvementRoutes,
  bpfRoutes,
  qualityReportRoutes,
  qualityResultsPublicRoutes,
  evidencePackRoutes,
  surveyRoutes,
  surveyPublicRoutes,
  surveyGroupRoutes,
  surveyCutRoutes,
];
