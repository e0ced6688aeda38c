import { describe, expect, it } from 'vitest';
import { newPdf } from '../../server/lib/pdf';
import { type PdfTableRow, PdfTableWriter } from '../../server/lib/pdf-table';
import { hasPdftotext, pdfText } from '../api/pdf-text';

/** The ruled tables of the PDFs (the BPF's frames): a row is never split, the header comes again. */
describe('PdfTableWriter', () => {
  it.runIf(hasPdftotext)(
    'starts a new page before a row that would not fit, with the header',
    async () => {
      const doc = await newPdf();
      const w = new PdfTableWriter(doc);
      const rows: PdfTableRow[] = Array.from({ length: 60 }, (_, i) => ({
        kind: i === 59 ? 'total' : 'line',
        // Long enough to wrap on three lines: its first and last words must share a page.
        cells: [`L${i}`, `Start${i} ${'mot '.repeat(40)}End${i}`, String(i * 100)],
      }));
      w.table(
        'Frame',
        [
          { label: 'Code', width: 20 },
          { label: 'Label', width: 120 },
          { label: 'Amount', width: 30, align: 'right' },
        ],
        [{ kind: 'heading', text: 'A heading across the row' }, ...rows],
      );
      w.pageNumbers((page, pages) => `Page ${page}/${pages}`);
      const pages = pdfText(Buffer.from(doc.output('arraybuffer')))
        .split('\f')
        .filter((p) => p.trim() !== '');
      expect(pages.length).toBeGreaterThan(2);
      pages.forEach((page, n) => {
        expect(page).toContain('Code');
        expect(page).toContain('Amount');
        expect(page).toContain(`Page ${n + 1}/${pages.length}`);
      });
      for (let i = 0; i < 60; i++) {
        const on = pages.findIndex((p) => p.includes(`Start${i} `));
        expect(on, `row ${i}`).toBeGreaterThanOrEqual(0);
        expect(pages[on]).toContain(`End${i}`);
        expect(pages[on]).toContain(String(i * 100));
      }
    },
  );
});
