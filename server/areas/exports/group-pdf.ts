import type { CoursePlan } from '../../../domain/entities/group-results';
import type { Lang } from '../../../locales/merge';
import { FONT, newPdf } from '../../lib/pdf';
import { FULL_WIDTH, LEFT, PdfWriter } from '../../lib/pdf-writer';
import { planSections } from './group-plan';

/** The plan's writer: the shared lines, and the signature boxes at the end. */
class PlanWriter extends PdfWriter {
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
  const doc = await newPdf();
  const text = planSections(plan, lang);
  doc.setProperties({ title: `${text.title}: ${text.subtitle}` });
  const w = new PlanWriter(doc);
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
