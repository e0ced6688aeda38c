import type { DataProvider } from 'react-admin';
import type {
  FollowUp,
  FollowUpLearner,
  GradeTest,
  Grading,
  GroupResults,
  LearnerGrades,
} from '../domain/entities/group-results';
import { namedDownload } from './download';
import type { HttpOptions, HttpResult } from './http';

type Request = <T = unknown>(path: string, options?: HttpOptions) => Promise<HttpResult<T>>;

const id = (value: string) => encodeURIComponent(value);

export interface GradeInput {
  skill: string;
  score: number;
  comment?: string;
}

export interface GroupResultsMethods {
  /** GET /groupnotation/{groupId}. */
  groupGrading(groupId: string): Promise<Grading>;
  /** PUT /groupnotation/{groupId}/{studentId}: a learner's whole test. */
  saveGrades(
    groupId: string,
    studentId: string,
    body: { test: GradeTest; grades: GradeInput[]; updatedAt: string | null },
  ): Promise<LearnerGrades>;
  /** GET /group/results/{id}. */
  groupResults(groupId: string): Promise<GroupResults>;
  /** GET /group/trainingfollowup/{id}. */
  groupFollowUp(groupId: string): Promise<FollowUp>;
  /** PUT /group/trainingfollowup/{groupId}/{studentId}. */
  saveFollowUp(
    groupId: string,
    studentId: string,
    objectivesReached: string[],
  ): Promise<FollowUpLearner>;
  /** GET /group/trainingfollowup/certificate[/docx]/{groupId}/{studentId}: the certificate of attendance, PDF by default. */
  /**
   * GET /group/{trainingfollowup/certificate|convocation|attestation}/[docx/]{id}/{studentId}: a
   * learner's document in a group, named by the server.
   */
  learnerDocument(
    kind: LearnerDocumentKind,
    groupId: string,
    studentId: string,
    format?: 'pdf' | 'docx',
  ): Promise<Blob>;
  /** GET /group/agreement/[docx/]{id}: the group's training agreement, named by the server. */
  groupAgreement(groupId: string, format: 'pdf' | 'docx'): Promise<Blob>;
  /** GET /export/{pdf|docx|json}/group/{id}: the course plan, named by the server. */
  downloadGroupPlan(groupId: string, kind: 'pdf' | 'docx' | 'json'): Promise<Blob>;
}

/** A learner's documents in a group (issue 47), by the path of each. */
export const DOCUMENT_PATHS = {
  certificate: 'trainingfollowup/certificate',
  convocation: 'convocation',
  attestation: 'attestation',
  contract: 'contract',
} as const;
export type LearnerDocumentKind = keyof typeof DOCUMENT_PATHS;

/** Grading, results, training follow-up and course-plan downloads of the group page. */
export const withGroupResults = <P extends DataProvider>(provider: P, request: Request) =>
  ({
    ...provider,
    async groupGrading(groupId) {
      return (await request<Grading>(`/groupnotation/${id(groupId)}`)).data;
    },
    async saveGrades(groupId, studentId, body) {
      const path = `/groupnotation/${id(groupId)}/${id(studentId)}`;
      return (await request<LearnerGrades>(path, { method: 'PUT', body })).data;
    },
    async groupResults(groupId) {
      return (await request<GroupResults>(`/group/results/${id(groupId)}`)).data;
    },
    async groupFollowUp(groupId) {
      return (await request<FollowUp>(`/group/trainingfollowup/${id(groupId)}`)).data;
    },
    async saveFollowUp(groupId, studentId, objectivesReached) {
      const path = `/group/trainingfollowup/${id(groupId)}/${id(studentId)}`;
      return (await request<FollowUpLearner>(path, { method: 'PUT', body: { objectivesReached } }))
        .data;
    },
    async learnerDocument(kind, groupId, studentId, format = 'pdf') {
      const prefix = format === 'docx' ? 'docx/' : '';
      const path = `/group/${DOCUMENT_PATHS[kind]}/${prefix}${id(groupId)}/${id(studentId)}`;
      return namedDownload(await request<Blob>(path, { as: 'blob' }));
    },
    async groupAgreement(groupId, format) {
      const prefix = format === 'docx' ? 'docx/' : '';
      return namedDownload(
        await request<Blob>(`/group/agreement/${prefix}${id(groupId)}`, { as: 'blob' }),
      );
    },
    async downloadGroupPlan(groupId, kind) {
      const result = await request<Blob>(`/export/${kind}/group/${id(groupId)}`, { as: 'blob' });
      return namedDownload(result);
    },
  }) as P & GroupResultsMethods;
