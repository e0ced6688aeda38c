import { http, withQuery } from '../../../dataProvider/http';
import { throwOnKo } from '../../../dataProvider/index';
import type { PublicationAnswer, QualityReport } from '../../../domain/entities/quality-report';

const request = throwOnKo(http);

/** GET /quality-report: the figures of the period (the server's default when a bound is left out). */
export async function readQualityReport(from: string, to: string): Promise<QualityReport> {
  const query = { ...(from ? { from } : {}), ...(to ? { to } : {}) };
  return (await request<QualityReport>(withQuery('/quality-report', query))).data;
}

/** GET /quality-report/publication: whether the results are published, and for which period. */
export async function readPublication(): Promise<PublicationAnswer> {
  return (await request<PublicationAnswer>('/quality-report/publication')).data;
}

/** PUT /quality-report/publication: the choice written whole, with the updatedAt read. */
export async function savePublication(body: Record<string, unknown>): Promise<PublicationAnswer> {
  return (await request<PublicationAnswer>('/quality-report/publication', { method: 'PUT', body }))
    .data;
}
