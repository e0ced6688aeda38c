import type { Lang } from '../../../locales/merge';
import { FONT, newPdf } from '../../lib/pdf';
import { FULL_WIDTH, LEFT, PdfWriter } from '../../lib/pdf-writer';
import type { Runner } from '../../lib/raw-rows';
import type { Reader } from '../../lib/scope';
import { certificateModel } from './certificate-model';

/** The certificate's writer: the shared lines, and the provider's signature line. */
class CertificateWriter extends PdfWriter {
  signatureLine(label: string) {
    this.room(30);
    this.doc.setFont(FONT, 'normal');
    this.doc.setFontSize(10.5);
    this.doc.text(label, LEFT + FULL_WIDTH / 2, this.y + 8);
    this.doc.line(LEFT + FULL_WIDTH / 2, this.y + 25, LEFT + FULL_WIDTH, this.y + 25);
    this.y += 30;
  }
}

/**
 * GET /group/trainingfollowup/certificate/{groupId}/{studentId}: a learner's certificate of
 * attendance in a group as PDF, from certificateModel() (the docx writer renders the same model).
 */
export async function certificatePdf(
  db: Runner,
  groupId: string,
  studentId: string,
  reader: Reader,
  lang: Lang,
): Promise<{ pdf: Buffer; fileBase: string }> {
  const m = await certificateModel(db, groupId, studentId, reader, lang);
  const doc = await newPdf();
  doc.setProperties({ title: m.docTitle });
  const w = new CertificateWriter(doc);
  w.text(m.title, 18, 'bold', 3);
  w.text(m.statement, 11, 'normal', 4);
  for (const [label, value] of m.fields) w.field(label, value);
  for (const block of [m.objectives, m.halfDays]) {
    w.heading(block.heading);
    for (const line of block.lines) w.text(line, 10, 'normal', 1);
  }
  w.gap(6);
  w.text(m.issued, 10.5, 'normal', 2);
  w.signatureLine(m.signature);
  return { pdf: Buffer.from(doc.output('arraybuffer')), fileBase: m.fileBase };
}
