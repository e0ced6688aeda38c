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
