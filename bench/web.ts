import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type FirstRenderFigures, measureFirstRender, THROTTLE } from './first-render';
import { type LighthouseFigures, measureLighthouse } from './lighthouse';
import { startServer } from './server';
import { ms } from './stats';
import { measureWire, type WireFigures } from './wire';

export interface WebFigures {
  wire: WireFigures;
  firstRender?: FirstRenderFigures;
  lighthouse: LighthouseFigures[];
}

/** What a browser gets from the production server: bytes on the wire, first render, Lighthouse. */
export async function measureWeb(
  options: { firstRenders: number; lighthouse: boolean },
  log: (line: string) => void,
): Promise<WebFigures> {
  const root = mkdtempSync(join(tmpdir(), 'bench-web-'));
  const server = await startServer(join(root, 'data'));
  try {
    const wire = await measureWire(server.url);
    log(
      `  login page on the wire: ${Math.round(wire.bytes / 1024)} KB in ${wire.files.length} files`,
    );
    let firstRender: FirstRenderFigures | undefined;
    if (options.firstRenders > 0) {
      firstRender = await measureFirstRender(server.url, options.firstRenders);
      log(
        `  first row of /students: seen by Playwright ${firstRender.runs.map((t) => ms(t)).join(', ')}; first frame ${firstRender.painted.map((t) => ms(t)).join(', ')}`,
      );
    }
    const lighthouse = options.lighthouse ? await measureLighthouse(server.url) : [];
    for (const l of lighthouse) {
      log(`  Lighthouse ${l.page}: ${l.performance} / ${l.accessibility} / ${l.bestPractices}`);
      for (const loss of l.losses) log(`    ${loss}`);
    }
    return { wire, firstRender, lighthouse };
  } finally {
    await server.stop();
    rmSync(root, { recursive: true, force: true });
  }
}

/** Rows of the summary table: measure, figure, target. */
export function webRows(web: WebFigures): string[][] {
  const encodings = [...new Set(web.wire.files.map((f) => f.encoding))].join(', ');
  const rows = [
    [
      `login page on the wire, Accept-Encoding: br, gzip (HTML and its ${web.wire.files.length - 1} scripts, styles and modulepreloads; ${Math.round(web.wire.rawBytes / 1024).toLocaleString('en')} KB uncompressed; sent as ${encodings})`,
      `${Math.round(web.wire.bytes / 1024)} KB`,
      '< 450 KB',
    ],
  ];
  if (web.firstRender)
    rows.push([
      `first row of /students, signed in, empty cache, Chromium at ${THROTTLE.mbits} Mbit/s and ${THROTTLE.rttMs} ms RTT: the first frame with it on the page's clock; in brackets, when Playwright saw it (medians of ${web.firstRender.runs.length})`,
      `${ms(web.firstRender.paintedMedian)} (${ms(web.firstRender.median)})`,
      '',
    ]);
  for (const l of web.lighthouse)
    rows.push([
      `Lighthouse desktop, ${l.page}: performance / accessibility / best practices`,
      `${l.performance} / ${l.accessibility} / ${l.bestPractices}`,
      '95 each',
    ]);
  return rows;
}
