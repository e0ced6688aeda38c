import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../server/app';
import { testConfig } from '../../server/config';
import { startS3 } from './files-contract';
import { build } from './helpers';
import { multipart } from './multipart';
import { checkRoundTrip } from './round-trip';

const unknownId = '00000000-0000-4000-8000-000000000000';

describe('categories API', async () => {
  const { injectAs } = await build();
  const post = (name: string, lang = 'en') =>
    injectAs('admin', {
      method: 'POST',
      url: '/api/category/',
      headers: { 'accept-language': lang },
      payload: { name },
    });

  it('creates and lists categories; a taken name (any case or accent) is a clear 409', async () => {
    const made = await post('Grammaire');
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({ name: 'Grammaire', _id: expect.any(String) });
    expect((await post('Vocabulary')).statusCode).toBe(201);
    const taken = await post('  GRAMMAÏRE ', 'fr');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Une catégorie nommée « GRAMMAÏRE » existe déjà');
    expect((await post('   ')).statusCode).toBe(400);

    const all = await injectAs('teacher', { url: '/api/category' });
    expect(all.statusCode).toBe(200);
    expect(all.json().map((c: { name: string }) => c.name)).toEqual(['Grammaire', 'Vocabulary']);
    const page = await injectAs('teacher', {
      url: '/api/category/',
      query: { range: '[0,0]', sort: '["name","DESC"]', filter: '{"q":"voc"}' },
    });
    expect(page.json().map((c: { name: string }) => c.name)).toEqual(['Vocabulary']);
    expect(page.headers['content-range']).toBe('items 0-0/1');
  });

  it('lets a Teacher read but not write', async () => {
    expect(
      (
        await injectAs('teacher', {
          method: 'POST',
          url: '/api/category',
          payload: { name: 'Nope' },
        })
      ).statusCode,
    ).toBe(403);
    expect((await injectAs('nobody', { url: '/api/category' })).statusCode).toBe(401);
  });

  it('deletes an unused category; 409 while a resource is in it; 404 for an unknown one', async () => {
    const category = (await post('Listening')).json();
    const resource = await injectAs('admin', {
      method: 'POST',
      url: '/api/resources',
      payload: {
        name: 'BBC Learning English',
        type: 'website',
        label: 'Listening practice',
        categoryId: category._id,
        url: 'https://www.bbc.co.uk/learningenglish',
      },
    });
    expect(resource.statusCode).toBe(201);
    const refused = await injectAs('admin', {
      method: 'DELETE',
      url: `/api/category/${category._id}`,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This category still has resources: move or delete them first',
    );
    await injectAs('admin', { method: 'DELETE', url: `/api/resources/${resource.json()._id}` });
    const done = await injectAs('admin', {
      method: 'DELETE',
      url: `/api/category/${category._id}`,
    });
    expect(done.statusCode).toBe(200);
    expect(
      (await injectAs('admin', { method: 'DELETE', url: `/api/category/${unknownId}` })).statusCode,
    ).toBe(404);
  });
});

describe('resources API', async () => {
  const { app, injectAs } = await build();
  const category = (
    await injectAs('admin', { method: 'POST', url: '/api/category', payload: { name: 'Reading' } })
  ).json();
  const link = {
    name: 'Oxford Learner’s Dictionaries',
    type: 'website',
    label: 'Dictionary',
    categoryId: category._id,
    url: 'https://www.oxfordlearnersdictionaries.com/',
  };
  const upload = (
    fields: Record<string, string>,
    file?: Parameters<typeof multipart>[1],
    method: 'POST' | 'PUT' = 'POST',
    url = '/api/resources',
    lang = 'en',
  ) => {
    const form = multipart(fields, file);
    return injectAs('admin', {
      method,
      url,
      payload: form.payload,
      headers: { ...form.headers, 'accept-language': lang },
    });
  };

  it('creates a link with JSON and answers its category name', async () => {
    const res = await injectAs('admin', { method: 'POST', url: '/api/resources', payload: link });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      ...link,
      categoryName: 'Reading',
      fileName: null,
      fileSize: null,
      contentType: null,
    });
  });

  it('uploads a file (multipart), serves it as an attachment, replaces it, and deletes it with the resource', async () => {
    const made = await upload(
      { name: 'Irregular verbs', type: 'document', label: 'Grammar sheet', categoryId: '' },
      { name: 'verbes irréguliers.txt', type: 'text/plain', content: 'be was been\n' },
    );
    expect(made.statusCode, made.body).toBe(201);
    const resource = made.json();
    expect(resource).toMatchObject({
      name: 'Irregular verbs',
      categoryId: null,
      fileName: 'verbes irréguliers.txt',
      contentType: 'text/plain',
      fileSize: 12,
      url: null,
    });
    const file = await injectAs('teacher', { url: `/api/resources/${resource._id}/file` });
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe('be was been\n');
    expect(file.headers['content-type']).toBe('text/plain');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="verbes irr_guliers.txt"; filename*=UTF-8''verbes%20irr%C3%A9guliers.txt`,
    );
    const [row] = await app.db.query.resources.findMany({
      where: (r, { eq }) => eq(r.id, resource._id),
    });
    const oldKey = row.fileKey as string;
    expect(oldKey).toMatch(/^resources\/[0-9a-f-]{36}$/);

    // JSON update keeps the file (round trip of the record as read).
    const kept = await injectAs('admin', {
      method: 'PUT',
      url: `/api/resources/${resource._id}`,
      payload: { ...resource, label: 'Verbs' },
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({ label: 'Verbs', fileName: 'verbes irréguliers.txt' });

    // A new file replaces the old one, which is deleted.
    const replaced = await upload(
      { label: 'Verbs v2' },
      { name: 'page.html', type: 'text/html', content: '<script>alert(1)</script>' },
      'PUT',
      `/api/resources/${resource._id}`,
    );
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json()).toMatchObject({ label: 'Verbs v2', fileName: 'page.html' });
    expect(await app.files.get(oldKey)).toBeUndefined();
    // Served as an attachment of a neutral type, never as a page.
    const html = await injectAs('admin', { url: `/api/resources/${resource._id}/file` });
    expect(html.headers['content-type']).toBe('application/octet-stream');
    expect(html.headers['x-content-type-options']).toBe('nosniff');

    // A url turns it into a link and deletes its file.
    const [row2] = await app.db.query.resources.findMany({
      where: (r, { eq }) => eq(r.id, resource._id),
    });
    const asLink = await injectAs('admin', {
      method: 'PUT',
      url: `/api/resources/${resource._id}`,
      payload: { url: 'https://example.org/verbs' },
    });
    expect(asLink.json()).toMatchObject({ url: 'https://example.org/verbs', fileName: null });
    expect(await app.files.get(row2.fileKey as string)).toBeUndefined();
    expect(
      (await injectAs('admin', { url: `/api/resources/${resource._id}/file` })).statusCode,
    ).toBe(404);

    const again = await upload(
      { name: 'To delete', type: 'image', label: 'x' },
      { name: 'a.png', type: 'image/png', content: Buffer.from([137, 80, 78, 71]) },
    );
    const [row3] = await app.db.query.resources.findMany({
      where: (r, { eq }) => eq(r.id, again.json()._id),
    });
    const del = await injectAs('admin', {
      method: 'DELETE',
      url: `/api/resources/${again.json()._id}`,
    });
    expect(del.statusCode).toBe(200);
    expect(await app.files.get(row3.fileKey as string)).toBeUndefined();
  });

  it('refuses a file past UPLOAD_MAX_BYTES with a translated 413 and stores nothing', async () => {
    const before = await app.db.query.resources.findMany();
    const limit = app.config.UPLOAD_MAX_BYTES;
    app.config.UPLOAD_MAX_BYTES = 64 * 1024;
    const big = Buffer.alloc(64 * 1024 + 1, 97);
    const res = await upload(
      { name: 'Too big', type: 'video', label: 'x' },
      { name: 'big.mp4', type: 'video/mp4', content: big },
      'POST',
      '/api/resources',
      'de',
    );
    expect(res.statusCode).toBe(413);
    app.config.UPLOAD_MAX_BYTES = limit;
    expect(res.json().message).toBe('Die Datei ist zu groß: höchstens 64 kB');
    expect(await app.db.query.resources.findMany()).toHaveLength(before.length);
  });

  it('refuses neither or both of file and url, bad urls, types, categories and fields', async () => {
    const bad = async (payload: Record<string, unknown>, field: string, message?: string) => {
      const res = await injectAs('admin', { method: 'POST', url: '/api/resources', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(res.json().errors ?? {})).toContain(field);
      if (message) expect(res.json().errors[field]).toBe(message);
    };
    await bad({ ...link, url: null }, 'url', 'Give either a file or a link, not both');
    for (const url of ['javascript:alert(1)', 'ftp://x.org/a', 'file:///etc/passwd', 'nope'])
      await bad({ ...link, url }, 'url', 'Enter an http:// or https:// address');
    await bad({ ...link, type: 'podcast' }, 'type');
    await bad({ ...link, categoryId: unknownId }, 'categoryId', 'Unknown category');
    await bad({ ...link, extra: 1 }, 'extra');
    const both = await upload(
      { ...link, categoryId: category._id },
      { name: 'a.txt', type: 'text/plain', content: 'a' },
    );
    expect(both.statusCode).toBe(400);
    const form = await upload(
      { name: '', type: 'document', label: 'x' },
      {
        name: 'a.txt',
        type: 'text/plain',
        content: 'a',
      },
    );
    expect(form.statusCode).toBe(400);
    expect(form.json().errors.name).toBe('Required');
    const twoFiles = await upload(
      { name: 'x', type: 'document', label: 'x' },
      { name: 'a.txt', type: 'text/plain', content: 'a', field: 'other' },
    );
    expect(twoFiles.statusCode).toBe(400);
    const broken = await injectAs('admin', {
      method: 'POST',
      url: '/api/resources',
      payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(broken.statusCode).toBe(400);
  });

  it('lists with range/sort/filter (q, type, categoryId, id); a Teacher reads, may not write', async () => {
    await injectAs('admin', {
      method: 'POST',
      url: '/api/resources',
      payload: { ...link, name: 'Cambridge audio', type: 'audio', categoryId: null },
    });
    const page = await injectAs('teacher', {
      url: '/api/resources',
      query: {
        range: '[0,9]',
        sort: '["name","ASC"]',
        filter: JSON.stringify({ categoryId: category._id, type: 'website' }),
      },
    });
    expect(page.statusCode).toBe(200);
    expect(page.json().every((r: { categoryId: string }) => r.categoryId === category._id)).toBe(
      true,
    );
    const q = await injectAs('teacher', {
      url: '/api/resources',
      query: { filter: '{"q":"cambridge"}' },
    });
    expect(q.json().map((r: { name: string }) => r.name)).toEqual(['Cambridge audio']);
    for (const sort of ['label', 'type', 'createdAt', 'categoryName'])
      expect(
        (
          await injectAs('teacher', {
            url: '/api/resources',
            query: { sort: JSON.stringify([sort, 'DESC']) },
          })
        ).statusCode,
      ).toBe(200);
    expect(
      (await injectAs('teacher', { method: 'POST', url: '/api/resources', payload: link }))
        .statusCode,
    ).toBe(403);
    expect((await injectAs('teacher', { url: `/api/resources/${unknownId}` })).statusCode).toBe(
      404,
    );
  });

  it('is found by the global search, by name or label, for the e-learning roles', async () => {
    await injectAs('admin', {
      method: 'POST',
      url: '/api/resources',
      payload: { ...link, name: 'Merriam-Webster', label: 'Thesaurus', categoryId: null },
    });
    for (const as of ['admin', 'teacher'] as const) {
      const body = (await injectAs(as, { url: '/api/query/thesaurus' })).json();
      expect(body.resource).toEqual([
        expect.objectContaining({ name: 'Merriam-Webster', label: 'Thesaurus' }),
      ]);
    }
    expect((await injectAs('admin', { url: '/api/query/zzqqww' })).json().resource).toBeUndefined();
  });

  it('accepts a record as read back on create and update (round trip)', async () => {
    await checkRoundTrip({
      injectAs: (as, options) =>
        injectAs(as, {
          ...options,
          query: {
            ...(options.query as object),
            ...(options.method ? {} : { sort: '["createdAt","ASC"]' }),
          },
        }),
      base: '/api/resources',
      fresh: { name: 'Round trip' },
      forged: { categoryName: 'Forged', fileName: 'forged.pdf', contentType: 'x/y', fileSize: 99 },
    });
  });
});

describe('resources stored in S3 (FILES_S3_*)', async () => {
  const s3 = await startS3('intranet-resources');
  const app = await buildApp(
    testConfig({
      dataDir: mkdtempSync(join(tmpdir(), 'api-s3-')),
      memoryDatabase: true,
      ...s3.env,
    }),
    { loadDataDir: new Blob([readFileSync(inject('pgTemplate'))]) },
  );
  await app.ready();
  afterAll(async () => {
    await app.close();
    await s3.stop();
  });

  it('uploads and downloads a resource through the S3 store', async () => {
    expect(app.files.kind).toBe('s3');
    const { signAccessToken } = await import('../../server/lib/tokens');
    const { staff } = await import('../../server/db/schema');
    const { hashPassword } = await import('../../server/lib/passwords');
    const [user] = await app.db
      .insert(staff)
      .values({
        type: 2,
        name: 'S3',
        firstname: 'Admin',
        email: 's3.admin@test.example',
        passwordHash: await hashPassword('Test-pass-1!'),
        status: 'active',
      })
      .returning({ id: staff.id });
    const token = await signAccessToken(app.config.jwtSecret, {
      sub: user.id,
      type: 2,
      email: 's3.admin@test.example',
    });
    const form = multipart(
      { name: 'Slides', type: 'document', label: 'S3' },
      { name: 'slides.pdf', type: 'application/pdf', content: '%PDF-1.4 tiny' },
    );
    const made = await app.inject({
      method: 'POST',
      url: '/api/resources',
      payload: form.payload,
      headers: { ...form.headers, authorization: `Token ${token}` },
    });
    expect(made.statusCode, made.body).toBe(201);
    const file = await app.inject({
      url: `/api/resources/${made.json()._id}/file`,
      headers: { authorization: `Token ${token}` },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.body).toBe('%PDF-1.4 tiny');
  });
});
