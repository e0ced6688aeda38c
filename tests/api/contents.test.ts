import { describe, expect, it } from 'vitest';
import { seedDemoSkills } from '../../server/db/seed/demo-skills';
import { build } from './helpers';

const unknownId = '00000000-0000-4000-8000-000000000000';
const valid = {
  title: 'Taking a patient history',
  level: 2,
  items: [
    { content: 'Ask about the onset of symptoms', type: 2, level: 2 },
    { content: 'Question forms in the present perfect', type: 3, level: 2 },
  ],
};

type Item = { _id: string; content: string; type: number; level: number };

describe('skills content API', async () => {
  const { injectAs } = await build();
  const inject = (options: Parameters<typeof injectAs>[1]) => injectAs('nobody', options);
  const [language] = (await injectAs('admin', { url: '/api/language' })).json();
  const create = (body: Record<string, unknown>, lang = 'en') =>
    injectAs('admin', {
      method: 'POST',
      url: '/api/contenttitle',
      headers: { 'accept-language': lang },
      payload: body,
    });

  it('creates, reads, updates and deletes a title with its items', async () => {
    const res = await create({
      ...valid,
      title: '  Taking a patient history ',
      language: language._id,
    });
    expect(res.statusCode).toBe(201);
    const made = res.json();
    expect(made).toMatchObject({ title: valid.title, level: 2, language: language._id });
    expect(made.items.map(({ _id, ...i }: Item) => i)).toEqual(valid.items);
    expect((await injectAs('teacher', { url: `/api/contenttitle/${made._id}` })).json()).toEqual(
      made,
    );

    const put = await injectAs('superAdmin', {
      method: 'PUT',
      url: `/api/contenttitle/${made._id}`,
      payload: { ...made, level: 3, language: null },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ level: 3, language: null, items: made.items });

    const del = await injectAs('admin', { method: 'DELETE', url: `/api/contenttitle/${made._id}` });
    expect(del.statusCode).toBe(200);
    expect(del.json()._id).toBe(made._id);
    expect((await injectAs('admin', { url: `/api/contenttitle/${made._id}` })).statusCode).toBe(
      404,
    );
    expect(
      (await injectAs('admin', { method: 'DELETE', url: `/api/contenttitle/${made._id}` }))
        .statusCode,
    ).toBe(404);
  });

  it('the item list is replaced whole: kept items updated, others deleted, new ones added', async () => {
    const made = (await create(valid)).json();
    const [first, second] = made.items as Item[];
    const res = await injectAs('admin', {
      method: 'PUT',
      url: `/api/contenttitle/${made._id}`,
      payload: {
        updatedAt: made.updatedAt,
        items: [
          { _id: second._id, content: 'Present perfect questions', type: 3, level: 3 },
          { content: 'Ask about allergies', type: 2, level: 1 },
          { content: 'Past simple for events', type: 3, level: 2 },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    const items = res.json().items as Item[];
    expect(items.map(({ _id, ...i }) => i)).toEqual([
      { content: 'Present perfect questions', type: 3, level: 3 },
      { content: 'Ask about allergies', type: 2, level: 1 },
      { content: 'Past simple for events', type: 3, level: 2 },
    ]);
    expect(items[0]._id).toBe(second._id);
    expect(items.map((i) => i._id)).not.toContain(first._id);

    // Without items the list stays as it is.
    const renamed = await injectAs('admin', {
      method: 'PUT',
      url: `/api/contenttitle/${made._id}`,
      payload: { title: 'Renamed' },
    });
    expect(renamed.json().items).toEqual(items);

    // An _id of another title's item is a 400 and nothing is written.
    const other = (await create(valid)).json();
    const foreign = await injectAs('admin', {
      method: 'PUT',
      url: `/api/contenttitle/${made._id}`,
      payload: { title: 'Not written', items: [{ ...other.items[0] }] },
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors.items).toBe('This skill does not belong to this content title');
    const after = (await injectAs('admin', { url: `/api/contenttitle/${made._id}` })).json();
    expect(after).toMatchObject({ title: 'Renamed', items });

    const emptied = await injectAs('admin', {
      method: 'PUT',
      url: `/api/contenttitle/${made._id}`,
      payload: { items: [] },
    });
    expect(emptied.json().items).toEqual([]);
  });

  it('a stale updatedAt is a 409 and writes nothing', async () => {
    const made = (await create(valid)).json();
    const ok = await injectAs('admin', {
      method: 'PUT',
      url: `/api/contenttitle/${made._id}`,
      payload: { level: 4, updatedAt: made.updatedAt },
    });
    expect(ok.statusCode).toBe(200);
    const stale = await injectAs('admin', {
      method: 'PUT',
      url: `/api/contenttitle/${made._id}`,
      payload: { level: 5, items: [], updatedAt: made.updatedAt },
      headers: { 'accept-language': 'fr' },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/modifi/);
    const read = (await injectAs('admin', { url: `/api/contenttitle/${made._id}` })).json();
    expect(read.level).toBe(4);
    expect(read.items).toHaveLength(2);
    expect(
      (
        await injectAs('admin', {
          method: 'PUT',
          url: `/api/contenttitle/${unknownId}`,
          payload: { level: 1 },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('refuses a blank title or content, a type other than 2 or 3, a level outside 0..6, an unknown language', async () => {
    const blank = await create({ ...valid, title: ' ' }, 'fr');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors.title).toBe('Obligatoire');
    const noContent = await create({ ...valid, items: [{ content: '', type: 2, level: 1 }] }, 'fr');
    expect(noContent.statusCode).toBe(400);
    expect(noContent.json().errors['items.0.content']).toBe('Obligatoire');
    for (const type of [1, 4, '2']) {
      const res = await create({ ...valid, items: [{ content: 'x', type, level: 1 }] });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors['items.0.type']).toBe(
        'The type is an operational skill (2) or a linguistic skill (3)',
      );
    }
    for (const level of [-1, 7, 1.5]) {
      const res = await create({ ...valid, level }, 'de');
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.level).toBe('Das Niveau ist eines von A0 bis C2');
    }
    const lang = await create({ ...valid, language: unknownId }, 'fr');
    expect(lang.statusCode).toBe(400);
    expect(lang.json().errors.language).toBe("Cette langue n'existe pas");
    expect((await create({ ...valid, extra: 1 })).statusCode).toBe(400);
    const repeated = await create({
      ...valid,
      items: [
        { _id: unknownId, content: 'a', type: 2, level: 1 },
        { _id: unknownId, content: 'b', type: 2, level: 1 },
      ],
    });
    expect(repeated.statusCode).toBe(400);
  });

  it('POST /content adds one item to a title and answers the title', async () => {
    const made = (await create(valid)).json();
    const res = await injectAs('superAdmin', {
      method: 'POST',
      url: '/api/content',
      payload: { title: made._id, content: 'Reassure an anxious patient', type: 2, level: 3 },
    });
    expect(res.statusCode).toBe(200);
    const title = res.json();
    expect(title._id).toBe(made._id);
    expect(title.items).toHaveLength(3);
    expect(title.items[2]).toMatchObject({
      content: 'Reassure an anxious patient',
      type: 2,
      level: 3,
    });
    expect(title.updatedAt > made.updatedAt).toBe(true);

    const unknown = await injectAs('admin', {
      method: 'POST',
      url: '/api/content',
      payload: { title: unknownId, content: 'x', type: 3, level: 1 },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.title).toBe('This content title does not exist');
    const badType = await injectAs('admin', {
      method: 'POST',
      url: '/api/content',
      payload: { title: made._id, content: 'x', type: 5, level: 1 },
    });
    expect(badType.statusCode).toBe(400);
    expect(badType.json().errors.type).toBe(
      'The type is an operational skill (2) or a linguistic skill (3)',
    );
  });

  it('lists with range, sort and the q, id, level and language filters', async () => {
    const a = (
      await create({ title: 'Zz negotiating prices', level: 5, language: language._id })
    ).json();
    const b = (await create({ title: 'Zz negotiating deadlines', level: 4 })).json();
    const list = await injectAs('teacher', {
      url: '/api/contenttitle/',
      query: {
        filter: JSON.stringify({ q: 'zz négotiating' }),
        sort: '["level","DESC"]',
        range: '[0,0]',
      },
    });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-range']).toBe('items 0-0/2');
    expect(list.json().map((t: { _id: string }) => t._id)).toEqual([a._id]);
    const byLevel = await injectAs('teacher', {
      url: '/api/contenttitle',
      query: { filter: JSON.stringify({ q: 'zz', level: 4 }) },
    });
    expect(byLevel.json().map((t: { _id: string }) => t._id)).toEqual([b._id]);
    const byLanguage = await injectAs('teacher', {
      url: '/api/contenttitle',
      query: { filter: JSON.stringify({ q: 'zz', language: language._id }) },
    });
    expect(byLanguage.json().map((t: { _id: string }) => t._id)).toEqual([a._id]);
    const many = await injectAs('teacher', {
      url: '/api/contenttitle',
      query: { filter: JSON.stringify({ id: [a._id, b._id] }), sort: '["title","ASC"]' },
    });
    expect(many.json().map((t: { _id: string }) => t._id)).toEqual([b._id, a._id]);
    const bad = await injectAs('teacher', {
      url: '/api/contenttitle',
      query: { sort: '["nope","ASC"]' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('anonymous 401; a Teacher reads and gets 403 on every write', async () => {
    const made = (await create(valid)).json();
    expect((await inject({ url: '/api/contenttitle' })).statusCode).toBe(401);
    expect((await inject({ url: `/api/contenttitle/${made._id}` })).statusCode).toBe(401);
    expect((await injectAs('teacher', { url: '/api/contenttitle' })).statusCode).toBe(200);
    const writes = [
      { method: 'POST' as const, url: '/api/contenttitle', payload: valid },
      { method: 'PUT' as const, url: `/api/contenttitle/${made._id}`, payload: { level: 1 } },
      { method: 'DELETE' as const, url: `/api/contenttitle/${made._id}` },
      {
        method: 'POST' as const,
        url: '/api/content',
        payload: { title: made._id, content: 'x', type: 2, level: 1 },
      },
    ];
    for (const w of writes) {
      expect((await injectAs('teacher', w)).statusCode).toBe(403);
      expect((await inject(w)).statusCode).toBe(401);
    }
    expect(
      (await injectAs('admin', { url: `/api/contenttitle/${made._id}` })).json().items,
    ).toHaveLength(2);
    expect((await injectAs('superAdmin', writes[2])).statusCode).toBe(200);
  });

  it('answers 404 to GET /contenttitle/group/{id} of an unknown group', async () => {
    const res = await injectAs('admin', { url: `/api/contenttitle/group/${unknownId}` });
    expect(res.statusCode).toBe(404);
  });
});

describe('demo skills content', async () => {
  const { app, injectAs } = await build();

  it('about twenty English titles, medical and business, A1..C1, some 150 items; seeded once', async () => {
    await seedDemoSkills(app.db);
    await seedDemoSkills(app.db);
    const titles = (await injectAs('teacher', { url: '/api/contenttitle' })).json() as {
      title: string;
      level: number;
      language: string | null;
      items: { type: number; level: number }[];
    }[];
    expect(titles).toHaveLength(20);
    const items = titles.flatMap((t) => t.items);
    expect(items.length).toBeGreaterThanOrEqual(140);
    expect(items.length).toBeLessThanOrEqual(160);
    expect(new Set(titles.map((t) => t.level))).toEqual(new Set([1, 2, 3, 4, 5]));
    const languages = (await injectAs('teacher', { url: '/api/language' })).json();
    const english = languages.find((l: { initial: string }) => l.initial === 'GB')._id;
    for (const t of titles) {
      expect(t.language).toBe(english);
      expect(t.items.some((i) => i.type === 2)).toBe(true);
      expect(t.items.some((i) => i.type === 3)).toBe(true);
      for (const i of t.items) expect(i.level).toBe(t.level);
    }
    const history = titles.find((t) => t.title === 'Taking a patient history');
    expect(history?.items[0]).toMatchObject({
      content: 'Ask about the onset of symptoms',
      type: 2,
    });
  });
});
