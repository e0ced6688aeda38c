import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { EXPORT_JOB_THRESHOLD, sweepExportFiles } from '../../server/areas/export-jobs';
import { enqueueExport } from '../../server/areas/export-jobs/service';
import {
  companies,
  customers,
  exportFiles,
  groups,
  groupTeachers,
  languages,
  notificationRecipients,
} from '../../server/db/schema';
import { runJobs } from '../../server/jobs/worker';
import { type As, build } from './helpers';

const FR = { 'accept-language': 'fr' };
const DAY = 86_400_000;

/** Exports as files (/exports, issue 28): at once or as a job, downloads, owners, scope, retention. */
describe('export files', async () => {
  const { app, injectAs, account } = await build();
  const admin = await account('admin');
  const superAdmin = await account('superAdmin');
  const teacher = await account('teacher');

  // More students than the threshold, in one statement.
  const big = EXPORT_JOB_THRESHOLD + 500;
  await app.db.execute(sql`
    insert into students (name, firstname, email, level)
    select 'Xjob ' || lpad(i::text, 5, '0'), 'Ana', 'xjob' || i || '@example.com', i % 7
    from generate_series(1, ${big}) as i`);

  const [fr] = await app.db.select().from(languages).where(eq(languages.initial, 'FR'));
  const client = (name: string) => ({
    name,
    country: 'FR',
    type: 'Client' as const,
    languageArea: 1,
  });
  const [x, y] = await app.db
    .insert(companies)
    .values([client('Xjob Xeno'), client('Xjob Ypsilon')])
    .returning({ id: companies.id });
  await app.db.insert(customers).values([
    { name: 'Xjobc Abel', firstname: 'Xavier', email: 'xjobc.a@example.com', companyId: x.id },
    { name: 'Xjobc Zorro', firstname: 'Yann', email: 'xjobc.z@example.com', companyId: y.id },
  ]);
  const [group] = await app.db
    .insert(groups)
    .values({ name: 'Xjob A', companyId: x.id, type: 'EW', level: 2, languageId: fr.id })
    .returning({ id: groups.id });
  await app.db.insert(groupTeachers).values({ groupId: group.id, staffId: teacher.id });

  const post = (as: As, body: unknown, headers: Record<string, string> = FR) =>
    injectAs(as, { method: 'POST', url: '/api/exports', payload: body as object, headers });
  const rowsOf = (payload: Buffer) => {
    const book = XLSX.read(payload, { type: 'buffer', cellDates: true });
    return {
      names: book.SheetNames,
      rows: XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]], { header: 1 }),
    };
  };

  it('writes a small export at once (201), downloadable in French as the direct export', async () => {
    const filter = { q: 'xjob 0000' }; // Xjob 00001 .. 00009
    const res = await post('admin', { kind: 'students', format: 'xlsx', filter });
    expect(res.statusCode).toBe(201);
    const row = res.json();
    expect(row).toMatchObject({
      kind: 'students',
      format: 'xlsx',
      status: 'done',
      total: 9,
      progress: 9,
    });
    expect(row.fileName).toMatch(/^étudiants-\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(new Date(row.expiresAt).getTime() - new Date(row.finishedAt).getTime()).toBe(7 * DAY);

    const file = await injectAs('admin', { url: `/api/exports/${row._id}/file` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(file.headers['content-disposition']).toContain("filename*=UTF-8''%C3%A9tudiants-");
    expect(Number(file.headers['content-length'])).toBe(row.size);
    const direct = await injectAs('admin', {
      url: '/api/student/export',
      query: { filter: JSON.stringify(filter) },
      headers: FR,
    });
    const streamed = rowsOf(file.rawPayload);
    const expected = rowsOf(direct.rawPayload);
    expect(streamed.names).toEqual(['Étudiants']);
    expect(streamed.names).toEqual(expected.names);
    expect(streamed.rows[0]).toContain('Nom');
    expect(streamed.rows[0]).toEqual(expected.rows[0]);
    expect(streamed.rows.length).toBe(10);
    // Same cells (an empty cell stays empty where the direct export writes ""); dates to the minute.
    const plain = (rows: unknown[][]) =>
      rows.map((r) =>
        Array.from(r, (v) => (v instanceof Date ? v.toISOString().slice(0, 16) : (v ?? ''))),
      );
    expect(plain(streamed.rows)).toEqual(plain(expected.rows));
  });

  it('runs a big export as a job: progress, notification to the requester only, download', async () => {
    const res = await post('admin', { kind: 'students', format: 'xlsx', filter: { q: 'xjob' } });
    expect(res.statusCode).toBe(202);
    const { _id: id, status, total } = res.json();
    expect({ status, total }).toEqual({ status: 'queued', total: big });
    expect((await injectAs('admin', { url: `/api/exports/${id}/file` })).statusCode).toBe(409);
    // Another staff member sees nothing of it.
    for (const url of [`/api/exports/${id}`, `/api/exports/${id}/file`]) {
      expect((await injectAs('superAdmin', { url })).statusCode).toBe(404);
    }
    expect(
      (await injectAs('superAdmin', { method: 'DELETE', url: `/api/exports/${id}` })).statusCode,
    ).toBe(404);

    await runJobs(app);
    const done = (await injectAs('admin', { url: `/api/exports/${id}` })).json();
    expect(done).toMatchObject({ status: 'done', progress: big, total: big, error: null });

    const told = await app.db
      .select({ staffId: notificationRecipients.staffId })
      .from(notificationRecipients);
    expect(told.map((r) => r.staffId)).toContain(admin.id);
    expect(told.map((r) => r.staffId)).not.toContain(superAdmin.id);

    const file = await injectAs('admin', { url: `/api/exports/${id}/file` });
    expect(file.statusCode).toBe(200);
    const { rows } = rowsOf(file.rawPayload);
    expect(rows.length).toBe(big + 1);
    expect(rows[1][0]).toBe('Xjob 00001');
    expect(rows[big][0]).toBe(`Xjob ${String(big).padStart(5, '0')}`);

    const list = await injectAs('admin', {
      url: '/api/exports',
      query: { filter: JSON.stringify({ status: 'done', kind: 'students' }), range: '[0,9]' },
    });
    expect(list.statusCode).toBe(200);
    expect(list.json()[0]._id).toBe(id);
    expect((await injectAs('superAdmin', { url: '/api/exports' })).json()).toEqual([]);
  });

  it('refuses a bad kind, format or filter with a 400 and stores nothing', async () => {
    const before = await app.db.$count(exportFiles);
    for (const body of [
      { kind: 'nothing', format: 'xlsx', filter: {} },
      { kind: 'students', format: 'pdf', filter: {} },
      { kind: 'students', format: 'xlsx', filter: { zzz: 1 } },
      { kind: 'students', format: 'xlsx', filter: { level: 'high' } },
      { kind: 'results', format: 'xlsx', filter: {} },
    ]) {
      expect((await post('admin', body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(
      (await injectAs('admin', { url: '/api/exports', query: { filter: '{"zzz":1}' } })).statusCode,
    ).toBe(400);
    expect(await app.db.$count(exportFiles)).toBe(before);
  });

  it('fails a job whose filter is refused when it runs, at once, with its error', async () => {
    const [row] = await app.db
      .insert(exportFiles)
      .values({
        staffId: admin.id,
        kind: 'students',
        format: 'xlsx',
        params: { filter: { zzz: 1 }, scope: 'all' },
        language: 'en',
      })
      .returning();
    await enqueueExport(app.db, row.id);
    await runJobs(app);
    const failed = (await injectAs('admin', { url: `/api/exports/${row.id}` })).json();
    expect(failed).toMatchObject({ status: 'failed', error: 'app.errors.bad_filter' });
    expect((await injectAs('admin', { url: `/api/exports/${row.id}/file` })).statusCode).toBe(409);
  });

  it("applies a Teacher's scope: the contacts of her groups' clients only", async () => {
    const res = await post('teacher', {
      kind: 'customers',
      format: 'xlsx',
      filter: { q: 'xjobc' },
    });
    expect(res.statusCode).toBe(201);
    const file = await injectAs('teacher', { url: `/api/exports/${res.json()._id}/file` });
    const { rows } = rowsOf(file.rawPayload);
    expect(rows.slice(1).map((r) => r[0])).toEqual(['Xjobc Abel']);
    const all = await post('admin', { kind: 'customers', format: 'xlsx', filter: { q: 'xjobc' } });
    expect(all.json().total).toBe(2);
  });

  it('removes a file on DELETE, and every expired one 7 days after it is done', async () => {
    const a = (
      await post('admin', { kind: 'companies', format: 'xlsx', filter: { q: 'xjob' } })
    ).json();
    const b = (
      await post('admin', { kind: 'companies', format: 'xlsx', filter: { q: 'xjob' } })
    ).json();
    const del = await injectAs('admin', { method: 'DELETE', url: `/api/exports/${a._id}` });
    expect(del.statusCode).toBe(200);
    expect((await injectAs('admin', { url: `/api/exports/${a._id}` })).statusCode).toBe(404);
    expect(await app.files.get(`exports/${a._id}.xlsx`)).toBeUndefined();

    // Six days later it is still there; eight days later the sweep removes row and file.
    await runJobs(app, { now: new Date(Date.now() + 6 * DAY) });
    expect(await app.files.get(`exports/${b._id}.xlsx`)).toBeDefined();
    await runJobs(app, { now: new Date(Date.now() + 8 * DAY) });
    expect(await app.files.get(`exports/${b._id}.xlsx`)).toBeUndefined();
    expect(
      await app.db.$count(
        exportFiles,
        and(eq(exportFiles.id, b._id), eq(exportFiles.staffId, admin.id)),
      ),
    ).toBe(0);
    expect((await injectAs('admin', { url: `/api/exports/${b._id}/file` })).statusCode).toBe(404);
    expect(await sweepExportFiles(app.db, app.files, new Date(Date.now() + 9 * DAY))).toBe(0);
  });
});
