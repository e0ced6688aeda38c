import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import yazl from 'yazl';
import { buildApp } from '../server/app';
import { testConfig } from '../server/config';
import { staff } from '../server/db/schema';
import { signAccessToken } from '../server/lib/tokens';
import { seedAtStart } from '../server/start';
import { ms, now, since } from './stats';

export interface UploadFigures {
  zipMb: number;
  files: number;
  ms: number;
  /** Peak RSS of the process during the upload, and its rise over the RSS just before. */
  peakRssMb: number;
  riseMb: number;
  status: number;
}

const MANIFEST = `<?xml version="1.0"?>
<manifest identifier="bench" xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2" xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2">
  <metadata><schemaversion>1.2</schemaversion></metadata>
  <organizations default="o"><organization identifier="o"><title>Bench package</title>
    <item identifier="a1" identifierref="r1"><title>Start</title></item>
  </organization></organizations>
  <resources><resource identifier="r1" type="webcontent" adlcp:scormtype="sco" href="index.html"/></resources>
</manifest>`;

/** A package of `mb` MB: random (incompressible) 1 MB media files, a manifest and a launch page. */
async function writePackage(path: string, mb: number) {
  const zip = new yazl.ZipFile();
  zip.addBuffer(Buffer.from(MANIFEST), 'imsmanifest.xml');
  zip.addBuffer(
    Buffer.from('<!DOCTYPE html><html><head><title>Bench</title></head><body></body></html>'),
    'index.html',
  );
  for (let i = 0; i < mb; i++)
    zip.addBuffer(randomBytes(1024 * 1024), `media/clip-${i}.bin`, { compress: false });
  zip.end();
  await pipeline(zip.outputStream, createWriteStream(path));
  return mb + 2;
}

/** POST /api/unit over HTTP, the zip streamed from disk as multipart/form-data. */
function upload(port: number, token: string, zipPath: string): Promise<number> {
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.zip"\r\nContent-Type: application/zip\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const length = head.length + statSync(zipPath).size + tail.length;
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/unit',
        headers: {
          authorization: `Token ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': length,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.write(head);
    const body = createReadStream(zipPath);
    body.on('end', () => req.end(tail));
    body.pipe(req, { end: false });
  });
}

/**
 * Uploads of generated SCORM packages (random, incompressible media) through POST /api/unit on a
 * port, in process: time to the 201 (stream to the store, copy, check, unpack, bridge, rename) and
 * the peak RSS sampled every 10 ms, for each size in turn (e.g. 10 and 50 MB): the rise must not
 * follow the size, since nothing holds the package in memory.
 */
export async function measureUnitUploads(
  sizesMb: number[],
  log: (line: string) => void,
): Promise<UploadFigures[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-units-'));
  const app = await buildApp(testConfig({ dataDir, memoryDatabase: false }));
  // Reference data and the first Super Administrator, as a start seeds them.
  await seedAtStart(app);
  const figures: UploadFigures[] = [];
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const [admin] = await app.db
      .insert(staff)
      .values({
        type: 1,
        name: 'BENCH',
        firstname: 'Units',
        email: 'bench-units@example.com',
        passwordHash: 'x',
        status: 'active',
      })
      .returning({ id: staff.id });
    const token = await signAccessToken(app.config.jwtSecret, {
      sub: admin.id,
      type: 1,
      email: 'bench-units@example.com',
    });
    // A first small upload warms the route, the parsers and the database.
    const warm = join(dataDir, 'warm.zip');
    await writePackage(warm, 1);
    await upload(port, token, warm);
    for (const mb of sizesMb) {
      const zipPath = join(dataDir, `bench-${mb}.zip`);
      const files = await writePackage(zipPath, mb);
      global.gc?.();
      const before = process.memoryUsage().rss;
      let peak = before;
      const sampler = setInterval(() => {
        peak = Math.max(peak, process.memoryUsage().rss);
      }, 10);
      const started = now();
      const status = await upload(port, token, zipPath);
      const took = since(started);
      clearInterval(sampler);
      peak = Math.max(peak, process.memoryUsage().rss);
      const zipMb = statSync(zipPath).size / 2 ** 20;
      const f = {
        zipMb,
        files,
        ms: took,
        peakRssMb: peak / 2 ** 20,
        riseMb: (peak - before) / 2 ** 20,
        status,
      };
      figures.push(f);
      log(
        `  ${zipMb.toFixed(0)} MB package (${files} files): ${status} in ${ms(took)}, peak RSS ${f.peakRssMb.toFixed(0)} MB (+${f.riseMb.toFixed(0)} MB)`,
      );
      rmSync(zipPath, { force: true });
    }
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return figures;
}

export const unitUploadRows = (figures: UploadFigures[]): string[][] =>
  figures.map((f) => [
    `${f.zipMb.toFixed(0)} MB package, ${f.files} files`,
    String(f.status),
    ms(f.ms),
    `${f.peakRssMb.toFixed(0)} MB`,
    `+${f.riseMb.toFixed(0)} MB`,
  ]);
