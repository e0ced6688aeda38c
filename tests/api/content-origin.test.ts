import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../server/config';
import { buildContentApp, packagePathSegments } from '../../server/content/app';
import {
  checkContentPrefix,
  contentOrigin,
  launchUrl,
  signContentPrefix,
} from '../../server/content/urls';
import { BRIDGE_MARK, bridgeHtml, injectBridge } from '../../server/lib/scorm/bridge';

const dataDir = mkdtempSync(join(tmpdir(), 'content-origin-'));
const config = testConfig({ dataDir, APP_URL: 'http://app.example:3000' });
const folder = join(dataDir, 'content', 'demo-pack');
let app: Awaited<ReturnType<typeof buildContentApp>>;
const ensured: string[] = [];

beforeAll(async () => {
  mkdirSync(join(folder, 'media files'), { recursive: true });
  writeFileSync(
    join(folder, 'index.html'),
    '<!doctype html><html><head><title>x</title></head><body>Hi</body></html>',
  );
  writeFileSync(join(folder, 'media files', 'pic 1.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  writeFileSync(join(folder, 'data.bin'), 'bytes');
  writeFileSync(join(dataDir, 'secret.txt'), 'secret');
  symlinkSync(join(dataDir, 'secret.txt'), join(folder, 'link.txt'));
  app = await buildContentApp(config, {
    ensureUnpacked: async (filename) => {
      ensured.push(filename);
      if (filename === 'late-pack') {
        mkdirSync(join(dataDir, 'content', 'late-pack'), { recursive: true });
        writeFileSync(join(dataDir, 'content', 'late-pack', 'a.html'), '<p>late</p>');
      }
    },
  });
});

afterAll(async () => {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const prefix = (filename: string, expiry = Math.floor(Date.now() / 1000) + 600) =>
  `/u/${signContentPrefix(config, filename, expiry)}/${filename}`;

describe('content origin', () => {
  it('defaults to PORT + 1 on the app host, CONTENT_URL overrides', () => {
    expect(contentOrigin(config)).toBe('http://app.example:3001');
    expect(contentOrigin(testConfig({ CONTENT_PORT: 4000 }))).toBe('http://localhost:4000');
    expect(contentOrigin(testConfig({ CONTENT_URL: 'https://content.example/x/' }))).toBe(
      'https://content.example',
    );
  });

  it('serves a package file under a signed prefix, with its type and its own CSP', async () => {
    const res = await app.inject({ method: 'GET', url: `${prefix('demo-pack')}/index.html` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('Hi');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain('frame-ancestors http://app.example:3000');
    expect(csp).toContain("script-src 'self' 'unsafe-inline' 'unsafe-eval'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const png = await app.inject({
      method: 'GET',
      url: `${prefix('demo-pack')}/media%20files/pic%201.png`,
    });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    const bin = await app.inject({ method: 'GET', url: `${prefix('demo-pack')}/data.bin?x=1` });
    expect(bin.headers['content-type']).toBe('application/octet-stream');
  });

  it('refuses a wrong, foreign or expired signature', async () => {
    const other = await app.inject({
      method: 'GET',
      url: `/u/${signContentPrefix(config, 'other-pack', 9_999_999_999)}/demo-pack/index.html`,
    });
    expect(other.statusCode).toBe(403);
    const bad = await app.inject({ method: 'GET', url: '/u/123.abc/demo-pack/index.html' });
    expect(bad.statusCode).toBe(403);
    const expired = await app.inject({
      method: 'GET',
      url: `${prefix('demo-pack', Math.floor(Date.now() / 1000) - 10)}/index.html`,
    });
    expect(expired.statusCode).toBe(403);
    expect(checkContentPrefix(config, 'junk', 'demo-pack')).toBe('invalid');
  });

  it('keeps every path inside the package folder', async () => {
    for (const path of [
      '/../../secret.txt',
      '/%2e%2e/%2e%2e/secret.txt',
      '/..%2f..%2fsecret.txt',
      '/media%20files%2f..%2f..%2f..%2fsecret.txt',
      '/%252e%252e/secret.txt',
      '/a%00b',
      '/%E0%A4%A',
      '/',
      '//index.html',
      '/link.txt',
      '/media%20files',
      '/missing.html',
    ]) {
      const res = await app.inject({ method: 'GET', url: `${prefix('demo-pack')}${path}` });
      expect(res.statusCode, path).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, path).toBeLessThan(500);
      expect(res.body, path).not.toContain('secret');
    }
    expect(packagePathSegments('a/%2e%2e/b')).toBeNull();
    expect(packagePathSegments('a/b%20c.html')).toEqual(['a', 'b c.html']);
  });

  it('rebuilds a missing package folder through ensureUnpacked', async () => {
    const res = await app.inject({ method: 'GET', url: `${prefix('late-pack')}/a.html` });
    expect(res.statusCode).toBe(200);
    expect(ensured).toContain('late-pack');
    const none = await app.inject({ method: 'GET', url: `${prefix('gone-pack')}/a.html` });
    expect(none.statusCode).toBe(404);
  });

  it('serves the cross-frame runtime with the app origin', async () => {
    const res = await app.inject({ method: 'GET', url: '/_runtime/cross-frame-api.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.body).toContain('CrossFrameAPI');
    expect(res.body).toContain('window.ScormLmsOrigin="http://app.example:3000"');
  });

  it('builds launch URLs with the SCORM parameters', () => {
    const url = launchUrl(config, 'demo-pack', 'media files/start.html?lang=en', '?page=2');
    expect(url).toMatch(
      /^http:\/\/app\.example:3001\/u\/\d+\.[\w-]{43}\/demo-pack\/media%20files\/start\.html\?lang=en&page=2$/,
    );
    expect(launchUrl(config, 'demo-pack', 'a.html', '#intro')).toMatch(/a\.html#intro$/);
  });
});

describe('bridge injection', () => {
  it('puts the runtime first in <head>, once', async () => {
    writeFileSync(
      join(folder, 'launch.html'),
      '<html lang="en"><HEAD><script>var first=1</script></HEAD></html>',
    );
    await injectBridge(folder, [
      'launch.html?x=1',
      'launch.html',
      '../../secret.txt',
      'missing.html',
    ]);
    await injectBridge(folder, ['launch.html']);
    const html = readFileSync(join(folder, 'launch.html'), 'utf8');
    expect(html.split(BRIDGE_MARK).length).toBe(2);
    expect(html.indexOf('/_runtime/cross-frame-api.js')).toBeLessThan(html.indexOf('var first'));
    expect(html).toContain('window.API_1484_11=api');
    expect(readFileSync(join(dataDir, 'secret.txt'), 'utf8')).toBe('secret');
  });

  it('adds a head when there is none', () => {
    expect(bridgeHtml('<html><body></body></html>')).toMatch(/^<html><head><!-- scorm-bridge -->/);
    expect(bridgeHtml('<!DOCTYPE html><p>x</p>')).toMatch(/^<!DOCTYPE html><!-- scorm-bridge -->/);
  });
});
