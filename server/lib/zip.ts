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
