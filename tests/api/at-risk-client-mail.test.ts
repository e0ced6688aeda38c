import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AtRiskClientMail, AtRiskFlag, AtRiskFlagDetail } from '../../domain/entities/at-risk';
import { atRiskPass } from '../../server/areas/at-risk';
import { companies, customers, groupStudents, groups, jobs } from '../../server/db/schema';
import { runJobs } from '../../server/jobs/worker';
import { groupFixture } from './group-results-fixture';
import { build } from './helpers';

const DAY = 86_400_000;
const inDays = (n: number) => new Date(Date.now() + n * DAY);
const dayIn = (n: number) => format(new TZDate(inDays(n).getTime(), 'Europe/Paris'), 'yyyy-MM-dd');
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * Learners at risk, optional per client (issue 46 part 3): an Admin says whether a client's
 * pedagogic contacts are mailed when one of its learners is flagged; the pass queues one mail per
 * flag and contact, in the client's language, once whichever server raises it; the flag's page says
 * whether each went.
 */
describe("learners at risk: the client's mail", async () => {
  const { app, injectAs, account, outbox, anotherServer } = await build();
  const teacher = await account('teacher');
  await account('admin');
  const { group, zoe } = await groupFixture(app, teacher.id);
  const db = app.db;
  // Half the group's dates past, no hour done: each learner is behind plan.
  await db
    .update(groups)
    .set({ beginDate: dayIn(-30), endDate: dayIn(30) })
    .where(eq(groups.id, group.id));
  await db
    .update(groupStudents)
    .set({ createdAt: inDays(-30) })
    .where(eq(groupStudents.groupId, group.id));
  const [{ companyId }] = await db
    .select({ companyId: groups.companyId })
    .from(groups)
    .where(eq(groups.id, group.id));
  await db.update(companies).set({ country: 'DE' }).where(eq(companies.id, companyId));
  const contact = (email: string, over: Partial<typeof customers.$inferInsert> = {}) => ({
    name: 'KRAUSE',
    firstname: email.split('.')[0],
    email,
    companyId,
    pedagogic: true,
    ...over,
  });
  await db
    .insert(customers)
    .values([
      contact('petra.krause@klinik.example'),
      contact('jonas.krause@klinik.example', { name: 'BAUM' }),
      contact('eva.alt@klinik.example', { archivedAt: new Date() }),
      contact('max.buchhaltung@klinik.example', { pedagogic: false }),
    ]);

  const url = `/api/atrisk/client/${companyId}/mail`;
  const mailJobs = () => db.select().from(jobs).where(like(jobs.key, 'at_risk_mail:%'));

  it('says no until an Admin says yes, names the pedagogic contacts and their language', async () => {
    const first = await injectAs('admin', { url });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      companyId,
      mail: false,
      language: 'de',
      recipients: [
        expect.objectContaining({ name: 'BAUM', email: 'jonas.krause@klinik.example' }),
        expect.objectContaining({ name: 'KRAUSE', email: 'petra.krause@klinik.example' }),
      ],
      updatedAt: null,
    } satisfies AtRiskClientMail);
    // A pass while no one has said: no mail.
    await atRiskPass(db, new Date());
    expect(await mailJobs()).toEqual([]);

    // A Teacher reads her group's client, and may not change it.
    expect((await injectAs('teacher', { url })).statusCode).toBe(200);
    const byTeacher = await injectAs('teacher', {
      method: 'PUT',
      url,
      payload: { mail: true, updatedAt: null },
    });
    expect(byTeacher.statusCode).toBe(403);
    const bad = await injectAs('admin', { method: 'PUT', url, payload: { mail: 'yes' } });
    expect(bad.statusCode).toBe(400);
    const unknown = await injectAs('admin', {
      url: `/api/atrisk/client/${crypto.randomUUID()}/mail`,
    });
    expect(unknown.statusCode).toBe(404);

    const yes = await injectAs('admin', {
      method: 'PUT',
      url,
      payload: { mail: true, updatedAt: null },
    });
    expect(yes.statusCode, yes.body).toBe(200);
    const saved = yes.json<AtRiskClientMail>();
    expect(saved.mail).toBe(true);
    expect(saved.updatedAt).not.toBeNull();
    // Written by someone who read it before: refused, nothing changes.
    const stale = await injectAs('admin', {
      method: 'PUT',
      url,
      payload: { mail: false, updatedAt: null },
    });
    expect(stale.statusCode).toBe(409);
    expect((await injectAs('admin', { url })).json<AtRiskClientMail>().mail).toBe(true);
  });

  it('mails each pedagogic contact once per flag raised, in German, and says on the flag whether it went', async () => {
    const flagsBefore = (
      await injectAs('admin', {
        url: `/api/atrisk?filter=${encodeURIComponent(JSON.stringify({ open: true }))}`,
      })
    ).json<AtRiskFlag[]>();
    // The flags raised before the client said yes are not mailed: close them, so the next pass raises new ones.
    for (const flag of flagsBefore)
      await injectAs('admin', {
        method: 'PUT',
        url: `/api/atrisk/${flag._id}/close`,
        payload: { note: 'Before the client asked' },
      });
    // A new episode: the rule stopped holding once (a pass a year on), then holds again.
    await atRiskPass(db, inDays(400));
    const raised = await atRiskPass(db, new Date());
    expect(raised.raised).toBeGreaterThan(0);
    const queued = await mailJobs();
    expect(queued).toHaveLength(raised.raised * 2);
    // The next pass finds them raised: nothing more.
    await atRiskPass(db, new Date());
    expect(await mailJobs()).toHaveLength(queued.length);

    const flags = (
      await injectAs('admin', {
        url: `/api/atrisk?filter=${encodeURIComponent(JSON.stringify({ open: true, studentId: zoe.id }))}`,
      })
    ).json<AtRiskFlag[]>();
    const flag = flags[0];
    const waiting = (
      await injectAs('teacher', { url: `/api/atrisk/${flag._id}` })
    ).json<AtRiskFlagDetail>();
    expect(waiting.clientMails).toEqual([
      { to: 'jonas.krause@klinik.example', status: 'queued', at: null },
      { to: 'petra.krause@klinik.example', status: 'queued', at: null },
    ]);

    await runJobs(app, { now: new Date() });
    const sent = (
      await injectAs('admin', { url: `/api/atrisk/${flag._id}` })
    ).json<AtRiskFlagDetail>();
    expect(sent.clientMails.map((m) => m.status)).toEqual(['sent', 'sent']);
    expect(sent.clientMails[0].at).not.toBeNull();
    const toPetra = outbox().filter((m) => m.to === 'petra.krause@klinik.example');
    expect(toPetra).toHaveLength(raised.raised);
    const hers = toPetra.find((m) => m.subject.includes(zoe.firstname));
    expect(hers?.subject).toMatch(/droht den Kurs .* abzubrechen/);
    expect(hers?.text).toMatch(/^Guten Tag petra,/);
    expect(hers?.text).toContain(group.name);
  });

  it.skipIf(!onPostgres)(
    'queues each mail once when two servers raise the flags at once',
    async () => {
      const serverB = await anotherServer();
      await db.delete(jobs).where(like(jobs.key, 'at_risk_mail:%'));
      await atRiskPass(db, inDays(400));
      const now = new Date();
      const [a, b] = await Promise.all([atRiskPass(db, now), atRiskPass(serverB.db, now)]);
      expect(await mailJobs()).toHaveLength((a.raised + b.raised) * 2);
    },
  );
});
