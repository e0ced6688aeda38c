import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { groups, issuedDocuments } from '../../server/db/schema';
import { groupFixture } from './group-results-fixture';
import { build } from './helpers';

/**
 * Every document issued is kept (issue 47 part 4): as it was made, in the file store, with its
 * version and digest, who and when, for 6 years; listed on the group; its file gone, not its row,
 * when the learner it names is erased.
 */
describe('documents issued and kept', async () => {
  const { app, injectAs, account } = await build();
  const teacher = await account('teacher');
  const f = await groupFixture(app, teacher.id);
  const issue = (body: object, as: 'admin' | 'teacher' = 'admin') =>
    injectAs(as, {
      method: 'POST',
      url: `/api/group/documents/${f.group.id}`,
      headers: { 'accept-language': 'fr' },
      payload: body,
    });

  it('keeps a learner’s certificate as issued, with its digest, and numbers the versions', async () => {
    const first = await issue({ kind: 'certificate', studentId: f.zoe.id });
    expect(first.statusCode, first.body).toBe(201);
    const doc = first.json();
    expect(doc).toMatchObject({
      groupId: f.group.id,
      studentId: f.zoe.id,
      studentName: 'ZOE Élise',
      kind: 'certificate',
      version: 1,
      contentType: 'application/pdf',
      lang: 'fr',
      fromTemplate: false,
      issuedBy: 'Test ADMIN',
      erased: false,
    });
    const issuedYear = new Date(doc.issuedAt).getUTCFullYear();
    expect(doc.keepUntil.slice(0, 4)).toBe(String(issuedYear + 6));
    const file = await injectAs('teacher', {
      url: `/api/group/documents/${f.group.id}/${doc.id}`,
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain('-v1.pdf');
    expect(createHash('sha256').update(file.rawPayload).digest('hex')).toBe(doc.digest);
    expect(file.rawPayload.length).toBe(doc.size);
    // Two at once take two versions; another learner starts at 1.
    const [a, b] = await Promise.all([
      issue({ kind: 'certificate', studentId: f.zoe.id }),
      issue({ kind: 'certificate', studentId: f.zoe.id }),
    ]);
    expect([a.json().version, b.json().version].sort()).toEqual([2, 3]);
    expect((await issue({ kind: 'certificate', studentId: f.adam.id })).json().version).toBe(1);
  });

  it('lists them on the group, newest first, for a Teacher of the group too', async () => {
    const res = await injectAs('teacher', { url: `/api/group/documents/${f.group.id}` });
    expect(res.statusCode).toBe(200);
    const list = res.json() as { version: number; studentId: string; issuedAt: string }[];
    expect(list).toHaveLength(4);
    const times = list.map((d) => d.issuedAt);
    expect([...times].sort().reverse()).toEqual(times);
    const other = await injectAs('teacher', { url: `/api/group/documents/${f.other.id}` });
    expect(other.statusCode).toBe(404);
  });

  it('refuses a kind without its learner, a learner outside the group, a Teacher, and keeps nothing', async () => {
    const before = await app.db.select().from(issuedDocuments);
    const noLearner = await issue({ kind: 'attestation' });
    expect(noLearner.statusCode).toBe(400);
    expect(noLearner.json().errors.studentId).toBeDefined();
    expect((await issue({ kind: 'agreement', studentId: f.zoe.id })).statusCode).toBe(400);
    expect((await issue({ kind: 'certificate', studentId: f.outsider.id })).statusCode).toBe(404);
    expect((await issue({ kind: 'certificate', studentId: f.zoe.id }, 'teacher')).statusCode).toBe(
      403,
    );
    // The agreement lacks the plan's price: 409, nothing kept.
    const lacking = await issue({ kind: 'agreement', studentId: null });
    expect(lacking.statusCode).toBe(409);
    expect(await app.db.select().from(issuedDocuments)).toEqual(before);
  });

  it('keeps the rows, not the files, of an erased learner, and keeps the group from deletion', async () => {
    const [kept] = await app.db
      .select()
      .from(issuedDocuments)
      .where(eq(issuedDocuments.studentId, f.adam.id));
    const erase = await injectAs('superAdmin', {
      method: 'POST',
      url: `/api/privacy/student/${f.adam.id}/erase`,
      payload: { confirm: 'Ben Adam' },
    });
    expect(erase.statusCode, erase.body).toBe(200);
    expect(await app.files.get(kept.fileKey as string)).toBeUndefined();
    const list = (await injectAs('admin', { url: `/api/group/documents/${f.group.id}` })).json();
    const row = list.find((d: { id: string }) => d.id === kept.id);
    expect(row).toMatchObject({ erased: true, digest: kept.digest, version: 1 });
    expect(row.studentName).not.toContain('Adam');
    const file = await injectAs('admin', { url: `/api/group/documents/${f.group.id}/${kept.id}` });
    expect(file.statusCode).toBe(404);
    const del = await injectAs('superAdmin', { method: 'DELETE', url: `/api/group/${f.group.id}` });
    expect(del.statusCode).toBe(409);
    expect(await app.db.select().from(groups).where(eq(groups.id, f.group.id))).toHaveLength(1);
  });
});
