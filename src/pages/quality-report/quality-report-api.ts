import { http, withQuery } from '../../../dataProvider/http';
import { throwOnKo } from '../../../dataProvider/index';
import type { QualityReport } from '../../../domain/entities/quality-report';

const request = throwOnKo(http);

/** GET /quality-report: the figures of the period (the server's default when a bound is left out). */
export async function readQualityReport(from: string, to: string): Promise<QualityReport> {
  const query = { ...(from ? { from } : {}), ...(to ? { to } : {}) };
  return (await request<QualityReport>(withQuery('/quality-report', query))).data;
}
