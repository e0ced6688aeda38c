import type { ReactElement } from 'react';
import { Navigate } from 'react-router-dom';
import { loadGroupPage } from '../../resources/groups/group-tabs';
import { LazyPage } from '../components/LazyPage';
import { NO_LAYOUT_PAGES, PAGE_PATHS, type PageName } from './route-paths';

export interface PageRoute {
  path: string;
  element: ReactElement;
  /** Rendered without the menu and top bar, and reachable when signed out. */
  noLayout?: boolean;
}

/** The login page, also react-admin's loginPage so its redirects land on it. */
export const loginPage = <LazyPage load={() => import('./login/LoginPage')} />;

// Pages reached by several paths share one loader, so they load once.
const loadCompanyAll = () => import('../../resources/companies/CompanyAllPage');
const loadCompany = () => import('../../resources/companies/CompanyPage');
const loadArchive = () => import('./archive/ArchivePage');
const loadSearch = () => import('./search/SearchPage');
const loadSessionForm = () => import('../../resources/sessions/SessionFormPage');
const loadSessionCreate = () => loadSessionForm().then((m) => ({ default: m.SessionCreatePage }));
const loadSessionEdit = () => loadSessionForm().then((m) => ({ default: m.SessionEditPage }));
const loadSearchLink = () => loadSearch().then((m) => ({ default: m.SearchLinkPage }));

const elements: Record<PageName, ReactElement> = {
  login: loginPage,
  profile: <LazyPage load={() => import('./profile/ProfilePage')} />,
  notificationsIntra: <LazyPage load={() => import('./notifications/NotificationsIntraPage')} />,
  elearningNotifications: (
    <LazyPage load={() => import('./elearning-notifications/ElearningNotificationsPage')} />
  ),
  agenda: <LazyPage load={() => import('../../resources/sessions/AgendaPage')} />,
  companyAll: <LazyPage load={loadCompanyAll} />,
  companyInfos: <LazyPage load={loadCompany} />,
  companySummary: <LazyPage load={loadCompany} />,
  companyUsers: <LazyPage load={loadCompany} />,
  companyGroups: <LazyPage load={loadCompany} />,
  companyTest: <LazyPage load={loadCompany} />,
  companyResults: <LazyPage load={loadCompany} />,
  companyMergedResults: <LazyPage load={loadCompany} />,
  companyHistory: <LazyPage load={loadCompany} />,
  companyTestReview: <LazyPage load={() => import('../../resources/test-attempts/TestReview')} />,
  groupCreate: <LazyPage load={() => import('../../resources/groups/GroupCreate')} />,
  groupEdit: <LazyPage load={loadGroupPage} />,
  groupEditTab: <LazyPage load={loadGroupPage} />,
  groupResults: <LazyPage load={loadGroupPage} />,
  groupFollowUp: <LazyPage load={loadGroupPage} />,
  student: <LazyPage load={() => import('../../resources/students/StudentPage')} />,
  sessionRead: <LazyPage load={() => import('../../resources/sessions/SessionReadPage')} />,
  sessionCreate: <LazyPage load={loadSessionCreate} />,
  sessionEdit: <LazyPage load={loadSessionEdit} />,
  sessionAppointment: <LazyPage load={() => import('../../resources/sessions/AttendancePage')} />,
  missingSignatures: (
    <LazyPage load={() => import('../../resources/sessions/MissingSignaturesPage')} />
  ),
  sign: <LazyPage load={() => import('./sign/SignPage')} />,
  agreementSignature: (
    <LazyPage load={() => import('./agreement-signature/AgreementSignaturePage')} />
  ),
  survey: <LazyPage load={() => import('./survey/SurveyPage')} />,
  test: <LazyPage load={() => import('./test/TestPage')} />,
  archiveHome: <LazyPage load={loadArchive} />,
  archive: <LazyPage load={loadArchive} />,
  exports: <LazyPage load={() => import('./exports/ExportsPage')} />,
  backups: <LazyPage load={() => import('./backups/BackupsPage')} />,
  bpf: <LazyPage load={() => import('./bpf/BpfPage')} />,
  qualityReport: <LazyPage load={() => import('./quality-report/QualityReportPage')} />,
  qualityResults: <LazyPage load={() => import('./quality-results/QualityResultsPage')} />,
  surveyResults: <LazyPage load={() => import('./survey-results/SurveyResultsPage')} />,
  settings: <LazyPage load={() => import('./settings/SettingsPage')} />,
  documentTemplates: <LazyPage load={() => import('./document-templates/DocumentTemplatesPage')} />,
  search: <LazyPage load={loadSearch} />,
  searchLink: <LazyPage load={loadSearchLink} />,
  searchLinkNamed: <LazyPage load={loadSearchLink} />,
  unitViewer: <LazyPage load={() => import('./unit-viewer/UnitViewerPage')} />,
  // The spec's address of the placement results: the resource's list (resources/test-attempts).
  placementResults: <Navigate to="/placementResults" replace />,
  // The spec's menu address of the exam sessions, the same screen as /exams (resources/exams).
  list: <Navigate to="/exams" replace />,
  // The spec's address of all results: the resource's list (resources/exam-results).
  results: <Navigate to="/examResults" replace />,
};

/** Every custom (non-resource) screen of route-paths.ts; each loads lazily through LazyPage. */
export const pageRoutes: PageRoute[] = (Object.keys(PAGE_PATHS) as PageName[]).map((name) => ({
  path: PAGE_PATHS[name],
  element: elements[name],
  ...(NO_LAYOUT_PAGES.includes(name) ? { noLayout: true } : {}),
}));
