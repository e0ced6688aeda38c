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
  return reportOfPeriod(db, found.period, now);
}

/** A period's figures, counted with the thresholds set: the staff page's and the published ones. */
export async function reportOfPeriod(
  db: Runner,
  period: QualityReport['period'],
  now: Date,
): Promise<QualityReport> {
  const [counts, thresholds] = await Promise.all([
    readQualityCounts(db, period, now),
    readQualitySettings(db),
  ]);
  return qualityReport(period, counts, thresholds);
}
