import type { CompanySummary } from '../../../domain/entities/company-summary';
import type { GroupState } from '../../../domain/rules/student-record';
import { listAddress as listWith } from '../../../src/meta/list-address';

/**
 * The lists behind a client's summary figures, for its period: its groups (the Courses tab, which
 * reads state and the period from its address), learners, agenda, coming exams and exam results.
 */
export function summaryLinks(id: string, summary: Pick<CompanySummary, 'from' | 'to'>) {
  const period = { endDate_gte: summary.from, beginDate_lte: summary.to };
  return {
    groups: (state?: GroupState) =>
      `/company/groups/${id}?${new URLSearchParams(state ? { state, ...period } : period)}`,
    learners: `/company/users/${id}/`,
    atRisk: listWith('atRisk', { companyId: id, open: true }),
    agenda: `/agenda?${new URLSearchParams({ company: id })}`,
    session: (sessionId: string) => `/session/read/${sessionId}`,
    exam: (examId: string) => `/exams/${examId}/show`,
    exams: (today: string) =>
      listWith('exams', { company: id, examBegin_gte: today, examBegin_lte: summary.to }),
    results: listWith('examResults', {
      company: id,
      examBegin_gte: summary.from,
      examBegin_lte: summary.to,
    }),
  };
}
