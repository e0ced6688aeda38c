import { FONT } from './pdf';
import { FULL_WIDTH, LEFT, PAGE_BOTTOM, PAGE_TOP, PdfWriter } from './pdf-writer';

/** A column of a ruled table: its header, its width in millimetres, numbers aligned right. */
export interface PdfColumn {
  label: string;
  width: number;
  align?: 'left' | 'right';
}

/**
 * A row of a ruled table: one cell per column, or a heading whose single text spans the row;
 * a total is in bold.
 */
export type PdfTableRow =
  | { kind: 'line' | 'total'; cells: string[] }
  | { kind: 'heading'; text: string };

type Style = 'normal' | 'bold';
const SIZE = 9;
const LINE = SIZE * 0.45;
const PAD = 1.5;
// The first line's baseline below the cell's top edge: the padding and the font's ascent.
const BASELINE = PAD + SIZE * 0.3;
const RULE = 150;
const HEADER_FILL = 225;
const HEADING_FILL = 242;

/**
 * PdfWriter with ruled tables: a row that would pass the bottom margin starts a new page, so no row
 * is ever split, and the new page repeats the header row; a table's title keeps with its header
 * and first row.
 */
export class PdfTableWriter extends PdfWriter {
  table(title: string, columns: PdfColumn[], rows: PdfTableRow[]) {
    const header = this.measure(
      columns.map((c) => c.label),
      columns,
      'bold',
    );
    const first = rows[0] ? this.measureRow(rows[0], columns) : 0;
    // The heading's own space (PdfWriter.heading) plus the header and first row on the same page.
    this.room(18 + header.height + first);
    this.heading(title);
    this.drawHeader(columns, header);
    for (const row of rows) {
      const height = this.measureRow(row, columns);
      if (this.y + height > PAGE_BOTTOM) {
        this.doc.addPage();
        this.y = PAGE_TOP;
        this.drawHeader(columns, header);
      }
      if (row.kind === 'heading') {
        const lines = this.wrap(row.text, FULL_WIDTH, 'bold');
        this.cell(LEFT, FULL_WIDTH, height, lines, { style: 'bold', fill: HEADING_FILL });
      } else {
        const style = row.kind === 'total' ? 'bold' : 'normal';
        let x = LEFT;
        columns.forEach((c, i) => {
          const lines = this.wrap(row.cells[i] ?? '', c.width, style);
          this.cell(x, c.width, height, lines, { style, align: c.align });
          x += c.width;
        });
      }
      this.y += height;
    }
  }

  /** Each page's number at its foot, once every page is drawn. */
  pageNumbers(label: (page: number, pages: number) => string) {
    const pages = this.doc.getNumberOfPages();
    for (let page = 1; page <= pages; page++) {
      this.doc.setPage(page);
      this.doc.setFont(FONT, 'normal');
      this.doc.setFontSize(8);
      this.doc.text(label(page, pages), LEFT + FULL_WIDTH, PAGE_BOTTOM + 8, { align: 'right' });
    }
  }

  private drawHeader(columns: PdfColumn[], header: { height: number; lines: string[][] }) {
    let x = LEFT;
    columns.forEach((c, i) => {
      this.cell(x, c.width, header.height, header.lines[i] ?? [], {
        style: 'bold',
        align: c.align,
        fill: HEADER_FILL,
      });
      x += c.width;
    });
    this.y += header.height;
  }

  /** The font is set before measuring: splitTextToSize measures in the current one. */
  private wrap(text: string, width: number, style: Style): string[] {
    this.doc.setFont(FONT, style);
    this.doc.setFontSize(SIZE);
    return text === '' ? [] : (this.doc.splitTextToSize(text, width - 2 * PAD) as string[]);
  }

  private measure(texts: string[], columns: PdfColumn[], style: Style) {
    const lines = columns.map((c, i) => this.wrap(texts[i] ?? '', c.width, style));
    return { lines, height: heightOf(Math.max(1, ...lines.map((l) => l.length))) };
  }

  private measureRow(row: PdfTableRow, columns: PdfColumn[]): number {
    if (row.kind === 'heading') return heightOf(this.wrap(row.text, FULL_WIDTH, 'bold').length);
    return this.measure(row.cells, columns, row.kind === 'total' ? 'bold' : 'normal').height;
  }

  /** A ruled cell at the current line: its text wrapped, at the top, left or right. */
  private cell(
    x: number,
    width: number,
    height: number,
    lines: string[],
    { style, align = 'left', fill }: { style: Style; align?: PdfColumn['align']; fill?: number },
  ) {
    this.doc.setFont(FONT, style);
    this.doc.setFontSize(SIZE);
    this.doc.setDrawColor(RULE);
    this.doc.setLineWidth(0.2);
    if (fill === undefined) this.doc.rect(x, this.y, width, height);
    else {
      this.doc.setFillColor(fill, fill, fill);
      this.doc.rect(x, this.y, width, height, 'FD');
    }
    const at = align === 'right' ? x + width - PAD : x + PAD;
    lines.forEach((line, i) => {
      this.doc.text(line, at, this.y + BASELINE + i * LINE, { align });
    });
  }
}

const heightOf = (lines: number) => Math.max(1, lines) * LINE + 2 * PAD;
