import { describe, expect, it } from 'vitest';
import { build } from './helpers';

type Pool = Record<string, unknown> & { _id: string; updatedAt: string; size: number };
type Drawn = {
  questions: { _id: string; level: number; skill: string; type: string }[];
  shortfalls: unknown[];
};

describe('question pools API', async () => {
  const { injectAs } = await build();
  const [english, french] = (await injectAs('admin', { url: '/api/language' })).json() as {
    _id: string;
  }[];
  const post = (url: string, payload: object, as: 'admin' | 'teacher' = 'admin', lang = 'en') =>
    injectAs(as, { method: 'POST', url, headers: { 'accept-language': lang }, payload });

  /** `n` single-choice English questions of a level and skill. */
  const bank = async (level: number, skill: string, n: number, language = english._id) => {
    const ids: string[] = [];
    for (let i = 0; i < n; i++) {
      const res = await post('/api/question', {
        type: i % 2 ? 'gap' : 'single',
        skill,
        level,
        language,
        prompt:
          i % 2 ? `<p>${skill} ${level} gap ${i} [[1]]</p>` : `<p>${skill} ${level} n°${i}</p>`,
        ...(i % 2
          ? { gaps: [{ answers: ['x'] }] }
          : {
              choices: [
                { text: 'a', correct: true },
                { text: 'b', correct: false },
              ],
            }),
      });
      expect(res.statusCode, res.body).toBe(201);
      ids.push(res.json()._id);
    }
    return ids;
  };
  // Levels A1 and A2, reading and grammar: 5 questions each (3 single, 2 gap); one free one besides.
  const a1Reading = await bank(1, 'reading', 5);
  await bank(1, 'grammar', 5);
  await bank(2, 'reading', 5);
  await bank(2, 'grammar', 5);
  await bank(2, 'reading', 3, french._id);
  const free = await post('/api/question', {
    type: 'free',
    skill: 'reading',
    level: 1,
    language: english._id,
    prompt: '<p>Tell us</p>',
  });
  expect(free.statusCode).toBe(201);

  const placement = {
    name: ' Placement ',
    language: english._id,
    rules: [{ levelFrom: 1, levelTo: 2, skills: ['reading', 'grammar', 'reading'], count: 4 }],
  };
  const made = async (payload: object) => {
    const res = await post('/api/qpool', payload);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Pool;
  };
  const draw = async (id: string, as: 'admin' | 'teacher' = 'admin') => {
    const res = await injectAs(as, { url: `/api/qpool/${id}/draw` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Drawn;
  };

  it('creates, lists, reads, updates and deletes a pool; its size follows its rules', async () => {
    const pool = await made(placement);
    expect(pool).toMatchObject({
      name: 'Placement',
      language: english._id,
      // A skill given twice is kept once; the types default to the automatic ones.
      rules: [
        {
          levelFrom: 1,
          levelTo: 2,
          skills: ['reading', 'grammar'],
          types: ['single', 'multiple', 'gap'],
          count: 4,
        },
      ],
      size: 16,
    });
    const list = await injectAs('admin', {
      url: `/api/qpool?filter=${encodeURIComponent('{"q":"placem"}')}&range=[0,9]`,
    });
    expect(list.headers['content-range']).toBe('items 0-0/1');
    expect((list.json() as Pool[])[0]._id).toBe(pool._id);
    const updated = await injectAs('admin', {
      method: 'PUT',
      url: `/api/qpool/${pool._id}`,
      payload: { ...pool, rules: [{ ...placement.rules[0], count: 2 }] },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ size: 8 });
    // The pool as read before that write is stale.
    const stale = await injectAs('admin', {
      method: 'PUT',
      url: `/api/qpool/${pool._id}`,
      payload: { name: 'Again', updatedAt: pool.updatedAt },
    });
    expect(stale.statusCode).toBe(409);
    const removed = await injectAs('admin', { method: 'DELETE', url: `/api/qpool/${pool._id}` });
    expect(removed.statusCode).toBe(200);
    expect((await injectAs('admin', { url: `/api/qpool/${pool._id}` })).statusCode).toBe(404);
  });

  it('refuses broken rules with the message on rules, in the reader’s language, and writes nothing', async () => {
    const before = (await injectAs('admin', { url: '/api/qpool' })).json().length;
    const cases: [object, string, string][] = [
      [{ ...placement, name: ' ' }, 'name', 'The pool needs a name'],
      [{ ...placement, rules: [] }, 'rules', 'Give 1 to 20 draw rules'],
      [
        { ...placement, rules: [{ ...placement.rules[0], levelFrom: 3 }] },
        'rules',
        'In each rule, the first level comes before or is the last one',
      ],
      [
        { ...placement, rules: [{ ...placement.rules[0], skills: [] }] },
        'rules',
        'Each rule needs at least one skill',
      ],
      [
        { ...placement, rules: [{ ...placement.rules[0], types: [] }] },
        'rules',
        'Each rule needs at least one type of question',
      ],
      [
        { ...placement, rules: [{ ...placement.rules[0], count: 0 }] },
        'rules',
        'Each rule draws 1 to 20 questions per level and skill',
      ],
      [
        {
          ...placement,
          rules: [
            {
              levelFrom: 0,
              levelTo: 6,
              skills: ['listening', 'reading', 'speaking', 'writing', 'grammar', 'vocabulary'],
              count: 5,
            },
          ],
        },
        'rules',
        'A draw gives at most 200 questions: lower the counts or narrow the levels',
      ],
    ];
    for (const [payload, field, message] of cases) {
      const res = await post('/api/qpool', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBe(message);
      expect(Object.keys(res.json().errors ?? {})).toContain(field);
    }
    const german = await post('/api/qpool', { ...placement, rules: [] }, 'admin', 'de');
    expect(german.json().message).toBe('Geben Sie 1 bis 20 Ziehungsregeln an');
    const unknown = await post('/api/qpool', { ...placement, language: crypto.randomUUID() });
    expect(unknown.statusCode).toBe(400);
    for (const payload of [
      { ...placement, size: 'x' },
      { ...placement, extra: 1 },
      { ...placement, rules: [{ levelFrom: 9, levelTo: 2, skills: ['reading'], count: 1 }] },
      { ...placement, rules: [{ ...placement.rules[0], skills: ['cooking'] }] },
    ]) {
      expect((await post('/api/qpool', payload)).statusCode).toBe(400);
    }
    expect((await injectAs('admin', { url: '/api/qpool' })).json().length).toBe(before);
  });

  it('draws on the server: per level and skill, of the rule’s types, in the pool’s language, never twice', async () => {
    const pool = await made(placement);
    const seen = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const { questions, shortfalls } = await draw(pool._id);
      expect(shortfalls).toEqual([]);
      expect(questions).toHaveLength(16);
      expect(new Set(questions.map((q) => q._id)).size).toBe(16);
      expect(questions.map((q) => `${q.level} ${q.skill}`)).toEqual(
        ['1 reading', '1 grammar', '2 reading', '2 grammar'].flatMap((cell) => Array(4).fill(cell)),
      );
      expect(questions.every((q) => q.type !== 'free')).toBe(true);
      for (const q of questions) seen.add(q._id);
    }
    // Four of five at random, six times over: more than the four of one draw were met.
    expect([...seen].filter((id) => a1Reading.includes(id)).length).toBeGreaterThan(4);
  });

  it('says which cells the bank could not fill, and leaves archived questions out', async () => {
    const pool = await made({
      ...placement,
      rules: [
        { levelFrom: 1, levelTo: 1, skills: ['reading', 'speaking'], types: ['single'], count: 3 },
      ],
    });
    const archived = await injectAs('admin', {
      method: 'PUT',
      url: `/api/question/archive/${a1Reading[0]}`,
      payload: { archived: true },
    });
    expect(archived.statusCode, archived.body).toBe(200);
    const { questions, shortfalls } = await draw(pool._id, 'teacher');
    // Single-choice A1 reading: indexes 0, 2 and 4, the first archived.
    expect(questions.map((q) => q._id).sort()).toEqual([a1Reading[2], a1Reading[4]].sort());
    expect(shortfalls).toEqual([
      { level: 1, skill: 'reading', wanted: 3, found: 2 },
      { level: 1, skill: 'speaking', wanted: 3, found: 0 },
    ]);
  });

  it('lets a Teacher read and draw, never write', async () => {
    const pool = await made(placement);
    expect((await injectAs('teacher', { url: `/api/qpool/${pool._id}` })).statusCode).toBe(200);
    expect((await post('/api/qpool', placement, 'teacher')).statusCode).toBe(403);
    expect(
      (await injectAs('teacher', { method: 'DELETE', url: `/api/qpool/${pool._id}` })).statusCode,
    ).toBe(403);
    expect(
      (await injectAs('admin', { url: `/api/qpool/${crypto.randomUUID()}/draw` })).statusCode,
    ).toBe(404);
    expect((await injectAs('admin', { url: '/api/qpool/nope/draw' })).statusCode).toBe(400);
  });
});
