import type { DataProvider } from 'react-admin';
import type { CompanyData } from '../domain/entities/company-panel';
import type {
  ExamSession,
  ExamSubject,
  NewExamBody,
  UpdateExamBody,
} from '../domain/entities/exam';
import type { HttpOptions, HttpResult } from './http';

type Request = <T = unknown>(path: string, options?: HttpOptions) => Promise<HttpResult<T>>;

/** The sections of PUT /companyData/{section}/{id} (spec section 7). */
export type PanelSection = 'admin' | 'pedagogic' | 'semesters' | 'criterias' | 'examConcerned';

const id = (value: string) => encodeURIComponent(value);

export interface PanelMethods {
  /** GET /companyData/{id}: the client's administration panel. */
  getCompanyData(companyId: string): Promise<CompanyData>;
  /** PUT /companyData/{section}/{id}: one section whole with the panel's updatedAt; answers the panel. */
  putCompanyData(
    section: PanelSection,
    companyId: string,
    body: Record<string, unknown>,
  ): Promise<CompanyData>;
  /** PUT /company/nextsemester/{id}: closes the current semester entry; answers the panel. */
  nextSemester(companyId: string, updatedAt: string): Promise<CompanyData>;
  /** GET /examsubject: the subject catalogue. */
  examSubjects(): Promise<ExamSubject[]>;
  /** GET /exam/company/{id}: the client's exam sessions. */
  companyExams(companyId: string): Promise<ExamSession[]>;
  /** PUT /exam/new/{companyId}/{semester}. */
  newExam(companyId: string, semester: number, body: NewExamBody): Promise<ExamSession>;
  /** PUT /exam/update/{id}. */
  updateExam(examId: string, body: UpdateExamBody): Promise<ExamSession>;
  /** PUT /exam/delete/{id}: answers the deleted session. */
  deleteExam(examId: string): Promise<ExamSession>;
}

/** The company panel's calls (custom pages, not react-admin resources). */
export const withPanel = <P extends DataProvider>(provider: P, request: Request) =>
  ({
    ...provider,
    async getCompanyData(companyId) {
      return (await request<CompanyData>(`/companyData/${id(companyId)}`)).data;
    },
    async putCompanyData(section, companyId, body) {
      const path = `/companyData/${section}/${id(companyId)}`;
      return (await request<CompanyData>(path, { method: 'PUT', body })).data;
    },
    async nextSemester(companyId, updatedAt) {
      const path = `/company/nextsemester/${id(companyId)}`;
      return (await request<CompanyData>(path, { method: 'PUT', body: { updatedAt } })).data;
    },
    async examSubjects() {
      return (await request<ExamSubject[]>('/examsubject')).data;
    },
    async companyExams(companyId) {
      return (await request<ExamSession[]>(`/exam/company/${id(companyId)}`)).data;
    },
    async newExam(companyId, semester, body) {
      const path = `/exam/new/${id(companyId)}/${semester}`;
      return (await request<ExamSession>(path, { method: 'PUT', body })).data;
    },
    async updateExam(examId, body) {
      return (await request<ExamSession>(`/exam/update/${id(examId)}`, { method: 'PUT', body }))
        .data;
    },
    async deleteExam(examId) {
      return (await request<ExamSession>(`/exam/delete/${id(examId)}`, { method: 'PUT' })).data;
    },
  }) as P & PanelMethods;
