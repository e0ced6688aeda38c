import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../server/app';
import { testConfig } from '../../server/config';
import { build } from './helpers';

/** A built app in miniature: each file with the .br and .gz siblings the build writes. */
function fakeDist() {
  const dir = mkdtempSync(join(tmpdir(), 'dist-'));
  mkdirSync(join(dir, 'assets'));
  const files = {
    'index.html': `<!doctype html><html><body>${'<p>login</p>'.repeat(200)}</body></html>`,
    'assets/index-abc123.js': `export const text = ${JSON.stringify('a'.repeat(5000))};`,
  };
  for (const [name, content] of Object.entries(files)) {
    writeFileSync(join(dir, name), content);
    writeFileSync(join(dir, `${name}.br`), brotliCompressSync(content));
    writeFileSync(join(dir, `${name}.gz`), gzipSync(content));
  }
  return { dir, files };
}

describe('compressed answers', async () => {
  const dist = fakeDist();
  const withSpa = await buildApp(
    testConfig({ dataDir: mkdtempSync(join(tmpdir(), 'api-data-')), staticDir: dist.dir }),
    { loadDataDir: new Blob([readFileSync(inject('pgTemplate'))]) },
  );
  const { injectAs } = await build();
  afterAll(async () => {
    await withSpa.close();
    rmSync(dist.dir, { recursive: true, force: true });
    rmSync(withSpa.config.dataDir, { recursive: true, force: true });
  });
  const asset = '/assets/index-abc123.js';

  it('serves a built asset as brotli when the browser accepts it, from the file the build wrote', async () => {
    const res = await withSpa.inject({ url: asset, headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload).toEqual(readFileSync(join(dist.dir, `${asset}.br`)));
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(
      dist.files['assets/index-abc123.js'],
    );
  });

  it('serves gzip when only gzip is accepted, and the plain file otherwise', async () => {
    const gz = await withSpa.inject({ url: asset, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(dist.files['assets/index-abc123.js']);

    const plain = await withSpa.inject({ url: asset, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.payload).toBe(dist.files['assets/index-abc123.js']);
    const none = await withSpa.inject({ url: asset });
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.payload).toBe(dist.files['assets/index-abc123.js']);
  });

  it('serves index.html compressed at / and at deep links, never cached', async () => {
    for (const url of ['/', '/students/123/show']) {
      const res = await withSpa.inject({ url, headers: { 'accept-encoding': 'gzip, br' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(dist.files['index.html']);
    }
  });

  it('compresses a JSON list page over 1 KB, keeping its Content-Range', async () => {
    for (let i = 0; i < 12; i++) {
      const created = await injectAs('admin', {
        method: 'POST',
        url: '/api/student',
        payload: { name: `Lefèvre ${i}`, firstname: 'Zoé', email: `zoe${i}@example.com` },
      });
      expect(created.statusCode).toBe(201);
    }
    const url = '/api/student?range=[0,9]&sort=["name","ASC"]';
    const plain = await injectAs('admin', { url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.headers['content-range']).toBe('items 0-9/12');

    const br = await injectAs('admin', { url, headers: { 'accept-encoding': 'br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-range']).toBe('items 0-9/12');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gz = await injectAs('admin', { url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves answers under 1 KB as they are', async () => {
    const res = await injectAs('nobody', {
      url: '/api/health',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().status).toBe('ok');
  });
});
