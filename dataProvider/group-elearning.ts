import type { DataProvider } from 'react-admin';
import type {
  ElearningTemplate,
  NotificationSettings,
  SetTemplate,
} from '../domain/entities/elearning-notification';
import type { ElearningDetails, GroupContent } from '../domain/entities/group-elearning';
import { type HttpOptions, type HttpResult, withQuery } from './http';

type Request = <T = unknown>(path: string, options?: HttpOptions) => Promise<HttpResult<T>>;

const id = (value: string) => encodeURIComponent(value);

/** What the E-learning tab writes: the record's writable fields (hours, percents, blocks). */
export type ElearningValues = Pick<
  ElearningDetails,
  | 'semester'
  | 'elearningDuration'
  | 'presentialHours'
  | 'elearningTarget'
  | 'elearningAttempts'
  | 'elearningDurationTarget'
  | 'elearningProgramme'
  | 'elearningEvaluations'
  | 'elearningResources'
>;

export interface GroupElearningMethods {
  /** GET /elearningdetails?filter={groupId}: the group's e-learning details, null before the first save. */
  groupElearning(groupId: string): Promise<ElearningDetails | null>;
  /** POST /elearningdetails: the first save of a group's details. */
  createGroupElearning(groupId: string, values: ElearningValues): Promise<ElearningDetails>;
  /**
   * PUT /elearningdetails/{id}?update=true: editing an existing group's details sends the two
   * targets nested under `elearning` (spec section 3), with the updatedAt read.
   */
  updateGroupElearning(
    detailsId: string,
    values: ElearningValues,
    updatedAt: string,
  ): Promise<ElearningDetails>;
  /**
   * PUT /elearningdetails/notif/{id}: the learners' e-learning notifications on or off and, when
   * given, each kind's switch and thresholds.
   */
  setGroupElearningNotify(
    detailsId: string,
    notify: boolean,
    updatedAt: string,
    notifications?: NotificationSettings,
  ): Promise<ElearningDetails>;
  /** GET /elearningnotifications/templates: every kind in every language (/notifications). */
  elearningTemplates(): Promise<ElearningTemplate[]>;
  /** PUT /elearningnotifications/templates/{kind}/{language}. */
  setElearningTemplate(
    kind: string,
    language: string,
    body: SetTemplate,
  ): Promise<ElearningTemplate>;
  /** DELETE /elearningnotifications/templates/{kind}/{language}: back to the default text. */
  resetElearningTemplate(kind: string, language: string): Promise<ElearningTemplate>;
  /** GET /contenttitle/group/{id}?level=&language=: the titles of the Content tab and the chosen skills. */
  groupContent(
    groupId: string,
    query: { level?: number; language?: string },
  ): Promise<GroupContent>;
}

/** The group page's E-learning and Content tabs (not react-admin resources). */
export const withGroupElearning = <P extends DataProvider>(provider: P, request: Request) =>
  ({
    ...provider,
    async groupElearning(groupId) {
      const result = await request<ElearningDetails[]>(
        withQuery('/elearningdetails', { filter: { groupId } }),
      );
      return result.data?.[0] ?? null;
    },
    async createGroupElearning(groupId, values) {
      const body = { groupId, ...values };
      return (await request<ElearningDetails>('/elearningdetails', { method: 'POST', body })).data;
    },
    async updateGroupElearning(detailsId, values, updatedAt) {
      const { elearningDurationTarget, elearningAttempts, ...rest } = values;
      const body = {
        ...rest,
        elearning: { elearningDurationTarget, elearningAttempts },
        updatedAt,
      };
      const path = withQuery(`/elearningdetails/${id(detailsId)}`, { update: 'true' });
      return (await request<ElearningDetails>(path, { method: 'PUT', body })).data;
    },
    async setGroupElearningNotify(detailsId, notify, updatedAt, notifications) {
      const path = `/elearningdetails/notif/${id(detailsId)}`;
      const body = notifications ? { notify, notifications, updatedAt } : { notify, updatedAt };
      return (await request<ElearningDetails>(path, { method: 'PUT', body })).data;
    },
    async elearningTemplates() {
      return (await request<ElearningTemplate[]>('/elearningnotifications/templates')).data;
    },
    async setElearningTemplate(kind, language, body) {
      const path = `/elearningnotifications/templates/${id(kind)}/${id(language)}`;
      return (await request<ElearningTemplate>(path, { method: 'PUT', body })).data;
    },
    async resetElearningTemplate(kind, language) {
      const path = `/elearningnotifications/templates/${id(kind)}/${id(language)}`;
      return (await request<ElearningTemplate>(path, { method: 'DELETE' })).data;
    },
    async groupContent(groupId, { level, language }) {
      const path = withQuery(`/contenttitle/group/${id(groupId)}`, {
        level: level === undefined ? undefined : String(level),
        language,
      });
      return (await request<GroupContent>(path)).data;
    },
  }) as P & GroupElearningMethods;
