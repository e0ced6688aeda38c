import { describe, expect, it } from 'vitest';
import { questions } from '../../server/db/schema';
import { build } from './helpers';

type Q = Record<string, unknown> & { _id: string; updatedAt: string; version: number };

describe('question bank API', async () => {
  const { app, injectAs } = await build();
  const [english, french] = (await injectAs('admin', { url: '/api/language' })).json() as {
    _id: string;
  }[];
  const single = {
    type: 'single',
    skill: 'grammar',
    level: 2,
    language: english._id,
    prompt: '<p>Which is a <strong>verb</strong>?</p>',
    choices: [
      { text: 'run', correct: true },
      { text: 'blue', correct: false },
    ],
  };
  const gap = {
    type: 'gap',
    skill: 'vocabulary',
    level: 4,
    language: french._id,
    prompt: '<p>Le [[1]] est sur la [[2]].</p>',
    gaps: [{ answers: ['chat'] }, { answers: ['table', 'chaise'] }],
  };
  const free = {
    type: 'free',
    skill: 'writing',
    level: 5,
    language: english._id,
    prompt: '<p>Describe your town</p>',
    guide: 'At least 100 words',
  };
  const post = (payload: object, as: 'admin' | 'superAdmin' | 'teacher' = 'admin', lang = 'en') =>
    injectAs(as, {
      method: 'POST',
      url: '/api/question',
      headers: { 'accept-language': lang },
      payload,
    });
  const put = (id: string, payload: object, as: 'admin' | 'teacher' = 'admin') =>
    injectAs(as, { method: 'PUT', url: `/api/question/${id}`, payload });
  const read = async (id: string) =>
    (await injectAs('admin', { url: `/api/question/${id}` })).json() as Q;
  const made = async (payload: object) => {
    const res = await post(payload);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Q;
  };
  const count = async () => (await app.db.select().from(questions)).length;

  it('creates, reads, updates and deletes a question', async () => {
    const q = await made(single);
    expect(q).toMatchObject({
      ...single,
      choices: [
        { id: expect.any(String), text: 'run', correct: true },
        { id: expect.any(String), text: 'blue', correct: false },
      ],
      gaps: [],
      guide: null,
      version: 1,
      archivedAt: null,
    });
    expect(await read(q._id)).toEqual(q);
    const updated = await put(q._id, { ...q, level: 3 });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ level: 3, version: 1 });
    expect(
      (await injectAs('admin', { method: 'DELETE', url: `/api/question/${q._id}` })).statusCode,
    ).toBe(200);
    expect((await injectAs('admin', { url: `/api/question/${q._id}` })).statusCode).toBe(404);

    const g = await made(gap);
    expect(g).toMatchObject({ gaps: gap.gaps, choices: [], guide: null });
    const f = await made(free);
    expect(f).toMatchObject({ guide: 'At least 100 words', choices: [], gaps: [] });
    // A guide on another type than free is not kept.
    expect((await made({ ...single, guide: 'x' })).guide).toBeNull();
    const unknown = await post({ ...free, language: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.language).toBe('This language does not exist');
  });

  it('answers each rule with its message on its field, writing nothing', async () => {
    const before = await count();
    const cases: [object, string, string][] = [
      [{ ...free, prompt: '' }, 'prompt', 'The question needs a prompt'],
      [{ ...free, prompt: '<p> </p><script>x</script>' }, 'prompt', 'The question needs a prompt'],
      [{ ...single, choices: [{ text: 'a', correct: true }] }, 'choices', 'Give 2 to 8 choices'],
      [
        {
          ...single,
          choices: Array.from({ length: 9 }, (_, i) => ({ text: `c${i}`, correct: !i })),
        },
        'choices',
        'Give 2 to 8 choices',
      ],
      [
        {
          ...single,
          choices: [
            { text: 'a', correct: true },
            { text: 'b', correct: true },
          ],
        },
        'choices',
        'Mark exactly one choice as correct',
      ],
      [
        {
          ...single,
          type: 'multiple',
          choices: [
            { text: 'a', correct: false },
            { text: 'b', correct: false },
          ],
        },
        'choices',
        'Mark at least one choice as correct',
      ],
      [
        {
          ...single,
          choices: [
            { text: 'a', correct: true },
            { text: ' ', correct: false },
          ],
        },
        'choices',
        'Every choice needs a text',
      ],
      [
        {
          ...single,
          choices: [
            { text: 'Run', correct: true },
            { text: 'run ', correct: false },
          ],
        },
        'choices',
        'Two choices have the same text',
      ],
      [
        {
          ...single,
          choices: [
            { id: 'a', text: 'x', correct: true },
            { id: 'a', text: 'y', correct: false },
          ],
        },
        'choices',
        'Two choices have the same id',
      ],
      [
        { ...gap, prompt: '<p>No gap</p>' },
        'prompt',
        'The prompt needs at least one gap, written [[1]]',
      ],
      [
        { ...gap, prompt: '<p>[[1]] and [[3]]</p>' },
        'prompt',
        'Number the gaps [[1]], [[2]]… in order, with no gap missing or repeated',
      ],
      [
        { ...gap, gaps: [{ answers: ['chat'] }] },
        'gaps',
        'Give the answers of each gap of the prompt, no more and no fewer',
      ],
      [
        { ...gap, gaps: [{ answers: ['chat'] }, { answers: [] }] },
        'gaps',
        'Each gap takes 1 to 10 answers, none of them empty',
      ],
      [
        { ...gap, gaps: [{ answers: ['chat'] }, { answers: Array(11).fill('x') }] },
        'gaps',
        'Each gap takes 1 to 10 answers, none of them empty',
      ],
      [{ ...free, choices: single.choices }, 'choices', 'This type of question has no choices'],
      [{ ...free, gaps: gap.gaps }, 'gaps', 'This type of question has no gaps'],
      [{ ...gap, choices: single.choices }, 'choices', 'This type of question has no choices'],
      [{ ...single, gaps: gap.gaps }, 'gaps', 'This type of question has no gaps'],
      [{ ...single, level: 7 }, 'level', 'The level is one of A0 to C2'],
    ];
    for (const [body, field, message] of cases) {
      const res = await post(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors?.[field], JSON.stringify(body)).toBe(message);
    }
    const fr = await post({ ...single, choices: [] }, 'admin', 'fr');
    expect(fr.json().errors.choices).toBe('Proposez de 2 à 8 choix');
    const de = await post({ ...free, prompt: '' }, 'admin', 'de');
    expect(de.json().errors.prompt).toBe('Die Frage braucht einen Aufgabentext');
    expect((await post({ ...free, skill: 'cooking' })).statusCode).toBe(400);
    expect((await post({ ...free, type: 'essay' })).statusCode).toBe(400);
    expect((await post({ ...free, extra: 1 })).statusCode).toBe(400);
    expect(await count()).toBe(before);

    // The rules run on the record as it would be after an update.
    const q = await made(single);
    const bad = await put(q._id, { type: 'free' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.choices).toBe('This type of question has no choices');
    expect(await read(q._id)).toEqual(q);
    const toFree = await put(q._id, { type: 'free', choices: [], guide: 'Notes' });
    expect(toFree.json()).toMatchObject({ type: 'free', choices: [], guide: 'Notes', version: 2 });
  });

  it('sanitises the prompt against the allow-list', async () => {
    const q = await made({
      ...free,
      prompt:
        '<p style="color:red" class="x" onclick="go()">Hi <script>alert(1)</script><img src=x onerror="alert(1)">' +
        '<a href="javascript:alert(1)">bad</a> <a href="https://example.com" target="_blank">ok</a> ' +
        '<a href="mailto:a@b.example">mail</a></p><h3>T</h3><h1>Big</h1><ul><li><em>i</em></li></ul>' +
        '<blockquote><code>c</code></blockquote><pre>p</pre><p>H<sub>2</sub>O x<sup>2</sup> <u>u</u> <s>s</s> <b>b</b> <i>i</i><br></p>' +
        '<iframe src="https://evil.example"></iframe><style>p{}</style><h4>four</h4><ol><li>one</li></ol>',
    });
    const prompt = q.prompt as string;
    for (const gone of [
      '<script',
      'alert',
      'onerror',
      'onclick',
      'javascript:',
      'style',
      'class=',
      '<img',
      '<iframe',
      '<h1',
      'target=',
    ]) {
      expect(prompt, gone).not.toContain(gone);
    }
    for (const kept of [
      '<p>Hi',
      '<h3>T</h3>',
      '<ul><li><em>i</em></li></ul>',
      '<blockquote><code>c</code></blockquote>',
      '<pre>p</pre>',
      '<sub>2</sub>',
      '<sup>2</sup>',
      '<u>u</u>',
      '<s>s</s>',
      '<b>b</b>',
      '<i>i</i>',
      '<br />',
      '<h4>four</h4>',
      '<ol><li>one</li></ol>',
      'Big',
    ]) {
      expect(prompt, kept).toContain(kept);
    }
    expect(prompt).toContain('<a href="https://example.com" rel="noopener noreferrer">ok</a>');
    expect(prompt).toContain('<a href="mailto:a@b.example" rel="noopener noreferrer">mail</a>');
    expect(prompt).toContain('<a rel="noopener noreferrer">bad</a>');
  });

  it('grows the version only when the prompt, choices, gaps or guide change', async () => {
    const q = await made(single);
    const same = await put(q._id, { ...q, skill: 'reading', level: 6, language: french._id });
    expect(same.json()).toMatchObject({ version: 1, skill: 'reading', level: 6 });
    const choices = (q.choices as { id: string; text: string; correct: boolean }[]).map((c) => ({
      ...c,
    }));
    const steps: [object, number][] = [
      [{ prompt: '<p>Which one is a verb?</p>' }, 2],
      [{ choices: [...choices, { text: 'walk', correct: false }] }, 3],
      [{ prompt: '<p>Which one is a verb?</p>' }, 3],
    ];
    for (const [body, version] of steps) {
      const res = await put(q._id, body);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().version).toBe(version);
    }
    const g = await made(gap);
    expect(
      (await put(g._id, { gaps: [{ answers: ['chien'] }, { answers: ['table'] }] })).json().version,
    ).toBe(2);
    const f = await made(free);
    expect((await put(f._id, { guide: 'Other notes' })).json().version).toBe(2);
    expect((await put(f._id, { guide: 'Other notes' })).json().version).toBe(2);
  });

  it('a stale updatedAt is a 409 and writes nothing', async () => {
    const q = await made(single);
    expect((await put(q._id, { level: 1, updatedAt: q.updatedAt })).statusCode).toBe(200);
    const after = await read(q._id);
    const stale = await put(q._id, { ...q, prompt: '<p>Changed</p>', updatedAt: q.updatedAt });
    expect(stale.statusCode).toBe(409);
    expect(await read(q._id)).toEqual(after);
  });

  it('gives choices without an id a short unique one and keeps the ids given', async () => {
    const q = await made({
      ...single,
      type: 'multiple',
      choices: [
        { id: 'keep-me', text: 'a', correct: true },
        { text: 'b', correct: true },
        { text: 'c', correct: false },
      ],
    });
    const ids = (q.choices as { id: string }[]).map((c) => c.id);
    expect(ids[0]).toBe('keep-me');
    expect(new Set(ids).size).toBe(3);
    for (const id of ids) expect(id.length).toBeLessThanOrEqual(20);
    const res = await put(q._id, {
      choices: [...(q.choices as object[]), { text: 'd', correct: false }],
    });
    const after = (res.json().choices as { id: string }[]).map((c) => c.id);
    expect(after.slice(0, 3)).toEqual(ids);
    expect(new Set(after).size).toBe(4);
  });

  it('takes a record back as read, unchanged', async () => {
    for (const body of [single, gap, free]) {
      const q = await made(body);
      const res = await put(q._id, q);
      expect(res.statusCode, res.body).toBe(200);
      const { updatedAt: _, ...rest } = res.json();
      const { updatedAt: __, ...was } = q;
      expect(rest).toEqual(was);
    }
  });

  it('lists in the dialect: filters, search, sort and Content-Range', async () => {
    const ids = async (filter: object, query: Record<string, string> = {}) =>
      (
        await injectAs('admin', {
          url: '/api/question',
          query: { filter: JSON.stringify(filter), ...query },
        })
      )
        .json()
        .map((q: Q) => q._id) as string[];
    const a = await made({
      ...single,
      skill: 'listening',
      level: 0,
      prompt: '<p>Où est la gare?</p>',
    });
    const b = await made({ ...gap, level: 1 });
    const c = await made({ ...free, skill: 'speaking', level: 1 });
    expect(await ids({ type: 'gap', level: 1 })).toEqual([b._id]);
    expect((await ids({ type: ['gap', 'free'], level: [1] })).sort()).toEqual(
      [b._id, c._id].sort(),
    );
    expect(await ids({ skill: 'listening', level: 0 })).toEqual([a._id]);
    expect(await ids({ skill: 'speaking' })).toEqual([c._id]);
    expect(await ids({ language: french._id, level: 1 })).toEqual([b._id]);
    expect((await ids({ id: [a._id, c._id] })).sort()).toEqual([a._id, c._id].sort());
    expect(await ids({ q: 'OU EST la GARE' })).toEqual([a._id]);
    expect(await ids({ q: 'strong' })).toEqual([]);
    const page = await injectAs('admin', {
      url: '/api/question',
      query: { range: '[0,1]', sort: '["level","DESC"]' },
    });
    expect(page.headers['content-range']).toMatch(/^items 0-1\/\d+$/);
    const levels = page.json().map((q: Q) => q.level);
    expect(levels).toEqual([...levels].sort().reverse());
    for (const sort of ['type', 'skill', 'level', 'language', 'createdAt', 'updatedAt']) {
      const res = await injectAs('admin', {
        url: '/api/question',
        query: { sort: `["${sort}","ASC"]` },
      });
      expect(res.statusCode, sort).toBe(200);
    }
    for (const filter of ['{"zzz":1}', '{"level":9}', '{"type":"essay"}']) {
      expect(
        (await injectAs('admin', { url: '/api/question', query: { filter } })).statusCode,
      ).toBe(400);
    }
  });

  it('archives and restores: archived questions leave the list and appear under /archived', async () => {
    const q = await made({ ...free, prompt: '<p>Archive me please</p>' });
    const search = { filter: '{"q":"archive me please"}' };
    const list = async (url: string) =>
      (await injectAs('admin', { url, query: search })).json().map((r: Q) => r._id);
    const archived = await injectAs('admin', {
      method: 'PUT',
      url: `/api/question/archive/${q._id}`,
      payload: { archived: true },
    });
    expect(archived.statusCode).toBe(200);
    expect(Date.parse(archived.json().archivedAt)).not.toBeNaN();
    expect(await list('/api/question')).toEqual([]);
    expect(await list('/api/question/archived')).toEqual([q._id]);
    expect(await list('/api/question/archived/')).toEqual([q._id]);
    const restored = await injectAs('admin', {
      method: 'PUT',
      url: `/api/question/archive/${q._id}`,
      payload: { archived: false },
    });
    expect(restored.json().archivedAt).toBeNull();
    expect(await list('/api/question/')).toEqual([q._id]);
    expect(await list('/api/question/archived')).toEqual([]);
  });

  it('a Teacher reads the whole bank and writes nothing', async () => {
    const q = await made(single);
    expect((await injectAs('teacher', { url: `/api/question/${q._id}` })).json()).toEqual(q);
    const all = (await injectAs('admin', { url: '/api/question' })).json().length;
    expect((await injectAs('teacher', { url: '/api/question' })).json()).toHaveLength(all);
    expect((await injectAs('teacher', { url: '/api/question/archived' })).statusCode).toBe(200);
    const before = await count();
    expect((await post(single, 'teacher')).statusCode).toBe(403);
    expect((await put(q._id, { level: 0 }, 'teacher')).statusCode).toBe(403);
    expect(
      (await injectAs('teacher', { method: 'DELETE', url: `/api/question/${q._id}` })).statusCode,
    ).toBe(403);
    expect(
      (
        await injectAs('teacher', {
          method: 'PUT',
          url: `/api/question/archive/${q._id}`,
          payload: { archived: true },
        })
      ).statusCode,
    ).toBe(403);
    expect(await read(q._id)).toEqual(q);
    expect(await count()).toBe(before);
    expect((await injectAs('nobody', { url: '/api/question' })).statusCode).toBe(401);
    expect((await post(single, 'superAdmin')).statusCode).toBe(201);
  });
});
