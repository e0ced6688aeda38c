import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { QualityReport } from '../../domain/entities/quality-report';
import { QUALITY_DEFAULTS, type QualitySettingsAnswer } from '../../domain/entities/settings';
import { providerDay } from '../../domain/rules/session';
import {
  companies,
  groupStudents,
  groups,
  languages,
  students,
  surveyRequests,
} from '../../server/db/schema';
import { runJobs } from '../../server/jobs/worker';
import { build } from './helpers';

const DAY = 86_400_000;

/**
 * The settings' quality section (issue 48): the quality figures' thresholds and the surveys'
 * timing, Super Administrators only, written whole; the quality page counts with them and the
 * survey pass sends on them.
 */
describe('the quality settings', async () => {
  const { app, injectAs } = await build();
  const read = async () =>
    (await injectAs('superAdmin', { url: '/api/settings/quality' })).json<QualitySettingsAnswer>();
  const save = (body: object) =>
    injectAs('superAdmin', { method: 'PUT', url: '/api/settings/quality', payload: body });
  const chosen = {
    complaintAnswerDays: 10,
    completionPercent: 70,
    examPassScore: 6.5,
    surveys: { learnerEndDays: 2, learnerAfterDays: 60 },
  };

  it('answers the defaults until saved, to a Super Administrator only', async () => {
    expect(await read()).toEqual({ ...QUALITY_DEFAULTS, updatedAt: null, updatedBy: null });
    expect((await injectAs('admin', { url: '/api/settings/quality' })).statusCode).toBe(403);
    const admin = await injectAs('admin', {
      method: 'PUT',
      url: '/api/settings/quality',
      payload: { ...chosen, updatedAt: null },
    });
    expect(admin.statusCode).toBe(403);
  });

  it('refuses what is out of bounds and a stale save, and writes nothing then', async () => {
    for (const change of [
      { completionPercent: 0 },
      { complaintAnswerDays: 91 },
      { examPassScore: 5.55 },
      { surveys: { learnerEndDays: 10, learnerAfterDays: 10 } },
      { surveys: { learnerEndDays: 0, learnerAfterDays: 400 } },
    ]) {
      const res = await save({ ...chosen, ...change, updatedAt: null });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
    }
    expect((await read()).updatedAt).toBeNull();
    const saved = await save({ ...chosen, updatedAt: null });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ ...chosen, updatedBy: 'Test SUPERADMIN' });
    expect((await save({ ...QUALITY_DEFAULTS, updatedAt: null })).statusCode).toBe(409);
    expect(await read()).toMatchObject(chosen);
  });

  it('is what the quality page counts with', async () => {
    const report = (await injectAs('admin', { url: '/api/quality-report' })).json<QualityReport>();
    expect(report.complaints.inTimeDays).toBe(10);
    expect(report.completion.percent).toBe(70);
    expect(report.exams.passScore).toBe(6.5);
  });

  it('is when the learners’ surveys go: two days after the end day', async () => {
    const now = new Date();
    const day = (offset: number) => providerDay(new Date(now.getTime() + offset * DAY));
    const [language] = await app.db.select().from(languages).limit(1);
    const [company] = await app.db
      .insert(companies)
      .values({ name: 'Clinique du Délai', country: 'FR', type: 'Client', languageArea: 2 })
      .returning();
    // Ended three days ago: its day (two days after) was yesterday, made up now. Ended yesterday:
    // its day is tomorrow (on the defaults, the end day itself, it would go now).
    const [three, one] = await app.db
      .insert(groups)
      .values(
        [day(-3), day(-1)].map((endDate, i) => ({
          companyId: company.id,
          name: `Delay ${i}`,
          type: 'EW',
          level: 2,
          languageId: language.id,
          beginDate: day(-60),
          endDate,
        })),
      )
      .returning();
    const learners = await app.db
      .insert(students)
      .values(
        ['Early', 'Late'].map((firstname) => ({
          name: 'Delai',
          firstname,
          email: `${firstname.toLowerCase()}@delai.example`,
          companyId: company.id,
        })),
      )
      .returning();
    await app.db.insert(groupStudents).values([
      { groupId: three.id, studentId: learners[0].id },
      { groupId: one.id, studentId: learners[1].id },
    ]);
    await runJobs(app, { now });
    const made = await app.db
      .select({ groupId: surveyRequests.groupId, kind: surveyRequests.kind })
      .from(surveyRequests)
      .where(inArray(surveyRequests.groupId, [three.id, one.id]));
    expect(made).toEqual([{ groupId: three.id, kind: 'learner_end' }]);
  });
});
