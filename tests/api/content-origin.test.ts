import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../server/config';
import { buildContentApp, packagePathSegments } from '../../server/content/app';
import { launcherMain, launcherUrl } from '../../server/content/launcher';
import {
  checkContentPrefix,
  contentOrigin,
  launchUrl,
  signContentPrefix,
} from '../../server/content/urls';

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
    expect(csp).toContain("frame-ancestors 'self' http://app.example:3000");
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

  it('serves the launcher of each version, with the API of that version only', async () => {
    const page12 = await app.inject({ method: 'GET', url: '/launch/1.2?sco=x' });
    expect(page12.statusCode).toBe(200);
    expect(page12.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page12.body).toContain('data-api-name="API"');
    expect(page12.body).toContain('data-methods="LMSInitialize,LMSFinish,');
    expect(page12.body).not.toContain('API_1484_11');
    expect(page12.body).toContain('data-lms-origin="http://app.example:3000"');
    expect(page12.body).toContain('lang="en"');
    const page2004 = await app.inject({
      method: 'GET',
      url: '/launch/2004?lang=de',
      headers: { 'accept-language': 'fr' },
    });
    expect(page2004.body).toContain('data-api-name="API_1484_11"');
    expect(page2004.body).toContain('data-methods="Initialize,Terminate,');
    expect(page2004.body).not.toContain('LMSInitialize');
    expect(page2004.body).toContain('lang="de"');
    expect(page2004.body).toContain('Plattform');
    const french = await app.inject({
      method: 'GET',
      url: '/launch/2004?lang=x&lang=y',
      headers: { 'accept-language': 'fr-FR,fr;q=0.9' },
    });
    expect(french.statusCode).toBe(200);
    expect(french.body).toContain('lang="fr"');
    expect((await app.inject({ method: 'GET', url: '/launch/1.3' })).statusCode).toBe(404);
    // Framed by the app, and its SCO framed by the launcher (the content origin itself).
    expect(String(page12.headers['content-security-policy'])).toContain(
      "frame-ancestors 'self' http://app.example:3000",
    );
  });

  it('serves the launcher script as a self-contained function, and the runtime', async () => {
    const script = await app.inject({ method: 'GET', url: '/launch/launcher.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.body).toBe(`(${launcherMain.toString()})();\n`);
    // It parses as a script on its own (no import, no helper from the bundle).
    expect(() => new Function(script.body)).not.toThrow();
    const runtime = await app.inject({ method: 'GET', url: '/launch/runtime.js' });
    expect(runtime.body).toContain('CrossFrameAPI');
  });

  it('answers the old runtime path of bridged packages with a script that defines nothing', async () => {
    const res = await app.inject({ method: 'GET', url: '/_runtime/cross-frame-api.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.body).not.toContain('CrossFrameAPI');
  });

  it('builds the launcher URL with the SCO, its title and the version', () => {
    const sco = launchUrl(config, 'demo-pack', 'a.html', '?x=1&y=2');
    const url = new URL(launcherUrl(config, '2004', sco, 'Quiz & more'));
    expect(url.origin).toBe('http://app.example:3001');
    expect(url.pathname).toBe('/launch/2004');
    expect(url.searchParams.get('sco')).toBe(sco);
    expect(url.searchParams.get('title')).toBe('Quiz & more');
  });

  it('builds launch URLs with the SCORM parameters', () => {
    const url = launchUrl(config, 'demo-pack', 'media files/start.html?lang=en', '?page=2');
    expect(url).toMatch(
      /^http:\/\/app\.example:3001\/u\/\d+\.[\w-]{43}\/demo-pack\/media%20files\/start\.html\?lang=en&page=2$/,
    );
    expect(launchUrl(config, 'demo-pack', 'a.html', '#intro')).toMatch(/a\.html#intro$/);
  });
});
