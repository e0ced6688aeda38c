import type { DataProvider } from 'react-admin';
import type { GroupSurveyResults } from '../domain/entities/survey';
import type { HttpOptions, HttpResult } from './http';

type Request = <T = unknown>(path: string, options?: HttpOptions) => Promise<HttpResult<T>>;

export interface GroupSurveyMethods {
  /** GET /group/surveys/{id}: the results of the surveys sent to the group's learners. */
  groupSurveys(groupId: string): Promise<GroupSurveyResults>;
}

/** A group's satisfaction surveys (issue 48 part 1). */
export const withGroupSurveys = <P extends DataProvider>(provider: P, request: Request) =>
  ({
    ...provider,
    async groupSurveys(groupId) {
      return (await request<GroupSurveyResults>(`/group/surveys/${encodeURIComponent(groupId)}`))
        .data;
    },
  }) as P & GroupSurveyMethods;
