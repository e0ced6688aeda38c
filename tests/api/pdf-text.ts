import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** pdftotext (poppler-utils) reads back the text a PDF prints; CI installs it (.ci/run). */
export const hasPdftotext = (() => {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();
if (!hasPdftotext)
  console.warn('pdftotext is missing (apt-get install poppler-utils): PDF text test skipped');

/** The text a PDF prints, as pdftotext reads it. */
export const pdfText = (pdf: Buffer) => {
  const dir = mkdtempSync(join(tmpdir(), 'pdf-'));
  try {
    writeFileSync(join(dir, 'a.pdf'), pdf);
    return execFileSync('pdftotext', ['-enc', 'UTF-8', join(dir, 'a.pdf'), '-'], {
      encoding: 'utf8',
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

/**
 * A part of a PDF's page as pdftoppm draws it in grey (0 black, 255 white): the rectangle at
 * (x, y), w by h, in pixels at `dpi`.
 */
export const pdfGreys = (
  pdf: Buffer,
  {
    page = 1,
    dpi,
    x,
    y,
    w,
    h,
  }: { page?: number; dpi: number; x: number; y: number; w: number; h: number },
) => {
  const dir = mkdtempSync(join(tmpdir(), 'pdf-'));
  try {
    writeFileSync(join(dir, 'a.pdf'), pdf);
    const args = ['-gray', '-r', String(dpi), '-f', String(page), '-l', String(page)];
    const crop = ['-x', String(x), '-y', String(y), '-W', String(w), '-H', String(h)];
    // Its stderr kept: without poppler-data it warns about the fonts' character collection.
    execFileSync(
      'pdftoppm',
      [...args, ...crop, '-singlefile', join(dir, 'a.pdf'), join(dir, 'p')],
      {
        stdio: 'pipe',
      },
    );
    // A binary PGM: "P5", width, height, maximum value, then one byte per pixel.
    const pgm = readFileSync(join(dir, 'p.pgm'));
    const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(pgm.subarray(0, 40).toString('latin1'));
    if (!header) throw new Error('pdftoppm wrote no PGM');
    const [, width, height] = header.map(Number);
    return {
      width,
      height,
      at: (px: number, py: number) => pgm[header[0].length + py * width + px],
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};
