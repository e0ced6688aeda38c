import yauzl from 'yauzl';

/** The names of a zip's entries, read with yauzl from the buffer. */
export function zipNames(zip: Buffer): Promise<string[]> {
  return new Promise((done, fail) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, file) => {
      if (error || !file) return fail(error);
      const names: string[] = [];
      file.on('entry', (entry: yauzl.Entry) => {
        names.push(entry.fileName);
        file.readEntry();
      });
      file.on('end', () => done(names));
      file.on('error', fail);
      file.readEntry();
    });
  });
}

/** The entries of a zip, by name. */
export function unzip(zip: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((done, fail) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, file) => {
      if (error || !file) return fail(error);
      const entries = new Map<string, Buffer>();
      file.on('entry', (entry: yauzl.Entry) => {
        file.openReadStream(entry, (e, stream) => {
          if (e || !stream) return fail(e);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            file.readEntry();
          });
        });
      });
      file.on('end', () => done(entries));
      file.readEntry();
    });
  });
}
