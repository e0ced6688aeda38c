import { request } from 'node:http';

export interface WireFigures {
  /** Body bytes received for the page and each file it loads before rendering. */
  bytes: number;
  /** The same files uncompressed. */
  rawBytes: number;
  files: { path: string; encoding: string; bytes: number }[];
}

/** GET as a browser would ask, without decoding: the bytes that cross the wire and their encoding. */
function get(url: string, acceptEncoding: string) {
  return new Promise<{ status: number; encoding: string; body: Buffer }>((ok, fail) => {
    const req = request(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        ok({
          status: res.statusCode ?? 0,
          encoding: String(res.headers['content-encoding'] ?? 'identity'),
          body: Buffer.concat(chunks),
        }),
      );
      res.on('error', fail);
    });
    req.on('error', fail);
    req.end();
  });
}

/** The login page at / and every script, stylesheet and modulepreload it references, with `Accept-Encoding: br, gzip`. */
export async function measureWire(baseUrl: string): Promise<WireFigures> {
  const page = await get(`${baseUrl}/`, 'br, gzip');
  const plainPage = await get(`${baseUrl}/`, 'identity');
  if (page.status !== 200) throw new Error(`GET / answered ${page.status}`);
  const html = plainPage.body.toString('utf8');
  const paths = new Set<string>();
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const isScript = tag.startsWith('<script') && /\bsrc="/.test(tag);
    const isLoaded =
      tag.startsWith('<link') && /rel="(modulepreload|stylesheet|preload)"/.test(tag);
    const url = /(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    if ((isScript || isLoaded) && url?.startsWith('/')) paths.add(url);
  }
  if (paths.size === 0) throw new Error('the login page references no script: run npm run build');
  const files = [{ path: '/', encoding: page.encoding, bytes: page.body.length }];
  let rawBytes = plainPage.body.length;
  for (const path of paths) {
    const [sent, plain] = await Promise.all([
      get(`${baseUrl}${path}`, 'br, gzip'),
      get(`${baseUrl}${path}`, 'identity'),
    ]);
    if (sent.status !== 200) throw new Error(`GET ${path} answered ${sent.status}`);
    files.push({ path, encoding: sent.encoding, bytes: sent.body.length });
    rawBytes += plain.body.length;
  }
  return { bytes: files.reduce((sum, f) => sum + f.bytes, 0), rawBytes, files };
}
