import type { QualityReport } from '../../../domain/entities/quality-report';
import { qualityPeriod, qualityReport } from '../../../domain/rules/quality-report';
import { providerDay } from '../../../domain/rules/session';
import { badRequest } from '../../lib/http-errors';
import type { Runner } from '../../lib/raw-rows';
import { readQualityCounts } from './reader';

/** The quality page's figures for the period asked (the last year by default); 400 for a bad period. */
export async function qualityReportOf(
  db: Runner,
  asked: { from?: string; to?: string },
  now = new Date(),
): Promise<QualityReport> {
  const found = qualityPeriod(asked, providerDay(now));
  if ('error' in found) throw badRequest(found.error);
  return qualityReport(found.period, await readQualityCounts(db, found.period, now));
}
