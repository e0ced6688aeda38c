import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { QUESTION_MEDIA_MAX_BYTES } from '../../domain/entities/question-media';
import { questions, testAttempts } from '../../server/db/schema';
import { signMedia } from '../../server/lib/signed-urls';
import { multipart } from './multipart';
import { testBank } from './test-bank';

/** The first bytes of each accepted type, and some more. */
const tail = Buffer.from('0123456789abcdef');
const FILES = {
  'image/png': Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), tail]),
  'image/jpeg': Buffer.concat([Buffer.from('ffd8ffe0', 'hex'), tail]),
  'image/gif': Buffer.concat([Buffer.from('GIF89a'), tail]),
  'image/webp': Buffer.concat([Buffer.from('RIFF\0\0\0\0WEBP'), tail]),
  'audio/mpeg': Buffer.concat([Buffer.from('ID3\x04\0\0'), tail]),
  'audio/ogg': Buffer.concat([Buffer.from('OggS\0\x02'), tail]),
  'audio/wav': Buffer.concat([Buffer.from('RIFF\0\0\0\0WAVE'), tail]),
  'audio/mp4': Buffer.concat([Buffer.from('\0\0\0\x20ftypM4A '), tail]),
} as const;

type Media = { kind: string; url: string; name?: string; contentType?: string; size?: number };

describe('a question’s audio or image, read through signed links', async () => {
  const { app, injectAs, singles, codeOf, start, read, finish, question } = await testBank();
  const secret = app.config.jwtSecret;

  const upload = (
    id: string,
    file?: { name: string; type: string; content: Buffer | string },
    as: 'admin' | 'teacher' = 'admin',
    fields: Record<string, string> = {},
  ) => {
    const form = multipart(fields, file);
    return injectAs(as, {
      method: 'PUT',
      url: `/api/question/media/${id}`,
      payload: form.payload,
      headers: form.headers,
    });
  };
  const fetchMedia = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ url: `/api${url}`, headers });
  /** A link altered or forged: a 404 that says so (a public route never answers 403). */
  const invalid = async (url: string) => {
    const res = await fetchMedia(url);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('This link to a file is not valid');
  };
  const keyOf = async (id: string) =>
    (await app.db.select({ media: questions.media }).from(questions).where(eq(questions.id, id)))[0]
      .media?.key;

  it('takes each accepted type (the bytes decide), refuses others (400) and a file too large (413)', async () => {
    const spare = await question({ type: 'free', level: 3, prompt: '<p>Spare</p>', guide: null });
    let version = 1;
    for (const [type, content] of Object.entries(FILES)) {
      // The browser's type is not what counts.
      const res = await upload(spare._id, {
        name: `f.${type.split('/')[1]}`,
        type: 'application/octet-stream',
        content,
      });
      expect(res.statusCode, res.body).toBe(200);
      const q = res.json() as { version: number; media: Media };
      expect(q.media).toMatchObject({
        kind: type.split('/')[0],
        contentType: type,
        size: content.length,
      });
      expect(q.version).toBe(++version);
      expect(res.body).not.toContain('questions/');
      const served = await fetchMedia(q.media.url);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(type);
      expect(served.headers['cache-control']).toMatch(/^private/);
      expect(served.rawPayload.equals(content)).toBe(true);
    }
    const wrong = await upload(spare._id, {
      name: 'page.png',
      type: 'image/png',
      content: '<html>hi</html>',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({
      file: 'Choose an MP3, OGG, WAV or M4A sound, or a PNG, JPEG, WebP or GIF picture',
    });
    const none = await upload(spare._id);
    expect(none.statusCode).toBe(400);
    const big = Buffer.alloc(QUESTION_MEDIA_MAX_BYTES + 1);
    FILES['image/png'].copy(big);
    const large = await upload(spare._id, { name: 'big.png', type: 'image/png', content: big });
    expect(large.statusCode).toBe(413);
    expect(
      (
        await upload(
          spare._id,
          { name: 'a.png', type: 'image/png', content: FILES['image/png'] },
          'teacher',
        )
      ).statusCode,
    ).toBe(403);
    // A replaced file no attempt names is deleted; the last one is the question's.
    const key = await keyOf(spare._id);
    expect(await app.files.get(key!)).toBeDefined();
    const stale = await upload(
      spare._id,
      { name: 'a.png', type: 'image/png', content: FILES['image/png'] },
      'admin',
      { updatedAt: '2020-01-01T00:00:00.000Z' },
    );
    expect(stale.statusCode).toBe(409);
    const removed = await injectAs('admin', {
      method: 'DELETE',
      url: `/api/question/media/${spare._id}`,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().media).toBeNull();
    expect(await app.files.get(key!)).toBeUndefined();
  });

  it('lists and reads a question with a staff link; an altered or expired link is refused', async () => {
    const res = await upload(singles[0]._id, {
      name: 'chart.png',
      type: 'image/png',
      content: FILES['image/png'],
    });
    expect(res.statusCode, res.body).toBe(200);
    const got = await injectAs('teacher', { url: `/api/question/${singles[0]._id}` });
    const media = got.json().media as Media;
    expect(media).toMatchObject({ kind: 'image', name: 'chart.png', contentType: 'image/png' });
    const list = await injectAs('admin', {
      url: `/api/question?filter=${encodeURIComponent(JSON.stringify({ id: [singles[0]._id] }))}`,
    });
    expect(list.json()[0].media.url).toMatch(/^\/media\//);
    expect(list.body).not.toContain('questions/');

    const token = media.url.slice('/media/'.length);
    const [payload, signature] = token.split('.');
    const other = Buffer.from(JSON.stringify({ q: singles[1]._id, x: 9_999_999_999 })).toString(
      'base64url',
    );
    await invalid(`/media/${other}.${signature}`);
    await invalid(`/media/${payload}.${signature.slice(1)}x`);
    await invalid('/media/nonsense');
    const expired = await fetchMedia(`/media/${signMedia(secret, { q: singles[0]._id }, -1)}`);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toMatch(/expired/);
    const signedElsewhere = signMedia('another-secret-another-secret-0123456789', {
      q: singles[0]._id,
    });
    await invalid(`/media/${signedElsewhere}`);
  });

  it('signs an attempt’s files for that attempt only, keeps the frozen file, and for staff review once handed in', async () => {
    const audio = await upload(singles[1]._id, {
      name: 'voice.mp3',
      type: 'audio/mpeg',
      content: FILES['audio/mpeg'],
    });
    expect(audio.statusCode, audio.body).toBe(200);
    if (!(await keyOf(singles[0]._id)))
      await upload(singles[0]._id, {
        name: 'chart.png',
        type: 'image/png',
        content: FILES['image/png'],
      });
    const code = await codeOf({ maxUses: 5 });
    const a = (await start(code.code)).json();
    const b = (
      await start(code.code, { lastName: 'Martin', firstName: 'Jo', email: 'jo@example.com' })
    ).json();
    const withMedia = (v: { questions: { media?: Media; prompt: string }[] }) =>
      v.questions.map((q, i) => ({ i, prompt: q.prompt, media: q.media })).filter((q) => q.media);
    const mediaA = withMedia(a);
    expect(mediaA.map((q) => q.media?.kind).sort()).toEqual(['audio', 'image']);
    expect(JSON.stringify(a)).not.toContain('questions/');
    const image = mediaA.find((q) => q.media?.kind === 'image')!;
    const sound = mediaA.find((q) => q.media?.kind === 'audio')!;
    const served = await fetchMedia(image.media!.url);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(FILES['image/png'])).toBe(true);
    // A byte range, for audio players.
    const part = await fetchMedia(sound.media!.url, { range: 'bytes=2-5' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 2-5/${FILES['audio/mpeg'].length}`);
    expect(part.rawPayload.equals(FILES['audio/mpeg'].subarray(2, 6))).toBe(true);
    expect((await fetchMedia(sound.media!.url, { range: 'bytes=999-' })).statusCode).toBe(416);
    // A resumed attempt gets fresh links to the same files.
    const again = (await read(a._id, a.token)).json();
    expect(withMedia(again).map((q) => q.i)).toEqual(mediaA.map((q) => q.i));

    // Another attempt's link, its attempt id swapped: refused.
    const linkB = withMedia(b)[0].media!.url.slice('/media/'.length);
    const [, sigB] = linkB.split('.');
    const forged = Buffer.from(JSON.stringify({ a: a._id, i: image.i, x: 9_999_999_999 })).toString(
      'base64url',
    );
    await invalid(`/media/${forged}.${sigB}`);
    // An index without a file, or past the end: 404.
    const noFile = a.questions.findIndex((q: { media?: Media }) => !q.media);
    expect(
      (await fetchMedia(`/media/${signMedia(secret, { a: a._id, i: noFile })}`)).statusCode,
    ).toBe(404);
    expect((await fetchMedia(`/media/${signMedia(secret, { a: a._id, i: 40 })}`)).statusCode).toBe(
      404,
    );

    // The question's picture replaced: the attempt keeps its own, which is not deleted.
    const oldKey = await keyOf(singles[0]._id);
    const replaced = await upload(singles[0]._id, {
      name: 'new.jpg',
      type: 'image/jpeg',
      content: FILES['image/jpeg'],
    });
    expect(replaced.statusCode).toBe(200);
    expect(await app.files.get(oldKey!)).toBeDefined();
    expect((await fetchMedia(image.media!.url)).rawPayload.equals(FILES['image/png'])).toBe(true);
    expect(
      (await fetchMedia(replaced.json().media.url)).rawPayload.equals(FILES['image/jpeg']),
    ).toBe(true);
    // Removing the question's file keeps the attempt's too.
    await injectAs('admin', { method: 'DELETE', url: `/api/question/media/${singles[0]._id}` });
    expect((await fetchMedia(image.media!.url)).statusCode).toBe(200);

    // Handed in: the learner's links close; the review's, signed for staff, still serve.
    expect((await finish(a._id, a.token)).statusCode).toBe(200);
    const closed = await fetchMedia(image.media!.url);
    expect(closed.statusCode).toBe(410);
    const review = await injectAs('admin', { url: `/api/placementresult/${a._id}/review` });
    expect(review.statusCode, review.body).toBe(200);
    const item = review.json().items[image.i];
    expect(item.media.kind).toBe('image');
    const staff = await fetchMedia(item.media.url);
    expect(staff.statusCode).toBe(200);
    expect(staff.rawPayload.equals(FILES['image/png'])).toBe(true);
    const [row] = await app.db.select().from(testAttempts).where(eq(testAttempts.id, a._id));
    expect(row.questions[image.i].media?.key).toBe(oldKey);
  });
});
