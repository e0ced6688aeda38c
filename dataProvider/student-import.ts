import type { DataProvider } from 'react-admin';
import type { ImportReport, ImportResult } from '../domain/entities/student-import';
import type { HttpOptions, HttpResult } from './http';

type Request = <T = unknown>(path: string, options?: HttpOptions) => Promise<HttpResult<T>>;

export interface StudentImportMethods {
  /** POST /student/import/check (multipart: file, mapping?, group?, company?): the dry run. */
  checkImport(form: FormData): Promise<ImportReport>;
  /** POST /student/import (same form): the learners written in one transaction, or a 400 report. */
  importStudents(form: FormData): Promise<ImportResult>;
}

/** Learners imported from a spreadsheet: the dry run, then the import. */
export const withStudentImport = <P extends DataProvider>(provider: P, request: Request) =>
  ({
    ...provider,
    async checkImport(form) {
      return (await request<ImportReport>('/student/import/check', { method: 'POST', body: form }))
        .data;
    },
    async importStudents(form) {
      return (await request<ImportResult>('/student/import', { method: 'POST', body: form })).data;
    },
  }) as P & StudentImportMethods;
