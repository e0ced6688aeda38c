import type { ComponentType } from 'react';

/** What a tab of the group page gets: the group's id (it reads the group with useGetOne('groups')). */
export interface GroupTabProps {
  groupId: string;
}

/**
 * The tabs of the group page (spec: /company/groups/{id}/edit/{basic|elearning|groupnotation|manage|content},
 * /company/groups/{id}/results and /trainingfollowup), in the order they show. Each area adds its own
 * entry when its screen exists; the page shell (GroupPage) renders them as link tabs.
 */
export interface GroupTab {
  key: string;
  /** A key of locales/ for the tab's label. */
  label: string;
  /** The tab's path for a group. */
  path: (groupId: string) => string;
  load: () => Promise<{ default: ComponentType<GroupTabProps> }>;
  /** Shown only to whoever may list this resource (the authProvider's canAccess). */
  resource?: string;
}

/** The group page, for every tab of GROUP_TABS (edit tabs, results, training follow-up). */
export const loadGroupPage = () => import('./GroupPage');

export const editTabPath = (tab: string) => (groupId: string) =>
  `/company/groups/${groupId}/edit/${tab}`;

export const GROUP_TABS: GroupTab[] = [
  {
    key: 'basic',
    label: 'app.group_screens.tabs.basic',
    path: editTabPath('basic'),
    load: () => import('./GroupBasic'),
  },
  {
    key: 'content',
    label: 'app.group_elearning.content_tab',
    path: editTabPath('content'),
    load: () => import('./content/ContentTab'),
  },
  {
    key: 'elearning',
    label: 'app.group_elearning.tab',
    path: editTabPath('elearning'),
    load: () => import('./elearning/ElearningTab'),
  },
  {
    key: 'groupnotation',
    label: 'app.group_results.tabs.grading',
    path: editTabPath('groupnotation'),
    load: () => import('./notation/GroupNotation'),
  },
  {
    key: 'manage',
    label: 'app.group_screens.tabs.manage',
    path: editTabPath('manage'),
    load: () => import('./manage/GroupManage'),
  },
  {
    key: 'funding',
    label: 'app.group_funding.tab',
    path: editTabPath('funding'),
    load: () => import('./funding/FundingTab'),
    resource: 'funding',
  },
  {
    key: 'results',
    label: 'app.group_results.tabs.results',
    path: (groupId) => `/company/groups/${groupId}/results`,
    load: () => import('./results/GroupResults'),
  },
  {
    key: 'trainingfollowup',
    label: 'app.group_results.tabs.followup',
    path: (groupId) => `/company/groups/${groupId}/trainingfollowup`,
    load: () => import('./followup/GroupFollowUp'),
  },
  {
    key: 'surveys',
    label: 'app.surveys.results.tab',
    path: editTabPath('surveys'),
    load: () => import('./surveys/SurveysTab'),
    resource: 'surveys',
  },
  {
    key: 'history',
    label: 'app.audit.history.title',
    path: editTabPath('history'),
    load: () => import('./GroupHistory'),
    resource: 'audit',
  },
];
