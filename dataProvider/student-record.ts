import type { DataProvider } from 'react-admin';
import type { RecordSummary } from '../domain/entities/student-record';
import type { HttpOptions, HttpResult } from './http';

type Request = <T = unknown>(path: string, options?: HttpOptions) => Promise<HttpResult<T>>;

export interface StudentRecordMethods {
  /** GET /student/record/summary/{id}: the top of a learner's record. */
  studentRecordSummary(studentId: string): Promise<RecordSummary>;
}

/** The summary of a learner's record; its sections are lists of RESOURCE_PATHS (routes.ts). */
export const withStudentRecord = <P extends DataProvider>(provider: P, request: Request) =>
  ({
    ...provider,
    async studentRecordSummary(studentId) {
      const path = `/student/record/summary/${encodeURIComponent(studentId)}`;
      return (await request<RecordSummary>(path)).data;
    },
  }) as P & StudentRecordMethods;
