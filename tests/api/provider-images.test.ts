import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { settings } from '../../server/db/schema';
import { groupFixture } from './group-results-fixture';
import { build } from './helpers';
import { multipart } from './multipart';
import { hasPdftotext } from './pdf-text';

/** A PNG of width × height pixels, grey, as any encoder writes it: signature, IHDR, IDAT, IEND. */
function png(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8 bits, greyscale
  const rows = Buffer.alloc((width + 1) * height, 0x40); // each row: filter 0, then its pixels
  for (let y = 0; y < height; y++) rows[y * (width + 1)] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** How many images a PDF draws, as pdfimages (poppler-utils) lists them. */
function pdfImageCount(pdf: Buffer): number {
  const dir = mkdtempSync(join(tmpdir(), 'pdf-images-'));
  try {
    writeFileSync(join(dir, 'a.pdf'), pdf);
    const list = execFileSync('pdfimages', ['-list', join(dir, 'a.pdf')], { encoding: 'utf8' });
    // A header line, a rule, then a line an image.
    return list.trim().split('\n').length - 2;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const image = (content: Buffer | string, name = 'logo.png', type = 'image/png') =>
  multipart({}, { name, type, content });

/**
 * The provider's logo and signature image (issue 47 part 3): uploaded by a Super Administrator,
 * checked as images, drawn in the documents (the logo at the top, the signature where the provider
 * signs), in PDF and in Word.
 */
describe('the provider’s logo and signature image', async () => {
  const { app, injectAs, account } = await build();
  const teacher = await account('teacher');
  const f = await groupFixture(app, teacher.id);
  const certificate = (format = '') =>
    `/api/group/trainingfollowup/certificate/${format}${f.group.id}/${f.zoe.id}`;
  const logo = png(300, 100);

  it('keeps a PNG logo with its size, and gives it back', async () => {
    const res = await injectAs('superAdmin', {
      method: 'PUT',
      url: '/api/settings/images/logo',
      ...image(logo),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().logo).toMatchObject({
      type: 'png',
      width: 300,
      height: 100,
      size: logo.length,
    });
    expect(res.json().signature).toBeNull();
    expect(res.json().logo.key).toBeUndefined();
    const file = await injectAs('superAdmin', { url: '/api/settings/images/logo' });
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(logo)).toBe(true);
  });

  it('refuses what is no image it can draw, or too large a one, and keeps nothing', async () => {
    const before = await app.db.select().from(settings);
    const put = (payload: ReturnType<typeof image>) =>
      injectAs('superAdmin', {
        method: 'PUT',
        url: '/api/settings/images/signature',
        headers: { 'accept-language': 'en', ...payload.headers },
        payload: payload.payload,
      });
    const text = await put(image('not an image', 'sign.png'));
    expect([text.statusCode, text.json().message]).toEqual([
      400,
      'This file is not a PNG or JPEG image.',
    ]);
    const broken = await put(image(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]), 'sign.jpg'));
    expect(broken.statusCode).toBe(400);
    const huge = await put(image(png(4100, 2)));
    expect([huge.statusCode, huge.json().message]).toEqual([
      400,
      'This image is larger than 4000 pixels on a side.',
    ]);
    expect((await put(multipart({}))).statusCode).toBe(400);
    expect(await app.db.select().from(settings)).toEqual(before);
  });

  it('draws the logo and the signature in the documents, in PDF and in Word', async () => {
    const signed = await injectAs('superAdmin', {
      method: 'PUT',
      url: '/api/settings/images/signature',
      ...image(png(240, 80), 'signature.png'),
    });
    expect(signed.statusCode, signed.body).toBe(200);
    const pdf = await injectAs('teacher', { url: certificate() });
    expect(pdf.statusCode, pdf.body).toBe(200);
    if (hasPdftotext) expect(pdfImageCount(pdf.rawPayload)).toBe(2);
    const word = await injectAs('teacher', { url: certificate('docx/') });
    expect(word.statusCode).toBe(200);
    const media = Object.keys(unzipSync(new Uint8Array(word.rawPayload))).filter((name) =>
      name.startsWith('word/media/'),
    );
    expect(media).toHaveLength(2);
  });

  it('replaces an image, deleting the old file, and removes it', async () => {
    const [row] = await app.db.select().from(settings).where(eq(settings.key, 'images'));
    const oldKey = (row.value as { logo: { key: string } }).logo.key;
    const next = await injectAs('superAdmin', {
      method: 'PUT',
      url: '/api/settings/images/logo',
      ...image(png(120, 120)),
    });
    expect(next.json().logo).toMatchObject({ width: 120, height: 120 });
    expect(await app.files.get(oldKey)).toBeUndefined();
    const gone = await injectAs('superAdmin', {
      method: 'DELETE',
      url: '/api/settings/images/logo',
    });
    expect([gone.statusCode, gone.json().logo]).toEqual([200, null]);
    expect(
      (await injectAs('superAdmin', { method: 'DELETE', url: '/api/settings/images/logo' }))
        .statusCode,
    ).toBe(404);
    expect((await injectAs('superAdmin', { url: '/api/settings/images/logo' })).statusCode).toBe(
      404,
    );
    const pdf = await injectAs('teacher', { url: certificate() });
    if (hasPdftotext) expect(pdfImageCount(pdf.rawPayload)).toBe(1);
  });

  it('is for Super Administrators: an Admin neither sees nor changes them', async () => {
    expect((await injectAs('admin', { url: '/api/settings/images' })).statusCode).toBe(403);
    const put = await injectAs('admin', {
      method: 'PUT',
      url: '/api/settings/images/logo',
      ...image(logo),
    });
    expect(put.statusCode).toBe(403);
  });
});
