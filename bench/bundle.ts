import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface BundleFigures {
  files: string[];
  rawKb: number;
  gzipKb: number;
}

/** The JavaScript the login page loads before it renders: the entry script and its modulepreload links. */
export function initialJavaScript(distDir = 'dist'): BundleFigures {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const files = new Set<string>();
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const isEntry = tag.startsWith('<script') && /type="module"/.test(tag);
    const isPreload = tag.startsWith('<link') && /rel="modulepreload"/.test(tag);
    const url = /(?:src|href)="([^"]+\.js)"/.exec(tag)?.[1];
    if ((isEntry || isPreload) && url) files.add(url.replace(/^\//, ''));
  }
  if (files.size === 0)
    throw new Error(`no entry script in ${distDir}/index.html: run npm run build`);
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const content = readFileSync(join(distDir, file));
    raw += content.length;
    gzip += gzipSync(content, { level: 9 }).length;
  }
  return { files: [...files], rawKb: raw / 1024, gzipKb: gzip / 1024 };
}
