import { addDays } from 'date-fns';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { LearnerNews, News } from '../../domain/entities/news';
import {
  companies,
  groupStudents,
  groups,
  groupTeachers,
  languages,
  news,
  students,
} from '../../server/db/schema';
import { seedDemoNews } from '../../server/db/seed/demo-news';
import { type As, build } from './helpers';
import { multipart } from './multipart';

const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(40, 1)]);

describe('news API', async () => {
  const { app, injectAs, account } = await build();
  const send = (
    method: 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    as: As = 'admin',
  ) => injectAs(as, { method, url, payload });
  const create = async (payload: object) => {
    const res = await send('POST', '/api/news', payload);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as News;
  };
  const list = async (filter: object, as: As = 'admin') => {
    const res = await injectAs(as, {
      url: `/api/news?filter=${encodeURIComponent(JSON.stringify(filter))}&range=[0,49]&sort=["title","ASC"]`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as News[]).map((n) => n.title);
  };
  const upload = () => {
    const form = multipart({}, { name: 'photo.png', type: 'text/plain', content: PNG });
    return injectAs('admin', { method: 'POST', url: '/api/news/image', ...form });
  };

  // Two clients, a group of each; Lea in client X and group A, Max in client Y, no group.
  const [language] = await app.db.select().from(languages).limit(1);
  const [x, y] = await app.db
    .insert(companies)
    .values(
      ['News X', 'News Y'].map((name) => ({
        name,
        country: 'FR',
        type: 'Client' as const,
        languageArea: 1,
      })),
    )
    .returning({ id: companies.id });
  const [a, b] = await app.db
    .insert(groups)
    .values(
      [
        ['Group A', x.id],
        ['Group B', y.id],
      ].map(([name, companyId]) => ({
        name,
        companyId,
        type: 'EW',
        level: 2,
        languageId: language.id,
      })),
    )
    .returning({ id: groups.id });
  const [lea, max] = await app.db
    .insert(students)
    .values([
      { name: 'Lea', firstname: 'L', email: 'lea.news@example.com', companyId: x.id },
      { name: 'Max', firstname: 'M', email: 'max.news@example.com', companyId: y.id },
    ])
    .returning({ id: students.id });
  await app.db.insert(groupStudents).values({ groupId: a.id, studentId: lea.id });

  it('seeds three demo news once: all learners (pinned), a client, a group', async () => {
    await seedDemoNews(app.db);
    await seedDemoNews(app.db);
    const rows = await app.db.select().from(news);
    expect(rows.map((r) => [r.audience, r.pinned]).sort()).toEqual([
      ['all', true],
      ['company', false],
      ['group', false],
    ]);
    await app.db.delete(news);
  });

  it('creates with its author, reads, edits (stale: 409), archives, restores and deletes', async () => {
    const admin = await account('admin');
    const made = await create({ title: ' Welcome ', body: '<p>Hello <strong>all</strong></p>' });
    expect(made).toMatchObject({
      title: 'Welcome',
      body: '<p>Hello <strong>all</strong></p>',
      audience: 'all',
      companyId: null,
      groupId: null,
      pinned: false,
      publishUntil: null,
      authorId: admin.id,
      archivedAt: null,
    });
    expect((await injectAs('teacher', { url: `/api/news/${made._id}` })).json()).toEqual(made);

    const edited = await send('PUT', `/api/news/${made._id}`, {
      pinned: true,
      updatedAt: made.updatedAt,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ pinned: true, title: 'Welcome' });
    const stale = await send('PUT', `/api/news/${made._id}`, {
      title: 'Late',
      updatedAt: made.updatedAt,
    });
    expect(stale.statusCode).toBe(409);

    const archived = await send('PUT', `/api/news/archive/${made._id}`, { archived: true });
    expect(archived.json().archivedAt).not.toBeNull();
    expect(await list({ q: 'welcome' })).toEqual([]);
    expect(await list({ q: 'welcome', archived: true })).toEqual(['Welcome']);
    const archivedList = await injectAs('admin', { url: '/api/news/archived' });
    expect((archivedList.json() as News[]).map((n) => n._id)).toContain(made._id);
    await send('PUT', `/api/news/archive/${made._id}`, { archived: false });
    expect(await list({ q: 'welcome' })).toEqual(['Welcome']);

    expect((await send('DELETE', `/api/news/${made._id}`)).statusCode).toBe(200);
    expect((await injectAs('admin', { url: `/api/news/${made._id}` })).statusCode).toBe(404);
  });

  it('keeps a Teacher to reading', async () => {
    const res = await send('POST', '/api/news', { title: 'Mine' }, 'teacher');
    expect(res.statusCode).toBe(403);
    expect((await injectAs('teacher', { url: '/api/news' })).statusCode).toBe(200);
    expect((await injectAs('nobody', { url: '/api/news' })).statusCode).toBe(401);
  });

  it('refuses an audience without its record, an unknown one and a window that ends first', async () => {
    const noClient = await send('POST', '/api/news', { title: 'T', audience: 'company' });
    expect(noClient.statusCode).toBe(400);
    expect(noClient.json().errors).toEqual({ companyId: expect.any(String) });
    const noGroup = await send('POST', '/api/news', { title: 'T', audience: 'group' });
    expect(noGroup.json().errors).toEqual({ groupId: expect.any(String) });
    const unknown = await send('POST', '/api/news', {
      title: 'T',
      audience: 'group',
      groupId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode, unknown.body).toBe(400);
    expect(unknown.json().errors).toEqual({ groupId: expect.any(String) });
    const window = await send('POST', '/api/news', {
      title: 'T',
      publishFrom: '2030-01-02T00:00:00Z',
      publishUntil: '2030-01-01T00:00:00Z',
    });
    expect(window.json().errors).toEqual({ publishUntil: expect.any(String) });
    // A hidden input's leftover is dropped: an 'all' item names no client.
    const all = await create({ title: 'Leftover', audience: 'all', companyId: x.id });
    expect(all.companyId).toBeNull();
    await send('DELETE', `/api/news/${all._id}`);
  });

  it('filters by audience, client, group, pinned and publication', async () => {
    const now = new Date();
    await create({ title: 'F all', pinned: true });
    await create({ title: 'F client', audience: 'company', companyId: x.id });
    await create({ title: 'F group', audience: 'group', groupId: b.id });
    await create({ title: 'F later', publishFrom: addDays(now, 3).toISOString() });
    await create({
      title: 'F over',
      publishFrom: addDays(now, -5).toISOString(),
      publishUntil: addDays(now, -1).toISOString(),
    });
    expect(await list({ q: 'F', audience: 'company' })).toEqual(['F client']);
    expect(await list({ companyId: x.id })).toEqual(['F client']);
    expect(await list({ groupId: b.id })).toEqual(['F group']);
    expect(await list({ q: 'F', pinned: true })).toEqual(['F all']);
    expect(await list({ q: 'F', current: true })).toEqual(['F all', 'F client', 'F group']);
    expect(await list({ q: 'F', current: false })).toEqual(['F later', 'F over']);
    const bad = await injectAs('admin', { url: '/api/news?filter={"audience":"planet"}' });
    expect(bad.statusCode).toBe(400);
  });

  it('filters by author (authorId), the staff member who wrote it', async () => {
    const res = await send('POST', '/api/news', { title: 'By the chief' }, 'superAdmin');
    expect(res.statusCode, res.body).toBe(201);
    const chief = await account('superAdmin');
    const admin = await account('admin');
    expect(await list({ authorId: chief.id })).toEqual(['By the chief']);
    expect(await list({ authorId: [chief.id, admin.id], q: 'chief' })).toEqual(['By the chief']);
    expect(await list({ authorId: admin.id })).not.toContain('By the chief');
    const bad = await injectAs('admin', { url: '/api/news?filter={"authorId":"someone"}' });
    expect(bad.json().errors).toEqual({ authorId: expect.any(String) });
  });

  it('lists the news one learner sees now: all, her client, her groups; pinned first', async () => {
    const now = new Date();
    await create({ title: 'L all', publishFrom: addDays(now, -2).toISOString() });
    await create({ title: 'L pinned', pinned: true, publishFrom: addDays(now, -9).toISOString() });
    await create({ title: 'L client X', audience: 'company', companyId: x.id });
    await create({ title: 'L group A', audience: 'group', groupId: a.id });
    await create({ title: 'L group B', audience: 'group', groupId: b.id });
    await create({ title: 'L later', publishFrom: addDays(now, 1).toISOString() });
    const gone = await create({ title: 'L archived' });
    await send('PUT', `/api/news/archive/${gone._id}`, { archived: true });
    const seen = async (id: string, as: As = 'admin') => {
      const res = await injectAs(as, { url: `/api/learner/news/${id}` });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as LearnerNews[]).map((n) => n.title).filter((t) => t.startsWith('L '));
    };
    expect(await seen(lea.id)).toEqual(['L pinned', 'L group A', 'L client X', 'L all']);
    expect(await seen(max.id)).toEqual(['L pinned', 'L all']);
    expect((await injectAs('admin', { url: `/api/learner/news/${a.id}` })).statusCode).toBe(404);
    // A Teacher reads the learners of her groups only.
    const teacher = await account('teacher');
    expect((await injectAs('teacher', { url: `/api/learner/news/${lea.id}` })).statusCode).toBe(
      404,
    );
    await app.db.insert(groupTeachers).values({ groupId: a.id, staffId: teacher.id });
    expect(await seen(lea.id, 'teacher')).toContain('L group A');
    // An archived learner is not on the learner platform.
    await app.db.update(students).set({ archivedAt: new Date() }).where(eq(students.id, max.id));
    expect((await injectAs('admin', { url: `/api/learner/news/${max.id}` })).statusCode).toBe(404);
    await app.db.update(students).set({ archivedAt: null }).where(eq(students.id, max.id));
  });

  it('keeps no script, event, javascript: or foreign image in a body, and keeps ours', async () => {
    const image = await upload();
    expect(image.statusCode, image.body).toBe(201);
    const { url } = image.json() as { url: string };
    expect(url).toMatch(/^\/api\/news\/image\/[0-9a-f-]{36}\.png\/[A-Za-z0-9_-]{43}$/);
    const forged = url.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    const payloads = [
      '<script>alert(1)</script>',
      '<img src=x onerror="alert(2)">',
      '<a href="javascript:alert(3)">click</a>',
      '<a href="JaVaScRiPt:alert(4)">click</a>',
      '<svg onload="alert(5)"><circle/></svg>',
      '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCg2KTwvc2NyaXB0Pg==">data</a>',
      '<img src="data:image/png;base64,iVBORw0KGgo=">',
      '<p style="background:url(javascript:alert(7))" onclick="alert(8)">styled</p>',
      '<iframe src="https://evil.example/"></iframe>',
      '<img src="https://evil.example/x.png">',
      `<img src="${forged}">`,
      `<img src="${url}" onerror="alert(9)">`,
      '<object data="x.swf"></object><embed src="x.swf"><form action="/x"><input></form>',
      '<style>p{color:red}</style><math><mi xlink:href="javascript:alert(10)">m</mi></math>',
    ];
    const made = await create({
      title: 'XSS',
      body: `<p><strong>Bold</strong> <a href="https://example.org/">link</a></p>${payloads.join('')}<img src="${url}" alt="Our photo">`,
    });
    const stored = made.body;
    for (const bad of [
      '<script',
      'onerror',
      'onload',
      'onclick',
      'javascript:',
      'data:',
      'style=',
      '<style',
      '<svg',
      '<iframe',
      'evil.example',
      forged,
      '<object',
      '<embed',
      '<form',
      '<input',
      '<math',
    ])
      expect(stored.toLowerCase(), bad).not.toContain(bad.toLowerCase());
    expect(stored).toContain('<strong>Bold</strong>');
    expect(stored).toContain('<a href="https://example.org/" rel="noopener noreferrer">link</a>');
    expect(stored).toContain(`<img src="${url}" alt="Our photo" />`);
    // The same on an update.
    const edited = await send('PUT', `/api/news/${made._id}`, { body: payloads.join('') });
    expect(edited.json().body).not.toMatch(/script|onerror|javascript|evil/i);
  });

  it('stores an image by its bytes and serves it only under its signature', async () => {
    const image = await upload();
    const { url } = image.json() as { url: string };
    const read = await injectAs('nobody', { url });
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('image/png');
    expect(read.headers['x-content-type-options']).toBe('nosniff');
    expect(read.headers['cache-control']).toContain('max-age');
    expect(read.rawPayload.equals(PNG)).toBe(true);

    const [, , , , key, sig] = url.split('/');
    const forged = `/api/news/image/${key}/${sig.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))}`;
    expect((await injectAs('nobody', { url: forged })).statusCode).toBe(404);
    const otherType = `/api/news/image/${key.replace('.png', '.gif')}/${sig}`;
    expect((await injectAs('nobody', { url: otherType })).statusCode).toBe(404);
    expect((await injectAs('nobody', { url: '/api/news/image/x/y' })).statusCode).toBe(404);

    const text = multipart({}, { name: 'a.png', type: 'image/png', content: '<svg onload=1>' });
    const refused = await injectAs('admin', { method: 'POST', url: '/api/news/image', ...text });
    expect(refused.statusCode).toBe(400);
    const big = Buffer.alloc(5 * 1024 * 1024 + 1);
    PNG.copy(big);
    const large = multipart({}, { name: 'big.png', type: 'image/png', content: big });
    const tooBig = await injectAs('admin', { method: 'POST', url: '/api/news/image', ...large });
    expect(tooBig.statusCode).toBe(413);
    const none = await injectAs('admin', {
      method: 'POST',
      url: '/api/news/image',
      ...multipart({}),
    });
    expect(none.statusCode).toBe(400);
    const teacher = await injectAs('teacher', {
      method: 'POST',
      url: '/api/news/image',
      ...multipart({}, { name: 'p.png', type: 'image/png', content: PNG }),
    });
    expect(teacher.statusCode).toBe(403);
  });
});
