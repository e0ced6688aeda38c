import { readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { FRAME_NAME_PREFIX } from '../../../domain/entities/unit';

/** The runtime's path on the content origin (server/content/app.ts serves it). */
export const RUNTIME_SRC = '/_runtime/cross-frame-api.js';

/** Marks a page already bridged: injecting twice changes nothing. */
export const BRIDGE_MARK = '<!-- scorm-bridge -->';

/**
 * The tags put first in <head>: scorm-again's CrossFrameAPI (served with the app's origin in
 * window.ScormLmsOrigin), then an inline script that makes window.API (1.2) and window.API_1484_11
 * (2004) before the package's own scripts run, and asks the app for the saved cmi at once, so a
 * package reading its location right after LMSInitialize finds it in the API's cache.
 */
export const BRIDGE_TAGS = `${BRIDGE_MARK}<script src="${RUNTIME_SRC}"></script><script>(function(){
if(window.parent===window||typeof CrossFrameAPI!=="function"||window.API)return;
var api=new CrossFrameAPI(window.ScormLmsOrigin||"*",window.parent);
window.API=api;window.API_1484_11=api;
function fill(all){if(!all||typeof all!=="object")return;
for(var k in all){if(Object.prototype.hasOwnProperty.call(all,k)&&!api._cacheTimestamps.has(k))api._cache.set(k,String(all[k]));}}
try{if(typeof window.name==="string"&&window.name.indexOf("${FRAME_NAME_PREFIX}")===0){var saved=window.name.slice(${FRAME_NAME_PREFIX.length});window.name="";fill(JSON.parse(saved));}}catch(e){}
try{api._post("getFlattenedCMI",[]).then(fill,function(){});}catch(e){}
})();</script>`;

/** Puts the bridge at the start of <head> (else after <html>, else first, after a doctype). */
export function bridgeHtml(html: string): string {
  if (html.includes(BRIDGE_MARK)) return html;
  const head = /<head(?:\s[^>]*)?>/i.exec(html);
  if (head) {
    const at = head.index + head[0].length;
    return html.slice(0, at) + BRIDGE_TAGS + html.slice(at);
  }
  const root = /<html(?:\s[^>]*)?>/i.exec(html);
  if (root) {
    const at = root.index + root[0].length;
    return `${html.slice(0, at)}<head>${BRIDGE_TAGS}</head>${html.slice(at)}`;
  }
  const doctype = /^\uFEFF?\s*<!doctype[^>]*>/i.exec(html);
  const at = doctype ? doctype[0].length : 0;
  return html.slice(0, at) + BRIDGE_TAGS + html.slice(at);
}

/**
 * Injects scorm-again's cross-frame API into a package's launch pages at unpack time, so the
 * package finds window.API / API_1484_11 while the runtime lives in the app (issue 8, viewer slice).
 * Called by the unpacker with the unpacked folder and the launch files relative to it (a query
 * string or fragment is ignored); a launch file outside the folder, missing, or not HTML is skipped.
 * Bytes are kept as they are (read and written as latin1: the tags are ASCII).
 */
export async function injectBridge(folder: string, launchFiles: string[]): Promise<void> {
  const root = resolve(folder);
  const done = new Set<string>();
  for (const launch of launchFiles) {
    const bare = launch.split(/[?#]/)[0];
    let decoded: string;
    try {
      decoded = decodeURIComponent(bare);
    } catch {
      continue;
    }
    const file = resolve(join(root, decoded));
    if (!file.startsWith(root + sep) || done.has(file)) continue;
    if (!/\.(x?html?)$/i.test(file)) continue;
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) continue;
    done.add(file);
    const html = await readFile(file, 'latin1');
    const bridged = bridgeHtml(html);
    if (bridged !== html) await writeFile(file, bridged, 'latin1');
  }
}
