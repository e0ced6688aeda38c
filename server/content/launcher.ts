import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { SCORM_VERSIONS, type ScormVersion } from '../../domain/entities/unit';
import { LANGS, type Lang } from '../../locales';
import type { Config } from '../config';
import { langOf, t } from '../lib/i18n';
import { appOrigin, contentBase } from './urls';

/**
 * The launcher: a page of the content origin that holds the SCORM API and frames the SCO on the same
 * origin. The SCORM run-time environment puts the API in a parent or opener of the SCO, and every
 * common search (ADL's, which starts at the parent; pipwerks'; Articulate's) climbs from the SCO
 * through its parents: the launcher is the first one, readable, and holds the API of the package's
 * version only (`API` for 1.2, `API_1484_11` for 2004). The package's files are served as they are.
 *
 * The launcher's API forwards each call to scorm-again's CrossFrameAPI, which posts it to the app
 * (CrossFrameLMS in the viewer, src/pages/unit-viewer/runtime.ts) and answers from its cache.
 */
export const LAUNCH_PATH = '/launch';

/** The methods of each version's API object (SCORM 1.2 RTE 3.3; SCORM 2004 RTE 3.1). */
export const API_METHODS: Record<ScormVersion, readonly string[]> = {
  '1.2': [
    'LMSInitialize',
    'LMSFinish',
    'LMSGetValue',
    'LMSSetValue',
    'LMSCommit',
    'LMSGetLastError',
    'LMSGetErrorString',
    'LMSGetDiagnostic',
  ],
  '2004': [
    'Initialize',
    'Terminate',
    'GetValue',
    'SetValue',
    'Commit',
    'GetLastError',
    'GetErrorString',
    'GetDiagnostic',
  ],
};

/** The window property each version's API is found under. */
export const API_NAME: Record<ScormVersion, 'API' | 'API_1484_11'> = {
  '1.2': 'API',
  '2004': 'API_1484_11',
};

/** How long the launcher waits for the saved cmi before it loads the SCO anyway. */
export const SAVED_CMI_WAIT_MS = 5000;

/**
 * The launcher page's URL for a SCO: the version in the path, the SCO's signed URL (same content
 * origin) and the frame's accessible name in the query.
 */
export function launcherUrl(
  config: Config,
  version: ScormVersion,
  scoUrl: string,
  title: string,
): string {
  const query = new URLSearchParams({ sco: scoUrl, title });
  return `${contentBase(config)}${LAUNCH_PATH}/${version}?${query}`;
}

interface RemoteApi {
  [method: string]: unknown;
  _post(method: string, params: unknown[]): Promise<unknown>;
  _cache: Map<string, string>;
  _cacheTimestamps: Map<string, number>;
}

/**
 * The launcher's own script. It runs in the browser and is served as its source text
 * (`(${launcherMain})()`), so it refers to nothing outside itself. The page's <html> carries the
 * version, the app's origin, the API's name and methods, and the wait for the saved cmi.
 */
export function launcherMain(): void {
  const root = document.documentElement;
  const data = root.dataset;
  const say = (text: string | undefined) => {
    const p = document.createElement('p');
    p.textContent = text ?? '';
    p.setAttribute('role', 'alert');
    document.body.append(p);
  };
  const params = new URLSearchParams(window.location.search);
  let sco: URL;
  try {
    sco = new URL(params.get('sco') ?? '', window.location.href);
  } catch {
    say(data.noContent);
    return;
  }
  // Only a package of this content origin is framed here (its CSP allows no other anyway).
  if (sco.origin !== window.location.origin || !/\/u\/[^/]+\/[^/]+\/./.test(sco.pathname)) {
    say(data.noContent);
    return;
  }
  const host = window as unknown as Record<string, unknown>;
  const Remote = host.CrossFrameAPI as
    | (new (
        origin: string,
        target: Window,
      ) => RemoteApi)
    | undefined;
  if (typeof Remote !== 'function' || window.parent === window || !data.lmsOrigin) {
    say(data.outside);
    return;
  }
  const remote = new Remote(data.lmsOrigin, window.parent);
  const api: Record<string, (...args: unknown[]) => string> = {};
  for (const name of (data.methods ?? '').split(',')) {
    api[name] = (...args: unknown[]) => {
      const answer = (remote[name] as (...a: unknown[]) => unknown)(...args);
      return answer === undefined || answer === null ? '' : String(answer);
    };
  }
  host[data.apiName ?? 'API'] = Object.freeze(api);

  // The saved cmi fills the API's cache before the SCO runs: a package that reads its entry and
  // location right after initializing finds them.
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const frame = document.createElement('iframe');
    frame.title = params.get('title') || document.title;
    frame.allow = 'fullscreen; autoplay';
    frame.src = sco.href;
    document.body.append(frame);
  };
  window.setTimeout(start, Number(data.wait) || 5000);
  remote._post('getFlattenedCMI', []).then((all) => {
    if (all && typeof all === 'object')
      for (const [key, value] of Object.entries(all as Record<string, unknown>))
        if (!remote._cacheTimestamps.has(key)) remote._cache.set(key, String(value));
    start();
  }, start);
}

const escapeAttr = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The launcher page of one version in one language: the API's name and methods, the app's origin
 * and the two messages it may show (opened outside the platform, or with no content), as data.
 */
export function launcherHtml(config: Config, version: ScormVersion, lang: Lang): string {
  const attrs = {
    lang,
    'data-version': version,
    'data-api-name': API_NAME[version],
    'data-methods': API_METHODS[version].join(','),
    'data-lms-origin': appOrigin(config),
    'data-wait': String(SAVED_CMI_WAIT_MS),
    'data-no-content': t(lang, 'app.unit_viewer.launcher_no_content'),
    'data-outside': t(lang, 'app.unit_viewer.launcher_outside'),
  };
  const html = Object.entries(attrs)
    .map(([k, v]) => `${k}="${escapeAttr(v)}"`)
    .join(' ');
  return `<!doctype html>
<html ${html}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>SCORM ${version}</title>
<style>html,body{margin:0;height:100%;overflow:hidden}iframe{display:block;width:100%;height:100%;border:0}p{font:16px sans-serif;margin:16px}</style>
<script src="runtime.js"></script>
</head>
<body>
<script src="launcher.js"></script>
</body>
</html>
`;
}

function runtimeFile(): string {
  const require = createRequire(join(process.cwd(), 'package.json'));
  return require.resolve('scorm-again/cross-frame-api/min');
}

/**
 * Where units uploaded before the launcher load their runtime: their launch pages were given a
 * script tag for it and an inline script that made the API inside the SCO's own window when
 * CrossFrameAPI was defined there. This path now answers a script that defines nothing, so that
 * inline script stands down and the launcher's API (the parent's) is the one the package finds.
 */
export const LEGACY_RUNTIME_PATH = '/_runtime/cross-frame-api.js';

/** The launcher's routes on the content origin. */
export function registerLauncher(app: FastifyInstance, config: Config): void {
  const cache = 'private, max-age=3600';
  let runtime: string | undefined;
  app.get(`${LAUNCH_PATH}/runtime.js`, async (_request, reply) => {
    runtime ??= await readFile(runtimeFile(), 'utf8');
    return reply
      .type('text/javascript; charset=utf-8')
      .header('Cache-Control', cache)
      .send(runtime);
  });
  const script = `(${launcherMain.toString()})();\n`;
  app.get(`${LAUNCH_PATH}/launcher.js`, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('Cache-Control', cache).send(script),
  );
  const pages = new Map(
    SCORM_VERSIONS.flatMap((v) => LANGS.map((l) => [`${v} ${l}`, launcherHtml(config, v, l)])),
  );
  // The language: the viewer's (?lang=), else the browser's.
  app.get(`${LAUNCH_PATH}/:version`, async (request, reply) => {
    const { version } = request.params as { version: string };
    const { lang } = request.query as { lang?: string };
    const wanted = typeof lang === 'string' && lang ? lang : request.headers['accept-language'];
    const page = pages.get(`${version} ${langOf(wanted)}`);
    if (!page) return reply.callNotFound();
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(page);
  });
  app.get(LEGACY_RUNTIME_PATH, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send('/* The SCORM API is in the launcher, the parent of this page. */\n'),
  );
}
