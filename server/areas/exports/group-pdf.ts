import type { jsPDF as JsPdf } from 'jspdf';
import type { CoursePlan } from '../../../domain/entities/group-results';
import type { Lang } from '../../../locales/merge';
import { loadJsPdf } from '../../lib/document-libraries';
import { planSections } from './group-plan';
import { loadFonts } from './pdf';

const FONT = 'NotoSans';
const PAGE_TOP = 20;
const PAGE_BOTTOM = 280;
const LEFT = 20;
const VALUE_X = 75;
const VALUE_WIDTH = 115;
const FULL_WIDTH = 170;

/** Lines down the page in Noto Sans (jsPDF's own fonts are WinAnsi only); a new page when full. */
class Writer {
  private y = PAGE_TOP;
  constructor(private readonly doc: JsPdf) {}

  private room(height: number) {
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

  /** A signature box per party: its name, then the lines to fill in. */
  signatures(parties: string[], lines: string[]) {
    const height = 12 + lines.length * 12;
    this.room(height);
    const width = (FULL_WIDTH - 10) / parties.length;
    parties.forEach((party, i) => {
      const x = LEFT + i * (width + 10);
      this.doc.setFont(FONT, 'bold');
      this.doc.setFontSize(11);
      this.doc.text(party, x, this.y + 5);
      this.doc.setFont(FONT, 'normal');
      this.doc.setFontSize(10);
      lines.forEach((line, j) => {
        const y = this.y + 16 + j * 12;
        this.doc.text(line, x, y);
        this.doc.line(x + 22, y + 0.5, x + width, y + 0.5);
      });
    });
    this.y += height;
  }
}

/** The course plan of a group as a PDF, in the reader's language, with signature boxes. */
export async function groupPdf(
  plan: CoursePlan,
  lang: Lang,
): Promise<{ pdf: Buffer; fileBase: string }> {
  const [jsPDF, files] = await Promise.all([loadJsPdf(), loadFonts()]);
  const doc = new jsPDF({ unit: 'mm', format: 'a4' });
  for (const style of ['normal', 'bold'] as const) {
    doc.addFileToVFS(`${FONT}-${style}.ttf`, files[style]);
    doc.addFont(`${FONT}-${style}.ttf`, FONT, style);
  }
  const text = planSections(plan, lang);
  doc.setProperties({ title: `${text.title}: ${text.subtitle}` });
  const w = new Writer(doc);
  w.text(text.title, 18, 'bold', 3);
  w.text(text.subtitle, 14, 'bold', 1);
  w.text(text.generated, 9.5);
  for (const section of text.sections) {
    w.heading(section.heading);
    for (const [label, value] of section.fields) w.field(label, value);
    for (const block of section.blocks) {
      w.text(block.title, 11, 'bold', 1);
      for (const line of block.lines) w.text(line, 10.5, 'normal', 1, 4);
    }
    for (const line of section.lines) w.text(line, 10.5, 'normal', 1);
  }
  w.heading(text.signatures.heading);
  w.signatures(text.signatures.parties, text.signatures.lines);
  return { pdf: Buffer.from(doc.output('arraybuffer')), fileBase: text.fileBase };
}
