import type { QualityReport } from '../../../domain/entities/quality-report';
import { qualityPeriod, qualityReport } from '../../../domain/rules/quality-report';
import { providerDay } from '../../../domain/rules/session';
import { badRequest } from '../../lib/http-errors';
import type { Runner } from '../../lib/raw-rows';
import { readQualitySettings } from '../settings';
import { readQualityCounts } from './reader';

/**
 * The quality page's figures for the period asked (the last year by default), with the thresholds
 * of the settings' quality section; 400 for a bad period.
 */
export async function qualityReportOf(
  db: Runner,
  asked: { from?: string; to?: string },
  now = new Date(),
): Promise<QualityReport> {
  const found = qualityPeriod(asked, providerDay(now));
  if ('error' in found) throw badRequest(found.error);
  const [counts, thresholds] = await Promise.all([
    readQualityCounts(db, found.period, now),
    readQualitySettings(db),
  ]);
  return qualityReport(found.period, counts, thresholds);
}
