import { describe, expect, it } from 'vitest';
import { build } from './helpers';

describe('global search GET /query/{text}', async () => {
  const { injectAs } = await build();

  const create = async (url: string, payload: Record<string, unknown>) => {
    const res = await injectAs('admin', { method: 'POST', url, payload });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };

  const clinic = await create('/api/company/', {
    name: 'Clinique Sainte-Hélène',
    country: 'FR',
    type: 'Client',
    languageArea: 2,
  });
  await create('/api/company/', {
    name: 'Hélioscope GmbH',
    country: 'DE',
    type: 'Client',
    languageArea: 1,
  });
  const student = await create('/api/student', {
    name: 'Hélary',
    firstname: 'Zoé',
    email: 'zoe.helary@example.com',
    company: clinic._id,
    level: 2,
  });
  await create('/api/customer', {
    name: 'Helmut',
    firstname: 'Greta',
    email: 'greta.helmut@example.com',
    company: clinic._id,
  });
  await create('/api/teacher', { name: 'Héloin', firstname: 'Marc', email: 'marc@example.com' });

  it('finds each kind without accents or case, with name, _id and e-mail', async () => {
    const res = await injectAs('admin', { url: '/api/query/HEL' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.company.map((c: { name: string }) => c.name)).toEqual([
      'Clinique Sainte-Hélène',
      'Hélioscope GmbH',
    ]);
    expect(body.company[0]).toEqual({
      _id: clinic._id,
      name: 'Clinique Sainte-Hélène',
      languageArea: 2,
    });
    expect(body.user).toEqual([
      { _id: student._id, name: 'Hélary', firstname: 'Zoé', email: 'zoe.helary@example.com' },
    ]);
    expect(body.customer).toEqual([expect.objectContaining({ email: 'greta.helmut@example.com' })]);
    expect(body.teacher).toEqual([expect.objectContaining({ name: 'Héloin', firstname: 'Marc' })]);
  });

  it('matches every word of the text', async () => {
    const body = (await injectAs('admin', { url: '/api/query/zoe%20helary' })).json();
    expect(body.user).toHaveLength(1);
    expect(body.company).toEqual([]);
  });

  it('answers at most 5 of a kind', async () => {
    for (let i = 0; i < 7; i++) {
      await create('/api/company/', {
        name: `Quasar ${i}`,
        country: 'LU',
        type: 'School',
        languageArea: 1,
      });
    }
    const body = (await injectAs('admin', { url: '/api/query/quasar' })).json();
    expect(body.company).toHaveLength(5);
  });

  it('leaves archived records out', async () => {
    const archived = await create('/api/company/', {
      name: 'Xylophone Archive',
      country: 'FR',
      type: 'Client',
      languageArea: 1,
    });
    await injectAs('admin', {
      method: 'PUT',
      url: `/api/company/archive/${archived._id}`,
      payload: { archived: true },
    });
    const body = (await injectAs('admin', { url: '/api/query/xylophone' })).json();
    expect(body.company).toEqual([]);
  });

  it('finds courses and modules, accents ignored, for every signed-in role (a Teacher reads the catalogue)', async () => {
    const module = (
      await injectAs('admin', {
        method: 'POST',
        url: '/api/module',
        payload: { name: 'Anamnèse infirmière', level: 3, tags: ['medical'] },
      })
    ).json();
    const course = (
      await injectAs('admin', {
        method: 'POST',
        url: '/api/course',
        payload: { name: 'Anamnèse au service', listModules: [module._id] },
      })
    ).json();
    for (const as of ['superAdmin', 'admin', 'teacher'] as const) {
      const body = (await injectAs(as, { url: '/api/query/anamnese' })).json();
      expect(body.module).toEqual([{ _id: module._id, name: 'Anamnèse infirmière', level: 3 }]);
      expect(body.course).toEqual([{ _id: course._id, name: 'Anamnèse au service' }]);
    }
  });

  it('answers empty lists when nothing matches', async () => {
    const res = await injectAs('superAdmin', { url: '/api/query/zzqqww' });
    expect(res.json()).toEqual({
      company: [],
      user: [],
      customer: [],
      teacher: [],
      course: [],
      module: [],
    });
  });

  it('gives a teacher only the trainers: no groups yet, so no own students or clients', async () => {
    const body = (await injectAs('teacher', { url: '/api/query/hel' })).json();
    expect(body.company).toEqual([]);
    expect(body.user).toEqual([]);
    expect(body.customer).toEqual([]);
    expect(body.teacher).toEqual([expect.objectContaining({ name: 'Héloin' })]);
  });

  it('refuses a text under 2 characters with a clear message', async () => {
    const res = await injectAs('admin', { url: '/api/query/%20h%20' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Some fields are not valid',
      errors: { text: 'Type at least 2 characters' },
    });
    const long = await injectAs('admin', { url: `/api/query/${'a'.repeat(201)}` });
    expect(long.statusCode).toBe(400);
  });

  it('treats SQL and LIKE characters as plain text', async () => {
    const res = await injectAs('admin', { url: `/api/query/${encodeURIComponent("%_' or 1=1")}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().company).toEqual([]);
  });

  it('asks for sign-in', async () => {
    expect((await injectAs('nobody', { url: '/api/query/hel' })).statusCode).toBe(401);
  });
});
