import yauzl from 'yauzl';
import yazl from 'yazl';

/** Zips entries (name -> content) with yazl into one buffer: SCORM packages, audit archives. */
export function zipEntries(entries: [name: string, content: Buffer | string][]): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  const mtime = new Date('2026-01-01T00:00:00Z');
  for (const [name, content] of entries)
    zip.addBuffer(typeof content === 'string' ? Buffer.from(content) : content, name, { mtime });
  zip.end();
  return new Promise((done, fail) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (c: Buffer) => chunks.push(c));
    zip.outputStream.on('error', fail);
    zip.outputStream.on('end', () => done(Buffer.concat(chunks)));
  });
}

/**
 * The unpacked bytes a zip's entries claim, without inflating any, and whether it holds the entry
 * `wanted` (a workbook's, a Word document's); undefined for bytes that are no zip.
 */
export function zipContents(
  bytes: Buffer,
  wanted: string,
): Promise<{ size: number; found: boolean } | undefined> {
  return new Promise((done) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return done(undefined);
      let size = 0;
      let found = false;
      zip.on('entry', (entry: yauzl.Entry) => {
        size += entry.uncompressedSize;
        if (entry.fileName === wanted) found = true;
        zip.readEntry();
      });
      zip.on('end', () => done({ size, found }));
      zip.on('error', () => done(undefined));
      zip.readEntry();
    });
  });
}
