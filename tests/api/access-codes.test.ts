import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { accessCodes, companies, groups, questionPools } from '../../server/db/schema';
import { build } from './helpers';

type Code = Record<string, unknown> & {
  _id: string;
  code: string;
  updatedAt: string;
  uses: number;
};

describe('access codes API', async () => {
  const { app, injectAs } = await build();
  const [english] = (await injectAs('admin', { url: '/api/language' })).json() as { _id: string }[];
  const [client, other] = await app.db
    .insert(companies)
    .values([
      { name: 'Clinique du Parc', country: 'FR', type: 'Client', languageArea: 2 },
      { name: 'Other client', country: 'FR', type: 'Client', languageArea: 1 },
    ])
    .returning();
  const [group, otherGroup] = await app.db
    .insert(groups)
    .values([
      { companyId: client.id, name: 'Nurses B1', type: 'EW', level: 3, languageId: english._id },
      { companyId: other.id, name: 'Elsewhere', type: 'EW', level: 3, languageId: english._id },
    ])
    .returning();
  const [pool] = await app.db
    .insert(questionPools)
    .values({
      name: 'Placement',
      languageId: english._id,
      rules: [{ levelFrom: 1, levelTo: 1, skills: ['reading'], types: ['single'], count: 1 }],
      size: 1,
    })
    .returning();
  const terms = {
    pool: pool.id,
    company: client.id,
    group: group.id,
    validFrom: '2026-09-01T00:00:00.000Z',
    validUntil: '2026-12-31T23:00:00.000Z',
    maxUses: 1,
  };
  const post = (url: string, payload: object, as: 'admin' | 'teacher' = 'admin') =>
    injectAs(as, { method: 'POST', url, payload });

  it('creates 30 codes at once: each different, 26 characters of Crockford base32', async () => {
    const res = await post('/api/code/batch', { ...terms, count: 30 });
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json() as Code[];
    expect(made).toHaveLength(30);
    expect(new Set(made.map((c) => c.code)).size).toBe(30);
    for (const c of made) {
      expect(c.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
      expect(c).toMatchObject({ ...terms, uses: 0 });
    }
    const page = await injectAs('teacher', {
      url: `/api/code?filter=${encodeURIComponent(JSON.stringify({ company: client.id }))}&range=[0,9]`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-range']).toBe('items 0-9/30');
    const found = await injectAs('admin', {
      url: `/api/code?filter=${encodeURIComponent(JSON.stringify({ q: made[3].code.slice(2, 12) }))}`,
    });
    expect((found.json() as Code[]).map((c) => c.code)).toEqual([made[3].code]);
  });

  it('refuses a window that closes first, a group of another client, too many codes; writes nothing', async () => {
    const before = (await app.db.select().from(accessCodes)).length;
    const window = await post('/api/code', { ...terms, validUntil: terms.validFrom });
    expect(window.statusCode).toBe(400);
    expect(window.json()).toMatchObject({
      message: 'The code must open before it closes',
      errors: { validUntil: 'The code must open before it closes' },
    });
    const foreign = await post('/api/code/batch', { ...terms, group: otherGroup.id, count: 2 });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toEqual({ group: 'The group must be one of the code’s client' });
    for (const bad of [
      { ...terms, count: 101 },
      { ...terms, count: 0 },
      { ...terms, maxUses: 0, count: 1 },
      { ...terms, pool: crypto.randomUUID(), count: 1 },
      { ...terms, company: crypto.randomUUID(), group: null, count: 1 },
      { ...terms, validFrom: 'tomorrow', count: 1 },
    ]) {
      const res = await post('/api/code/batch', bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await app.db.select().from(accessCodes)).length).toBe(before);
  });

  it('changes a window and uses, never below the uses made; keeps its pool and client', async () => {
    const code = (await post('/api/code', { ...terms, maxUses: 5 })).json() as Code;
    await app.db.update(accessCodes).set({ uses: 3 }).where(eq(accessCodes.id, code._id));
    const below = await injectAs('admin', {
      method: 'PUT',
      url: `/api/code/${code._id}`,
      payload: { maxUses: 2 },
    });
    expect(below.statusCode).toBe(400);
    expect(below.json().errors).toEqual({
      maxUses: 'The code has already been used more times than that',
    });
    const moved = await injectAs('admin', {
      method: 'PUT',
      url: `/api/code/${code._id}`,
      payload: {
        ...code,
        maxUses: 3,
        validUntil: '2027-01-31T23:00:00.000Z',
        group: null,
        pool: crypto.randomUUID(),
      },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({
      maxUses: 3,
      uses: 3,
      group: null,
      pool: pool.id,
      code: code.code,
    });
    const stale = await injectAs('admin', {
      method: 'PUT',
      url: `/api/code/${code._id}`,
      payload: { maxUses: 4, updatedAt: code.updatedAt },
    });
    expect(stale.statusCode).toBe(409);
  });

  it('keeps a pool that codes open (409), and lets a Teacher read codes but not write them', async () => {
    const inUse = await injectAs('admin', { method: 'DELETE', url: `/api/qpool/${pool.id}` });
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().message).toBe('Access codes open this pool: delete them first');
    expect((await post('/api/code/batch', { ...terms, count: 1 }, 'teacher')).statusCode).toBe(403);
    const [one] = await app.db.select().from(accessCodes).limit(1);
    expect((await injectAs('teacher', { url: `/api/code/${one.id}` })).statusCode).toBe(200);
    expect(
      (await injectAs('admin', { method: 'DELETE', url: `/api/code/${one.id}` })).statusCode,
    ).toBe(200);
  });

  it('exports the codes of a filter as an xlsx list to hand out, in the reader’s language', async () => {
    const filter = encodeURIComponent(JSON.stringify({ company: client.id }));
    const res = await injectAs('admin', {
      url: `/api/code/export?filter=${filter}&sort=${encodeURIComponent('["createdAt","ASC"]')}`,
      headers: { 'accept-language': 'fr' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toMatch(/codes-acces-\d{4}-\d{2}-\d{2}\.xlsx/);
    const book = XLSX.read(res.rawPayload, { type: 'buffer' });
    expect(book.SheetNames).toEqual(["Codes d'accès"]);
    const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(book.Sheets[book.SheetNames[0]]);
    const codes = await app.db
      .select()
      .from(accessCodes)
      .where(eq(accessCodes.companyId, client.id));
    expect(rows).toHaveLength(codes.length);
    expect(rows[0]).toMatchObject({
      'Banque de questions': 'Placement',
      Client: 'Clinique du Parc',
      Groupe: 'Nurses B1',
    });
    expect(String(rows[0].Code)).toMatch(/^([0-9A-Z]{4} ){6}[0-9A-Z]{2}$/);
    expect(codes.map((c) => c.code)).toContain(String(rows[0].Code).replaceAll(' ', ''));
  });
});
