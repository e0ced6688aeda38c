import { describe, expect, it } from 'vitest';
import { build } from './helpers';

describe('archive of students, contacts, teachers and schools', async () => {
  const { injectAs } = await build();
  const post = async (url: string, payload: object) => {
    const res = await injectAs('admin', { method: 'POST', url, payload });
    expect(res.statusCode, url).toBe(201);
    return res.json()._id as string;
  };
  const school = await post('/api/company/', {
    name: 'École de Kinésithérapie',
    country: 'FR',
    type: 'School',
    languageArea: 2,
  });
  await post('/api/company/', {
    name: 'Other School',
    country: 'FR',
    type: 'School',
    languageArea: 2,
  });
  const kinds = [
    {
      base: '/api/student',
      archived: '/api/student/archived/',
      id: await post('/api/student', {
        name: 'Bäcker',
        firstname: 'Zoé',
        email: 'zoe@example.com',
      }),
      others: [
        await post('/api/student', { name: 'Other', firstname: 'A', email: 'a@example.com' }),
        await post('/api/student', { name: 'Other', firstname: 'B', email: 'b@example.com' }),
      ],
      search: 'backer zoe',
    },
    {
      base: '/api/customer',
      archived: '/api/customer/archived',
      id: await post('/api/customer', {
        name: 'Çelik',
        firstname: 'Ayşe',
        email: 'ayse@example.com',
      }),
      others: [
        await post('/api/customer', { name: 'Other', firstname: 'C', email: 'c@example.com' }),
      ],
      search: 'celik',
    },
    {
      base: '/api/teacher',
      archived: '/api/teacher/archived/',
      id: await post('/api/teacher', {
        name: 'Göttling',
        firstname: 'Jörg',
        email: 'jorg@example.com',
      }),
      others: [
        await post('/api/teacher', { name: 'Other', firstname: 'D', email: 'd@example.com' }),
      ],
      search: 'gottling',
    },
    {
      base: '/api/company',
      archived: '/api/company/archived',
      id: school,
      others: [],
      search: 'ecole de kine',
    },
  ];
  const archiveUrl = (base: string, id: string) => `${base}/archive/${id}/`;
  const ids = async (url: string, query?: Record<string, string>) => {
    const res = await injectAs('admin', { url, query });
    expect(res.statusCode, url).toBe(200);
    return res.json().map((r: { _id: string }) => r._id) as string[];
  };

  it.each(kinds)(
    '$base: archived rows leave the list, appear in the archive, and come back',
    async (kind) => {
      const res = await injectAs('admin', {
        method: 'PUT',
        url: archiveUrl(kind.base, kind.id),
        payload: { archived: true },
      });
      expect(res.statusCode).toBe(200);
      expect(Date.parse(res.json().archivedAt)).not.toBeNaN();
      expect(await ids(kind.base)).not.toContain(kind.id);
      expect(await ids(kind.archived)).toEqual([kind.id]);
      expect(await ids(kind.base, { filter: '{"archived":true}' })).toEqual([kind.id]);
      expect(await ids(kind.archived, { filter: JSON.stringify({ q: kind.search }) })).toEqual([
        kind.id,
      ]);
      expect(await ids(kind.archived, { filter: '{"q":"nothing-like-it"}' })).toEqual([]);
      const page = await injectAs('admin', { url: kind.archived, query: { range: '[0,9]' } });
      expect(page.headers['content-range']).toBe('items 0-0/1');

      const restored = await injectAs('admin', {
        method: 'PUT',
        url: archiveUrl(kind.base, kind.id),
        payload: { archived: false },
      });
      expect(restored.json().archivedAt).toBeNull();
      expect(await ids(kind.base)).toContain(kind.id);
      expect(await ids(kind.archived)).toEqual([]);
    },
  );

  it('archives and restores in bulk (one call per row, as the browser does), then lists by id', async () => {
    const students = kinds[0];
    const all = [students.id, ...students.others];
    for (const id of all) {
      await injectAs('admin', {
        method: 'PUT',
        url: archiveUrl(students.base, id),
        payload: { archived: true },
      });
    }
    expect((await ids(students.archived)).sort()).toEqual([...all].sort());
    expect(await ids(students.base)).toEqual([]);
    const byId = await ids(students.archived, { filter: JSON.stringify({ id: all.slice(0, 2) }) });
    expect(byId.sort()).toEqual(all.slice(0, 2).sort());
    for (const id of all) {
      await injectAs('admin', {
        method: 'PUT',
        url: archiveUrl(students.base, id),
        payload: { archived: false },
      });
    }
    expect(await ids(students.archived)).toEqual([]);
  });

  it('answers 404 when archiving an unknown row and 400 on a bad body', async () => {
    for (const kind of kinds) {
      const missing = await injectAs('admin', {
        method: 'PUT',
        url: archiveUrl(kind.base, '00000000-0000-4000-8000-000000000000'),
        payload: { archived: true },
      });
      expect(missing.statusCode, kind.base).toBe(404);
      const bad = await injectAs('admin', {
        method: 'PUT',
        url: archiveUrl(kind.base, kind.id),
        payload: { archived: true, extra: 1 },
      });
      expect(bad.statusCode, kind.base).toBe(400);
    }
  });
});
