import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  groupStudents,
  issuedDocuments,
  languages,
  sessionGroups,
  sessionRegistrants,
  sessions,
  settings,
  students,
} from '../../server/db/schema';
import { runJobs } from '../../server/jobs/worker';
import { DOCUMENT_IDENTITY } from './document-fixture';
import { groupFixture } from './group-results-fixture';
import { build } from './helpers';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * Convocations mailed (issue 47 part 4): each learner of a group of 12 gets hers once, issued and
 * kept, with the PDF and the .ics of her sessions to come, whether asked twice or by two servers.
 */
describe('convocations by mail', async () => {
  const { app, injectAs, account, outbox, anotherServer } = await build();
  const teacher = await account('teacher');
  const f = await groupFixture(app, teacher.id);
  const members = await app.db
    .select({ id: groupStudents.studentId })
    .from(groupStudents)
    .where(eq(groupStudents.groupId, f.group.id));
  // Up to 12 learners, each with an address.
  const added = await app.db
    .insert(students)
    .values(
      Array.from({ length: 12 - members.length }, (_, i) => ({
        name: `Learner${i}`,
        firstname: `Lea${i}`,
        email: `lea.${i}@learner.example`,
        companyId: f.company.id,
      })),
    )
    .returning({ id: students.id });
  await app.db
    .insert(groupStudents)
    .values(added.map((s) => ({ groupId: f.group.id, studentId: s.id })));
  const ids = [...members.map((m) => m.id), ...added.map((s) => s.id)];
  const [language] = await app.db.select().from(languages).limit(1);
  const [session] = await app.db
    .insert(sessions)
    .values({
      title: 'Ward rounds',
      description: '',
      type: 'Group',
      teacherId: teacher.id,
      languageId: language.id,
      slots: 12,
      start: new Date('2099-01-12T08:00:00Z'),
      end: new Date('2099-01-12T10:00:00Z'),
    })
    .returning();
  await app.db.insert(sessionGroups).values({ sessionId: session.id, groupId: f.group.id });
  await app.db
    .insert(sessionRegistrants)
    .values(ids.map((studentId) => ({ sessionId: session.id, studentId })));
  const send = (server = app) =>
    server.inject({
      method: 'POST',
      url: `/api/group/convocations/${f.group.id}`,
      headers: { authorization: `Token ${adminToken}`, 'accept-language': 'en' },
    });
  const adminToken = (await account('admin')).token;
  const convocationMails = () => outbox().filter((m) => /convocation|Einladung/i.test(m.subject));

  it('names what a convocation lacks, and queues nothing', async () => {
    const res = await send();
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('accessibility');
    await app.db.update(settings).set({
      value: {
        ...DOCUMENT_IDENTITY,
        accessibility: { name: 'Paul Roy', email: 'handicap@lingua.example', phone: '' },
      },
    });
    const statuses = await injectAs('admin', { url: `/api/group/convocations/${f.group.id}` });
    expect(statuses.json().every((s: { status: string }) => s.status === 'not_asked')).toBe(true);
  });

  it.skipIf(onPostgres)('mails each of the 12 learners hers once, issued and kept', async () => {
    const first = await send();
    expect([first.statusCode, first.json()]).toEqual([202, { queued: 12, already: 0 }]);
    expect((await send()).json()).toEqual({ queued: 0, already: 12 });
    await runJobs(app);
    await runJobs(app);
    const mails = convocationMails();
    expect(mails).toHaveLength(12);
    expect(new Set(mails.map((m) => m.to)).size).toBe(12);
    const mail = mails[0] as unknown as {
      text: string;
      attachments: { filename: string; contentType: string }[];
    };
    expect(mail.attachments.map((a) => a.contentType.split(';')[0])).toEqual([
      'application/pdf',
      'text/calendar',
    ]);
    expect(mail.text).toMatch(/^Hello [^,\n]+,\n\nPlease find attached your convocation/);
    expect(mail.text).toContain('your sessions to come (1)');
    const kept = await app.db
      .select()
      .from(issuedDocuments)
      .where(eq(issuedDocuments.kind, 'convocation'));
    expect(kept).toHaveLength(12);
    expect(kept.every((d) => d.version === 1)).toBe(true);
    const statuses = await injectAs('teacher', { url: `/api/group/convocations/${f.group.id}` });
    expect(statuses.json().map((s: { status: string }) => s.status)).toEqual(
      Array(12).fill('sent'),
    );
    // Asked again, and the jobs run again: nobody gets a second one.
    await send();
    await runJobs(app);
    expect(convocationMails()).toHaveLength(12);
  });

  it.runIf(onPostgres)(
    'mails each hers once when two servers are asked and run at once',
    async () => {
      const other = await anotherServer();
      const [a, b] = await Promise.all([send(), send(other)]);
      expect(a.json().queued + b.json().queued).toBe(12);
      await Promise.all([runJobs(app), runJobs(other)]);
      await Promise.all([runJobs(app), runJobs(other)]);
      const kept = await app.db
        .select()
        .from(issuedDocuments)
        .where(eq(issuedDocuments.kind, 'convocation'));
      expect(kept).toHaveLength(12);
      const statuses = await injectAs('admin', { url: `/api/group/convocations/${f.group.id}` });
      expect(statuses.json().map((s: { status: string }) => s.status)).toEqual(
        Array(12).fill('sent'),
      );
    },
  );

  it('is asked by Super Administrators and Admins; a Teacher reads where it is', async () => {
    const res = await injectAs('teacher', {
      method: 'POST',
      url: `/api/group/convocations/${f.group.id}`,
    });
    expect(res.statusCode).toBe(403);
    const other = await injectAs('teacher', { url: `/api/group/convocations/${f.other.id}` });
    expect(other.statusCode).toBe(404);
  });
});
