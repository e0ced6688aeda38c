import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** One conversion at a time on this server: each LibreOffice run takes a core and its memory. */
let queue: Promise<unknown> = Promise.resolve();

/**
 * A Word file turned into PDF by LibreOffice (`SOFFICE_PATH`), headless, in a folder of its own
 * with a profile of its own (so that a LibreOffice a person has open is never touched), killed past
 * `timeoutMs`. Rejects when LibreOffice fails or writes no PDF.
 */
export function officeToPdf(soffice: string, docx: Buffer, timeoutMs = 60_000): Promise<Buffer> {
  const run = async () => {
    const dir = await mkdtemp(join(tmpdir(), 'intranet-office-'));
    try {
      const input = join(dir, 'document.docx');
      await writeFile(input, docx);
      const args = [
        `-env:UserInstallation=${pathToFileURL(join(dir, 'profile')).href}`,
        '--headless',
        '--norestore',
        '--nolockcheck',
        '--convert-to',
        'pdf',
        '--outdir',
        dir,
        input,
      ];
      await new Promise<void>((done, fail) => {
        execFile(soffice, args, { timeout: timeoutMs, killSignal: 'SIGKILL' }, (error) =>
          error ? fail(error) : done(),
        );
      });
      return await readFile(join(dir, 'document.pdf'));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  };
  const result = queue.then(run, run);
  queue = result.catch(() => undefined);
  return result;
}
