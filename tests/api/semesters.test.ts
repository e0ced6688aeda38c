import { describe, expect, it } from 'vitest';
import { EXAM_MODALITIES, SCHOOL_TYPES } from '../../domain/entities/programmes';
import { companies, companySemesters } from '../../server/db/schema';
import { schoolYearSemesters, seedSemesters } from '../../server/db/seed/reference';
import { build } from './helpers';

const valid = {
  value: 7,
  begin: '2031-09-01',
  end: '2032-01-31',
  schoolTypes: ['IFSI', 'IFAS'],
  examType: true,
  examModalities: ['Sur table', 'Voie postale'],
};

describe('semesters API', async () => {
  const { app, injectAs } = await build();
  const create = (
    body: Record<string, unknown>,
    as: 'admin' | 'superAdmin' = 'admin',
    lang = 'en',
  ) =>
    injectAs(as, {
      method: 'POST',
      url: '/api/semester',
      headers: { 'accept-language': lang },
      payload: body,
    });

  it('a fresh install holds the school year semesters, 1 to 10, 3 to 6 of the exam type', async () => {
    const list = (
      await injectAs('teacher', {
        url: '/api/semester',
        query: { sort: '["value","ASC"]', range: '[0,99]' },
      })
    ).json();
    expect(list.map((s: { value: number }) => s.value)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(
      list.filter((s: { examType: boolean }) => s.examType).map((s: { value: number }) => s.value),
    ).toEqual([3, 4, 5, 6]);
    expect(list[0].schoolTypes).toEqual([...SCHOOL_TYPES]);
    expect(list[2].examModalities).toEqual([...EXAM_MODALITIES]);
    for (const s of list) expect(s.begin <= s.end).toBe(true);
  });

  it('seeds only an empty catalogue, inside the school year of the day', async () => {
    const before = (await injectAs('admin', { url: '/api/semester' })).json().length;
    await seedSemesters(app.db);
    expect((await injectAs('admin', { url: '/api/semester' })).json()).toHaveLength(before);
    const [first, second] = schoolYearSemesters(new Date(2026, 10, 23));
    expect(first).toMatchObject({ value: 1, begin: '2026-09-01', end: '2027-01-31' });
    expect(second).toMatchObject({ value: 2, begin: '2027-02-01', end: '2027-08-31' });
    expect(schoolYearSemesters(new Date(2027, 5, 1))[0].begin).toBe('2026-09-01');
  });

  it('creates, reads, updates and deletes a semester', async () => {
    const res = await create({ ...valid, schoolTypes: ['IFSI', 'IFSI', 'IFAS'] });
    expect(res.statusCode).toBe(201);
    const made = res.json();
    expect(made).toMatchObject({ ...valid, _id: expect.any(String) });
    const read = await injectAs('teacher', { url: `/api/semester/${made._id}` });
    expect(read.json()).toEqual(made);

    const put = await injectAs('superAdmin', {
      method: 'PUT',
      url: `/api/semester/${made._id}`,
      payload: { ...made, value: 8, examType: false, examModalities: [] },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({
      value: 8,
      examType: false,
      examModalities: [],
      begin: valid.begin,
    });

    const stale = await injectAs('admin', {
      method: 'PUT',
      url: `/api/semester/${made._id}`,
      payload: { value: 9, updatedAt: made.updatedAt },
    });
    expect(stale.statusCode).toBe(409);
    expect((await injectAs('admin', { url: `/api/semester/${made._id}` })).json().value).toBe(8);

    const del = await injectAs('admin', { method: 'DELETE', url: `/api/semester/${made._id}` });
    expect(del.statusCode).toBe(200);
    expect((await injectAs('admin', { url: `/api/semester/${made._id}` })).statusCode).toBe(404);
  });

  it('refuses a start after the end with the rule key, on create and on update, changing nothing', async () => {
    const count = (await injectAs('admin', { url: '/api/semester' })).json().length;
    const bad = await create({ ...valid, begin: '2032-02-01' }, 'admin', 'fr');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.begin).toBe(
      'La date de début ne doit pas être postérieure à la date de fin',
    );
    expect((await injectAs('admin', { url: '/api/semester' })).json()).toHaveLength(count);

    const made = (await create(valid)).json();
    const partial = await injectAs('admin', {
      method: 'PUT',
      url: `/api/semester/${made._id}`,
      payload: { end: '2031-08-31' },
    });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().errors.begin).toBe('The start date must not be after the end date');
    expect((await injectAs('admin', { url: `/api/semester/${made._id}` })).json().end).toBe(
      valid.end,
    );
    // The same day for both is allowed.
    const same = await injectAs('admin', {
      method: 'PUT',
      url: `/api/semester/${made._id}`,
      payload: { end: valid.begin },
    });
    expect(same.statusCode).toBe(200);
  });

  it('refuses a value outside 0 to 10 or not whole, unknown school types, modalities and dates', async () => {
    for (const value of [-1, 11, 2.5, '3']) {
      const res = await create({ ...valid, value });
      expect(res.statusCode).toBe(400);
      if (typeof value === 'number')
        expect(res.json().errors.value).toBe('The semester is a whole number from 0 to 10');
    }
    expect((await create({ ...valid, value: 0 })).statusCode).toBe(201);
    expect((await create({ ...valid, value: 10 })).statusCode).toBe(201);
    expect((await create({ ...valid, schoolTypes: ['Medicine'] })).statusCode).toBe(400);
    expect((await create({ ...valid, examModalities: ['Telepathy'] })).statusCode).toBe(400);
    const date = await create({ ...valid, begin: '2031-02-30' });
    expect(date.statusCode).toBe(400);
    expect(date.json().errors.begin).toBe('Enter a valid date');
    expect((await create({ ...valid, extra: 1 })).statusCode).toBe(400);
    const { end: _, ...noEnd } = valid;
    expect((await create(noEnd)).statusCode).toBe(400);
  });

  it('lists in the dialect: range, sort, filters, Content-Range; unknown filter keys are a 400', async () => {
    const page = await injectAs('admin', {
      url: '/api/semester',
      query: { range: '[0,1]', sort: '["value","DESC"]', filter: '{"examType":true}' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-range']).toMatch(/^items 0-1\/\d+$/);
    expect(page.json().every((s: { examType: boolean }) => s.examType)).toBe(true);
    const byValue = (
      await injectAs('admin', { url: '/api/semester', query: { filter: '{"value":[3,4]}' } })
    ).json();
    expect(new Set(byValue.map((s: { value: number }) => s.value))).toEqual(new Set([3, 4]));
    const ifas = (
      await injectAs('admin', { url: '/api/semester', query: { filter: '{"schoolType":"IFAS"}' } })
    ).json();
    expect(ifas.every((s: { schoolTypes: string[] }) => s.schoolTypes.includes('IFAS'))).toBe(true);
    const q = (
      await injectAs('admin', { url: '/api/semester', query: { filter: '{"q":"ostéo"}' } })
    ).json();
    expect(q.length).toBeGreaterThan(0);
    const unknown = await injectAs('admin', {
      url: '/api/semester',
      query: { filter: '{"zzz":1}' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(
      (await injectAs('admin', { url: '/api/semester', query: { sort: '["zzz","ASC"]' } }))
        .statusCode,
    ).toBe(400);
  });

  it('answers 404 on an unknown id, for reads, updates and deletes', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    expect((await injectAs('admin', { url: `/api/semester/${id}` })).statusCode).toBe(404);
    expect(
      (
        await injectAs('admin', {
          method: 'PUT',
          url: `/api/semester/${id}`,
          payload: { value: 1 },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await injectAs('admin', { method: 'DELETE', url: `/api/semester/${id}` })).statusCode,
    ).toBe(404);
  });

  it('every role: Super Administrator and Admin write, a Teacher reads, nobody signed out', async () => {
    const [one] = (await injectAs('admin', { url: '/api/semester' })).json();
    expect((await injectAs('nobody', { url: '/api/semester' })).statusCode).toBe(401);
    expect((await injectAs('nobody', { url: `/api/semester/${one._id}` })).statusCode).toBe(401);
    expect((await injectAs('teacher', { url: '/api/semester' })).statusCode).toBe(200);
    expect((await injectAs('teacher', { url: `/api/semester/${one._id}` })).statusCode).toBe(200);
    const count = (await injectAs('admin', { url: '/api/semester' })).json().length;
    expect(
      (await injectAs('teacher', { method: 'POST', url: '/api/semester', payload: valid }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await injectAs('teacher', {
          method: 'PUT',
          url: `/api/semester/${one._id}`,
          payload: { value: 9 },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await injectAs('teacher', { method: 'DELETE', url: `/api/semester/${one._id}` })).statusCode,
    ).toBe(403);
    expect(
      (await injectAs('nobody', { method: 'POST', url: '/api/semester', payload: valid }))
        .statusCode,
    ).toBe(401);
    expect((await injectAs('admin', { url: `/api/semester/${one._id}` })).json()).toEqual(one);
    expect((await injectAs('admin', { url: '/api/semester' })).json()).toHaveLength(count);
    expect((await create(valid, 'superAdmin')).statusCode).toBe(201);
  });

  it('refuses to delete a semester a client entry uses: 409 in_use, the semester kept', async () => {
    const made = (await create(valid)).json();
    const [company] = await app.db
      .insert(companies)
      .values({ name: 'Semester User', country: 'FR', type: 'Client', languageArea: 1 })
      .returning({ id: companies.id });
    await app.db.insert(companySemesters).values({
      companyId: company.id,
      semesterId: made._id,
      beginDate: valid.begin,
      endDate: valid.end,
    });
    const del = await injectAs('admin', {
      method: 'DELETE',
      url: `/api/semester/${made._id}`,
      headers: { 'accept-language': 'fr' },
    });
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toBe(
      'Ce semestre est utilisé par le panneau d’un client et ne peut pas être supprimé',
    );
    expect((await injectAs('admin', { url: `/api/semester/${made._id}` })).statusCode).toBe(200);
    await app.db.delete(companySemesters);
    expect(
      (await injectAs('admin', { method: 'DELETE', url: `/api/semester/${made._id}` })).statusCode,
    ).toBe(200);
  });
});
