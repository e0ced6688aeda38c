import { describe, expect, it } from 'vitest';
import { companies } from '../../server/db/schema';
import { build } from './helpers';
import { checkRoundTrip } from './round-trip';

describe('customers (client contacts) API', async () => {
  const { app, injectAs } = await build();
  const [company] = await app.db
    .insert(companies)
    .values({ name: 'Clinique Saint-Luc', country: 'BE', type: 'Client', languageArea: 2 })
    .returning();
  const create = (body: Record<string, unknown>) =>
    injectAs('admin', { method: 'POST', url: '/api/customer', payload: body });
  const francois = (
    await create({
      name: 'Lefèvre',
      firstname: 'François',
      phone: '+32 2 555 01 01',
      email: 'F.Lefevre@Example.com',
      company: company.id,
    })
  ).json();
  const greta = (
    await create({ name: 'Jäger', firstname: 'Greta', email: 'greta@example.de' })
  ).json();

  it('creates a contact with the company name, e-mail lower-case', () => {
    expect(francois).toMatchObject({
      name: 'Lefèvre',
      firstname: 'François',
      email: 'f.lefevre@example.com',
      company: company.id,
      companyName: 'Clinique Saint-Luc',
      archivedAt: null,
    });
  });

  it('lists, pages, sorts and searches without accents', async () => {
    expect((await injectAs('admin', { url: '/api/customer' })).json()).toHaveLength(2);
    const page = await injectAs('admin', {
      url: '/api/customer',
      query: { range: '[0,0]', sort: '["name","DESC"]' },
    });
    expect(page.headers['content-range']).toBe('items 0-0/2');
    expect(page.json()[0].name).toBe('Lefèvre');
    for (const field of ['firstname', 'email', 'phone', 'companyName', 'createdAt']) {
      const res = await injectAs('admin', {
        url: '/api/customer',
        query: { sort: JSON.stringify([field, 'ASC']) },
      });
      expect(res.statusCode, field).toBe(200);
    }
    const q = async (text: string) =>
      (
        await injectAs('admin', {
          url: '/api/customer',
          query: { filter: JSON.stringify({ q: text }) },
        })
      )
        .json()
        .map((c: { _id: string }) => c._id);
    expect(await q('francois')).toEqual([francois._id]);
    expect(await q('jager')).toEqual([greta._id]);
    expect(await q('EXAMPLE.DE')).toEqual([greta._id]);
    const byCompany = await injectAs('admin', {
      url: '/api/customer',
      query: { filter: JSON.stringify({ company: company.id }) },
    });
    expect(byCompany.json().map((c: { _id: string }) => c._id)).toEqual([francois._id]);
    const search = await injectAs('admin', { url: '/api/customer/search/lefev' });
    expect(search.json().map((c: { _id: string }) => c._id)).toEqual([francois._id]);
  });

  it('reads one contact, 404 when unknown', async () => {
    expect((await injectAs('admin', { url: `/api/customer/${greta._id}` })).json()).toEqual(greta);
    const missing = await injectAs('admin', {
      url: '/api/customer/00000000-0000-4000-8000-000000000000',
    });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses bad bodies with 400', async () => {
    const base = { name: 'A', firstname: 'B', email: 'a@example.com' };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, email: undefined }, 'email'],
      [{ ...base, email: 'a@b' }, 'email'],
      [{ ...base, phone: 12 }, 'phone'],
      [{ ...base, phone: '1'.repeat(41) }, 'phone'],
      [{ ...base, firstname: 'f'.repeat(101) }, 'firstname'],
      [{ ...base, company: '00000000-0000-4000-8000-000000000000' }, 'company'],
      [{ ...base, role: 'x' }, 'role'],
    ];
    for (const [body, field] of cases) {
      const res = await create(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors, field).toHaveProperty(field);
    }
  });

  it('updates, refuses a stale update, and 404 on an unknown one', async () => {
    const res = await injectAs('admin', {
      method: 'PUT',
      url: `/api/customer/${greta._id}`,
      payload: { ...greta, company: company.id },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().companyName).toBe('Clinique Saint-Luc');
    const stale = await injectAs('admin', {
      method: 'PUT',
      url: `/api/customer/${greta._id}`,
      payload: { ...greta, phone: '1' },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toContain('changed by someone else');
  });

  it('takes a contact back as read: read-only fields ignored, unknown ones refused', () =>
    checkRoundTrip({
      injectAs,
      base: '/api/customer',
      fresh: { email: 'copy.contact@example.com' },
      forged: { companyName: 'Forged Ltd' },
    }));

  it('archives and restores', async () => {
    await injectAs('admin', {
      method: 'PUT',
      url: `/api/customer/archive/${greta._id}`,
      payload: { archived: true },
    });
    const ids = async (url: string) =>
      (await injectAs('admin', { url })).json().map((c: { _id: string }) => c._id);
    expect(await ids('/api/customer')).toEqual([francois._id]);
    expect(await ids('/api/customer/archived')).toEqual([greta._id]);
    await injectAs('admin', {
      method: 'PUT',
      url: `/api/customer/archive/${greta._id}/`,
      payload: { archived: false },
    });
    expect(await ids('/api/customer/archived/')).toEqual([]);
  });

  it('deletes a contact, and the company it was referent of keeps no referent', async () => {
    await injectAs('admin', {
      method: 'PUT',
      url: `/api/company/${company.id}`,
      payload: { referent: francois._id },
    });
    const res = await injectAs('admin', { method: 'DELETE', url: `/api/customer/${francois._id}` });
    expect(res.statusCode).toBe(200);
    const after = await injectAs('admin', { url: `/api/company/${company.id}` });
    expect(after.json()).toMatchObject({ referent: null, referentName: null });
    const again = await injectAs('admin', {
      method: 'DELETE',
      url: `/api/customer/${francois._id}`,
    });
    expect(again.statusCode).toBe(404);
  });
});
