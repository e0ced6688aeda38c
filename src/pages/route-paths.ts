/**
 * The custom screens' paths, as plain data: src/pages/routes.tsx gives each its element, and the
 * end-to-end accessibility test visits every one of them (a path added here is checked the day it lands).
 */
export const PAGE_PATHS = {
  login: '/',
  profile: '/profile',
  notificationsIntra: '/notificationsIntra',
  elearningNotifications: '/notifications',
  agenda: '/agenda',
  companyAll: '/companyall/:type',
  companyInfos: '/company/infos/:id',
  companySummary: '/company/summary/:id',
  companyUsers: '/company/users/:id',
  companyGroups: '/company/groups/:id',
  companyTest: '/company/test/:id',
  companyTestReview: '/company/test/review/:userId',
  companyResults: '/company/results/:id',
  companyMergedResults: '/company/results/:id/mergedresults',
  companyHistory: '/company/history/:id',
  groupCreate: '/company/groups/:id/create',
  groupEdit: '/company/groups/:id/edit',
  groupEditTab: '/company/groups/:id/edit/:tab',
  groupResults: '/company/groups/:id/results',
  groupFollowUp: '/company/groups/:id/trainingfollowup',
  student: '/student/:studentId',
  sessionRead: '/session/read/:id',
  sessionCreate: '/session/create',
  sessionEdit: '/session/edit/:id',
  sessionAppointment: '/session/appointment/:id',
  missingSignatures: '/session/signatures',
  sign: '/sign/:token',
  agreementSignature: '/agreement-signature/:token',
  survey: '/survey/:token',
  test: '/test/:code',
  archiveHome: '/archive',
  archive: '/archive/:tab',
  exports: '/exports',
  backups: '/backups',
  settings: '/settings',
  bpf: '/bpf',
  qualityReport: '/quality-report',
  qualityResults: '/quality-results',
  surveyResults: '/survey-results',
  documentTemplates: '/document-templates',
  search: '/search',
  searchLink: '/search/:kind/:key',
  searchLinkNamed: '/search/:kind/:key/:name',
  // The launch page is the rest of the path: a package's may sit in a folder (shared/launchpage.html).
  unitViewer: '/unitViewer/:filename/:activityId/*',
  placementResults: '/placement/results',
  results: '/results',
  list: '/list',
} as const;

export type PageName = keyof typeof PAGE_PATHS;

/** Screens shown without the menu and top bar, reachable when signed out. */
export const NO_LAYOUT_PAGES: readonly PageName[] = [
  'login',
  'sign',
  'agreementSignature',
  'survey',
  'test',
  'qualityResults',
];
