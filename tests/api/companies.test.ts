import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { build } from './helpers';
import { checkRoundTrip } from './round-trip';

describe('companies API', async () => {
  const { injectAs } = await build();
  const create = (body: Record<string, unknown>, lang = 'en') =>
    injectAs('admin', {
      method: 'POST',
      url: '/api/company/',
      headers: { 'accept-language': lang },
      payload: body,
    });

  const kine = (
    await create({
      name: 'Kinésithérapie Strasbourg',
      country: 'fr',
      type: 'School',
      languageArea: 2,
    })
  ).json();
  const ifsi = (
    await create({ name: 'IFSI Lyon', country: 'FR', type: 'School', languageArea: 2 })
  ).json();
  const bank = (
    await create({
      name: 'Banque Générale du Luxembourg',
      country: 'LU',
      type: 'Client',
      languageArea: 1,
    })
  ).json();
  const acme = (
    await create({ name: 'Acme Ltd', country: 'GB', type: 'Client', languageArea: 1 })
  ).json();

  it('creates a company and answers the full record', () => {
    expect(kine).toMatchObject({
      _id: expect.any(String),
      name: 'Kinésithérapie Strasbourg',
      country: 'FR',
      type: 'School',
      languageArea: 2,
      referent: null,
      referentName: null,
      archivedAt: null,
    });
  });

  it('lists the whole array without parameters, pages with Content-Range', async () => {
    expect((await injectAs('admin', { url: '/api/company/' })).json()).toHaveLength(4);
    expect((await injectAs('admin', { url: '/api/company' })).json()).toHaveLength(4);
    const page = await injectAs('admin', {
      url: '/api/company/',
      query: { range: '[0,1]', sort: '["name","ASC"]' },
    });
    expect(page.headers['content-range']).toBe('items 0-1/4');
    expect(page.json().map((c: { name: string }) => c.name)).toEqual([
      'Acme Ltd',
      'Banque Générale du Luxembourg',
    ]);
    const desc = await injectAs('admin', {
      url: '/api/company/',
      query: { range: '[0,9]', sort: '["country","DESC"]' },
    });
    expect(desc.json()[0].country).toBe('LU');
    for (const field of ['type', 'languageArea', 'referentName', 'createdAt', 'updatedAt']) {
      const res = await injectAs('admin', {
        url: '/api/company/',
        query: { sort: JSON.stringify([field, 'ASC']) },
      });
      expect(res.statusCode, field).toBe(200);
    }
  });

  it('filters by language area, type, country and searches without accents', async () => {
    const names = async (filter: object) =>
      (await injectAs('admin', { url: '/api/company/', query: { filter: JSON.stringify(filter) } }))
        .json()
        .map((c: { name: string }) => c.name);
    expect(await names({ languageArea: 2 })).toEqual(['IFSI Lyon', 'Kinésithérapie Strasbourg']);
    expect(await names({ languageArea: '1', type: 'Client' })).toHaveLength(2);
    expect(await names({ country: 'LU' })).toEqual(['Banque Générale du Luxembourg']);
    expect(await names({ q: 'kine' })).toEqual(['Kinésithérapie Strasbourg']);
    expect(await names({ q: 'GENERALE' })).toEqual(['Banque Générale du Luxembourg']);
    expect(await names({ id: [ifsi._id, acme._id] })).toEqual(['Acme Ltd', 'IFSI Lyon']);
    const bad = await injectAs('admin', {
      url: '/api/company/',
      query: { filter: '{"languageArea":3}' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('searches by path text', async () => {
    const res = await injectAs('admin', { url: '/api/company/search/strasb' });
    expect(res.json().map((c: { _id: string }) => c._id)).toEqual([kine._id]);
  });

  it('refuses bad bodies with 400', async () => {
    const base = { name: 'X', country: 'FR', type: 'Client', languageArea: 1 };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, name: undefined }, 'name'],
      [{ ...base, name: '' }, 'name'],
      [{ ...base, name: 'n'.repeat(201) }, 'name'],
      [{ ...base, type: 'Shop' }, 'type'],
      [{ ...base, languageArea: 3 }, 'languageArea'],
      [{ ...base, languageArea: '1' }, 'languageArea'],
      [{ ...base, country: 'France' }, 'country'],
      [{ ...base, country: 'ZZ' }, 'country'],
      [{ ...base, referent: '00000000-0000-4000-8000-000000000000' }, 'referent'],
      [{ ...base, siret: 1 }, 'siret'],
    ];
    for (const [body, field] of cases) {
      const res = await create(body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json().errors, field).toHaveProperty(field);
    }
  });

  it('sets a referent, updates, and refuses a stale update', async () => {
    const contact = (
      await injectAs('admin', {
        method: 'POST',
        url: '/api/customer',
        payload: {
          name: 'Weber',
          firstname: 'Anna',
          email: 'anna.weber@example.com',
          company: acme._id,
        },
      })
    ).json();
    const res = await injectAs('admin', {
      method: 'PUT',
      url: `/api/company/${acme._id}`,
      payload: { ...acme, referent: contact._id, name: 'Acme Limited' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Acme Limited',
      referent: contact._id,
      referentName: 'WEBER Anna',
    });
    const stale = await injectAs('admin', {
      method: 'PUT',
      url: `/api/company/${acme._id}`,
      payload: { ...acme, name: 'Old' },
    });
    expect(stale.statusCode).toBe(409);
    const missing = await injectAs('admin', {
      method: 'PUT',
      url: '/api/company/00000000-0000-4000-8000-000000000000',
      payload: { name: 'X' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('takes a company back as read: read-only fields ignored, unknown ones refused', () =>
    checkRoundTrip({
      injectAs,
      base: '/api/company',
      fresh: { name: 'Copy of a client' },
      forged: { referentName: 'Forged Referent' },
    }));

  it('refuses to delete a company that still has students or contacts, saying what holds it', async () => {
    await injectAs('admin', {
      method: 'POST',
      url: '/api/student',
      payload: { name: 'Roth', firstname: 'Eva', email: 'eva.roth@example.com', company: acme._id },
    });
    const res = await injectAs('admin', { method: 'DELETE', url: `/api/company/${acme._id}` });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'This company still has 1 student(s) and 1 contact(s): archive it instead',
    );
    const fr = await injectAs('admin', {
      method: 'DELETE',
      url: `/api/company/${acme._id}`,
      headers: { 'accept-language': 'fr' },
    });
    expect(fr.json().message).toContain('archivez-la');
  });

  it('deletes a company nobody belongs to', async () => {
    const res = await injectAs('admin', { method: 'DELETE', url: `/api/company/${bank._id}` });
    expect(res.statusCode).toBe(200);
    expect((await injectAs('admin', { url: `/api/company/${bank._id}` })).statusCode).toBe(404);
  });

  it('archives to /company/archived and restores', async () => {
    const archived = await injectAs('admin', {
      method: 'PUT',
      url: `/api/company/archive/${ifsi._id}`,
      payload: { archived: true },
    });
    expect(archived.json().archivedAt).not.toBeNull();
    const ids = async (url: string) =>
      (await injectAs('admin', { url })).json().map((c: { _id: string }) => c._id);
    expect(await ids('/api/company/')).not.toContain(ifsi._id);
    expect(await ids('/api/company/archived')).toEqual([ifsi._id]);
    expect(await ids('/api/company/search/ifsi')).toEqual([]);
    await injectAs('admin', {
      method: 'PUT',
      url: `/api/company/archive/${ifsi._id}/`,
      payload: { archived: false },
    });
    expect(await ids('/api/company/')).toContain(ifsi._id);
    expect(await ids('/api/company/archived')).toEqual([]);
  });

  it('exports an xlsx with translated headers', async () => {
    const res = await injectAs('admin', {
      url: '/api/company/export',
      query: { filter: '{"languageArea":2}', sort: '["name","ASC"]' },
      headers: { 'accept-language': 'de' },
    });
    expect(res.statusCode).toBe(200);
    const book = XLSX.read(res.rawPayload, { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(book.Sheets[book.SheetNames[0]]);
    expect(rows.map((r) => r.Name)).toEqual(['IFSI Lyon', 'Kinésithérapie Strasbourg']);
    expect(rows[0]).toMatchObject({
      Land: 'Frankreich',
      Typ: 'Schule',
      Sprachbereich: 'Medizinisch',
    });
  });
});
