import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { companies, languages } from '../../server/db/schema';
import { build } from './helpers';
import { checkRoundTrip } from './round-trip';

describe('students API', async () => {
  const { app, injectAs } = await build();
  const [acme] = await app.db
    .insert(companies)
    .values({ name: 'Kinésithérapie Strasbourg', country: 'FR', type: 'School', languageArea: 2 })
    .returning();
  const [other] = await app.db
    .insert(companies)
    .values({ name: 'Zeta GmbH', country: 'DE', type: 'Client', languageArea: 1 })
    .returning();
  const [french] = await app.db.select().from(languages).limit(1);

  const create = (body: Record<string, unknown>) =>
    injectAs('admin', { method: 'POST', url: '/api/student', payload: body });

  const jose = (
    await create({
      name: 'Pérez',
      firstname: 'José',
      email: 'Jose.Perez@Example.com',
      phone: '+33 1 23 45 67 89',
      company: acme.id,
      level: 3,
      language: french.id,
    })
  ).json();
  for (const [i, n] of ['Bernard', 'Adler', 'Clément', 'Dupont', 'Évrard'].entries()) {
    await create({ name: n, firstname: `F${i}`, email: `s${i}@example.com`, level: i });
  }

  it('creates a student: full record, e-mail stored lower-case, name as typed', () => {
    expect(jose).toMatchObject({
      _id: expect.any(String),
      name: 'Pérez',
      firstname: 'José',
      email: 'jose.perez@example.com',
      company: acme.id,
      companyName: 'Kinésithérapie Strasbourg',
      level: 3,
      language: french.id,
      archivedAt: null,
    });
    expect(Date.parse(jose.createdAt)).not.toBeNaN();
  });

  it('answers the whole array without list parameters, and no Content-Range', async () => {
    const res = await injectAs('admin', { url: '/api/student' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(6);
    expect(res.headers['content-range']).toBeUndefined();
    expect((await injectAs('admin', { url: '/api/student/' })).json()).toHaveLength(6);
  });

  it('pages and sorts with Content-Range', async () => {
    const res = await injectAs('admin', {
      url: '/api/student',
      query: { range: '[0,2]', sort: '["name","ASC"]' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-range']).toBe('items 0-2/6');
    expect(res.json().map((s: { name: string }) => s.name)).toEqual([
      'Adler',
      'Bernard',
      'Clément',
    ]);
    const last = await injectAs('admin', {
      url: '/api/student',
      query: { range: '[4,9]', sort: '["name","ASC"]' },
    });
    expect(last.headers['content-range']).toBe('items 4-5/6');
    expect(last.json().map((s: { name: string }) => s.name)).toEqual(['Évrard', 'Pérez']);
  });

  it('sorts on every listed column', async () => {
    for (const field of ['name', 'firstname', 'email', 'companyName', 'level', 'createdAt']) {
      const desc = await injectAs('admin', {
        url: '/api/student',
        query: { range: '[0,9]', sort: JSON.stringify([field, 'DESC']) },
      });
      expect(desc.statusCode, field).toBe(200);
    }
    const byLevel = await injectAs('admin', {
      url: '/api/student',
      query: { sort: '["level","DESC"]', filter: '{}' },
    });
    expect(byLevel.json()[0].level).toBe(4);
    const byCompany = await injectAs('admin', {
      url: '/api/student',
      query: { sort: '["companyName","ASC"]' },
    });
    expect(byCompany.json()[0].companyName).toBe('Kinésithérapie Strasbourg');
    const bad = await injectAs('admin', {
      url: '/api/student',
      query: { sort: '["password","ASC"]' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('searches without accents or case', async () => {
    const search = (q: string) =>
      injectAs('admin', { url: '/api/student', query: { filter: JSON.stringify({ q }) } });
    expect((await search('jose')).json().map((s: { _id: string }) => s._id)).toEqual([jose._id]);
    expect((await search('PEREZ')).json()).toHaveLength(1);
    // Every word must match, in any order: first name then name, or name then first name.
    expect((await search('jose perez')).json().map((s: { _id: string }) => s._id)).toEqual([
      jose._id,
    ]);
    expect((await search('perez jose')).json()).toHaveLength(1);
    expect((await search('jose evrard')).json()).toHaveLength(0);
    expect((await search('evrard')).json()[0].name).toBe('Évrard');
    expect((await search('%')).json()).toHaveLength(0);
    expect((await search('nobody-here')).headers['content-range']).toBe('items 0-0/0');
  });

  it('filters by company, level, language and ids', async () => {
    const filter = (f: object) =>
      injectAs('admin', { url: '/api/student', query: { filter: JSON.stringify(f) } });
    expect((await filter({ company: acme.id })).json()).toHaveLength(1);
    expect((await filter({ company: other.id })).json()).toHaveLength(0);
    expect((await filter({ level: 3 })).json()).toHaveLength(2);
    expect((await filter({ language: french.id })).json()).toHaveLength(1);
    expect((await filter({ id: [jose._id] })).json()[0]._id).toBe(jose._id);
    expect((await filter({ company: 'not-a-uuid' })).statusCode).toBe(400);
    const badJson = await injectAs('admin', { url: '/api/student', query: { filter: '{' } });
    expect(badJson.statusCode).toBe(400);
  });

  it('lists the students of a company and those having one', async () => {
    const of = await injectAs('admin', { url: `/api/student/company/${acme.id}` });
    expect(of.json().map((s: { _id: string }) => s._id)).toEqual([jose._id]);
    const having = await injectAs('admin', { url: '/api/student/company' });
    expect(having.json()).toHaveLength(1);
    expect((await injectAs('admin', { url: `/api/student/company/${other.id}` })).json()).toEqual(
      [],
    );
  });

  it('reads one student, 404 when unknown, 400 on a malformed id', async () => {
    const res = await injectAs('admin', { url: `/api/student/${jose._id}` });
    expect(res.json()).toEqual(jose);
    const missing = await injectAs('admin', {
      url: '/api/student/00000000-0000-4000-8000-000000000000',
    });
    expect(missing.statusCode).toBe(404);
    expect((await injectAs('admin', { url: '/api/student/abc' })).statusCode).toBe(400);
  });

  it('refuses bad bodies with 400 and field messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ firstname: 'A', email: 'a@example.com' }, 'name'],
      [{ name: 'A', firstname: 'B', email: 'not-an-email' }, 'email'],
      [{ name: 'A', firstname: 'B', email: 'a@example.com', level: 7 }, 'level'],
      [{ name: 'A', firstname: 'B', email: 'a@example.com', level: '2' }, 'level'],
      [{ name: 'x'.repeat(5000), firstname: 'B', email: 'a@example.com' }, 'name'],
      [{ name: 'A', firstname: 'B', email: 'a@example.com', admin: true }, 'admin'],
      [{ name: '  ', firstname: 'B', email: 'a@example.com' }, 'name'],
      [{ name: 'A', firstname: 'B', email: 'a@example.com', company: 'x' }, 'company'],
    ];
    for (const [body, field] of cases) {
      const res = await create(body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json().errors, field).toHaveProperty(field);
    }
    const invalid = await create({ name: 'A', firstname: 'B', email: 'nope' });
    expect(invalid.json().errors.email).toBe('Invalid email adress');
    const fr = await injectAs('admin', {
      method: 'POST',
      url: '/api/student',
      headers: { 'accept-language': 'fr' },
      payload: { name: 'A', firstname: 'B', email: 'nope' },
    });
    expect(fr.json().errors.email).toBe('Adresse e-mail invalide');
  });

  it('answers 400 on a company or language that does not exist', async () => {
    const ghost = '00000000-0000-4000-8000-000000000000';
    const res = await create({ name: 'A', firstname: 'B', email: 'g@example.com', company: ghost });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.company).toBe('This company does not exist');
    const lang = await create({
      name: 'A',
      firstname: 'B',
      email: 'g@example.com',
      language: ghost,
    });
    expect(lang.statusCode).toBe(400);
  });

  it('refuses a taken e-mail with 409 whatever its case', async () => {
    const res = await create({ name: 'X', firstname: 'Y', email: 'JOSE.perez@example.com' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'This e-mail is already used',
      errors: { email: 'This e-mail is already used' },
    });
    const other = (
      await injectAs('admin', { url: '/api/student', query: { filter: '{"q":"s1@"}' } })
    ).json()[0];
    const upd = await injectAs('admin', {
      method: 'PUT',
      url: `/api/student/${other._id}`,
      payload: { email: 'jose.perez@example.com' },
    });
    expect(upd.statusCode).toBe(409);
  });

  it('updates with the record react-admin sends back, and refuses a stale one', async () => {
    const first = await injectAs('admin', {
      method: 'PUT',
      url: `/api/student/${jose._id}`,
      payload: { ...jose, phone: '0102030405' },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ phone: '0102030405', name: 'Pérez' });
    expect(first.json().updatedAt).not.toBe(jose.updatedAt);
    const stale = await injectAs('admin', {
      method: 'PUT',
      url: `/api/student/${jose._id}`,
      payload: { ...jose, phone: '999' },
    });
    expect(stale.statusCode).toBe(409);
    expect((await injectAs('admin', { url: `/api/student/${jose._id}` })).json().phone).toBe(
      '0102030405',
    );
    const cleared = await injectAs('admin', {
      method: 'PUT',
      url: `/api/student/${jose._id}`,
      payload: { level: null, updatedAt: first.json().updatedAt },
    });
    expect(cleared.json().level).toBeNull();
    const missing = await injectAs('admin', {
      method: 'PUT',
      url: '/api/student/00000000-0000-4000-8000-000000000000',
      payload: { phone: '1' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('takes a student back as read: read-only fields ignored, unknown ones refused', () =>
    checkRoundTrip({
      injectAs,
      base: '/api/student',
      fresh: { email: 'copy.student@example.com' },
      forged: { companyName: 'Forged Ltd' },
    }));

  it('archives, lists archived, and restores', async () => {
    const archived = await injectAs('admin', {
      method: 'PUT',
      url: `/api/student/archive/${jose._id}/`,
      payload: { archived: true },
    });
    expect(archived.statusCode).toBe(200);
    expect(archived.json().archivedAt).not.toBeNull();
    const ids = async (url: string, query?: Record<string, string>) =>
      (await injectAs('admin', { url, query })).json().map((s: { _id: string }) => s._id);
    expect(await ids('/api/student')).not.toContain(jose._id);
    expect(await ids('/api/student/archived/')).toEqual([jose._id]);
    expect(await ids('/api/student/archived')).toEqual([jose._id]);
    expect(await ids('/api/student', { filter: '{"archived":true}' })).toEqual([jose._id]);
    const search = await ids('/api/student/archived', { filter: '{"q":"jose"}' });
    expect(search).toEqual([jose._id]);
    const restored = await injectAs('admin', {
      method: 'PUT',
      url: `/api/student/archive/${jose._id}`,
      payload: { archived: false },
    });
    expect(restored.json().archivedAt).toBeNull();
    expect(await ids('/api/student')).toContain(jose._id);
    expect(await ids('/api/student/archived')).toEqual([]);
    const bad = await injectAs('admin', {
      method: 'PUT',
      url: `/api/student/archive/${jose._id}`,
      payload: { archived: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
    const missing = await injectAs('admin', {
      method: 'PUT',
      url: '/api/student/archive/00000000-0000-4000-8000-000000000000',
      payload: { archived: true },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('exports the list as a valid xlsx with translated headers', async () => {
    const res = await injectAs('admin', {
      url: '/api/student/export',
      query: { sort: '["name","ASC"]', filter: '{"q":"jose"}' },
      headers: { 'accept-language': 'fr' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="etudiants-[\d-]+\.xlsx"; filename\*=UTF-8''%C3%A9tudiants-[\d-]+\.xlsx$/,
    );
    const book = XLSX.read(res.rawPayload, { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<Record<string, string>>(book.Sheets[book.SheetNames[0]]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      Nom: 'Pérez',
      Prénom: 'José',
      Société: 'Kinésithérapie Strasbourg',
    });
    const all = await injectAs('admin', { url: '/api/student/export' });
    const allBook = XLSX.read(all.rawPayload, { type: 'buffer' });
    expect(XLSX.utils.sheet_to_json(allBook.Sheets[allBook.SheetNames[0]])).toHaveLength(6);
  });

  it('deletes a student', async () => {
    const victim = (
      await create({ name: 'Gone', firstname: 'G', email: 'gone@example.com' })
    ).json();
    const res = await injectAs('admin', { method: 'DELETE', url: `/api/student/${victim._id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()._id).toBe(victim._id);
    expect((await injectAs('admin', { url: `/api/student/${victim._id}` })).statusCode).toBe(404);
    const again = await injectAs('admin', { method: 'DELETE', url: `/api/student/${victim._id}` });
    expect(again.statusCode).toBe(404);
  });
});

describe('student record as PDF', async () => {
  const { app, injectAs } = await build();
  const [english] = await app.db.select().from(languages).where(eq(languages.initial, 'GB'));
  const student = (
    await injectAs('admin', {
      method: 'POST',
      url: '/api/student',
      payload: {
        name: 'Müller',
        firstname: 'Zoé / "x"',
        email: 'zoe@example.com',
        level: 5,
        language: english.id,
      },
    })
  ).json();

  it('answers a real PDF as an attachment with a safe file name', async () => {
    const res = await injectAs('admin', {
      url: `/api/export/pdf/user/${student._id}`,
      headers: { 'accept-language': 'de' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Lernende-Person-Muller-Zoe-x.pdf"; filename*=UTF-8''Lernende-Person-M%C3%BCller-Zo%C3%A9-x.pdf`,
    );
    const body = res.rawPayload.toString('latin1');
    expect(body.startsWith('%PDF-')).toBe(true);
    expect(body.trimEnd().endsWith('%%EOF')).toBe(true);
    // The text is in an embedded font (glyph ids): tests/api/exports.test.ts reads it back with pdftotext.
    expect(body).toContain('/FontFile2');
  });

  it('answers 404 for an unknown student and 400 for a bad id', async () => {
    const missing = await injectAs('admin', {
      url: '/api/export/pdf/user/00000000-0000-4000-8000-000000000000',
    });
    expect(missing.statusCode).toBe(404);
    expect((await injectAs('admin', { url: '/api/export/pdf/user/x' })).statusCode).toBe(400);
  });
});
