import type { jsPDF as JsPdf } from 'jspdf';
import { FONT } from './pdf';

export const PAGE_TOP = 20;
export const PAGE_BOTTOM = 280;
export const LEFT = 20;
export const VALUE_X = 75;
export const VALUE_WIDTH = 115;
export const FULL_WIDTH = 170;

/**
 * Lines written down an A4 page in Noto Sans (jsPDF's own fonts are WinAnsi only): titles, headings,
 * label / value fields; a line that would pass the bottom margin starts a new page.
 */
export class PdfWriter {
  protected y = PAGE_TOP;
  constructor(protected readonly doc: JsPdf) {}

  protected room(height: number) {
    if (this.y + height > PAGE_BOTTOM) {
      this.doc.addPage();
      this.y = PAGE_TOP;
    }
  }

  text(value: string, size: number, style: 'normal' | 'bold' = 'normal', after = 2, indent = 0) {
    this.doc.setFont(FONT, style);
    this.doc.setFontSize(size);
    const lines = this.doc.splitTextToSize(value, FULL_WIDTH - indent) as string[];
    const height = size * 0.45;
    for (const line of lines) {
      this.room(height);
      this.y += height;
      this.doc.text(line, LEFT + indent, this.y);
    }
    this.y += after;
  }

  heading(value: string) {
    this.y += 4;
    this.room(14);
    this.text(value, 13, 'bold', 3);
  }

  /** A label in bold and its value, wrapped, beside it. */
  field(label: string, value: string) {
    this.doc.setFontSize(10.5);
    const labels = this.doc.splitTextToSize(label, VALUE_X - LEFT - 3) as string[];
    const values = this.doc.splitTextToSize(value, VALUE_WIDTH) as string[];
    const height = 5 * Math.max(labels.length, values.length);
    this.room(height);
    this.doc.setFont(FONT, 'bold');
    this.doc.text(labels, LEFT, this.y + 4.5);
    this.doc.setFont(FONT, 'normal');
    this.doc.text(values, VALUE_X, this.y + 4.5);
    this.y += height + 1.5;
  }

  gap(mm: number) {
    this.y += mm;
  }
}
