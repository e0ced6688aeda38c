import type { Lang } from '../../../locales/merge';
import { loadDocx } from '../../lib/document-libraries';
import type { Runner } from '../../lib/raw-rows';
import type { Reader } from '../../lib/scope';
import { certificateModel } from './certificate-model';

/**
 * GET /group/trainingfollowup/certificate/docx/{groupId}/{studentId}: the certificate of
 * attendance as a Word document, the same text as the PDF (certificateModel()).
 */
export async function certificateDocx(
  db: Runner,
  groupId: string,
  studentId: string,
  reader: Reader,
  lang: Lang,
): Promise<{ docx: Buffer; fileBase: string }> {
  const m = await certificateModel(db, groupId, studentId, reader, lang);
  const d = await loadDocx();
  const run = (value: string, bold = false) =>
    new d.TextRun({ text: value, bold, font: 'Calibri' });
  const para = (value: string, bold = false) => new d.Paragraph({ children: [run(value, bold)] });
  const children = [
    new d.Paragraph({ heading: d.HeadingLevel.TITLE, children: [run(m.title)] }),
    new d.Paragraph({ spacing: { after: 240 }, children: [run(m.statement)] }),
    ...m.fields.map(
      ([label, value]) => new d.Paragraph({ children: [run(`${label}: `, true), run(value)] }),
    ),
  ];
  for (const block of [m.objectives, m.halfDays]) {
    children.push(
      new d.Paragraph({ heading: d.HeadingLevel.HEADING_2, children: [run(block.heading)] }),
    );
    for (const line of block.lines) children.push(para(line));
  }
  children.push(
    new d.Paragraph({ spacing: { before: 360 }, children: [run(m.issued)] }),
    new d.Paragraph({ spacing: { before: 240 }, children: [run(m.signature, true)] }),
    new d.Paragraph({ spacing: { before: 720 }, children: [run('____________________')] }),
  );
  const document = new d.Document({
    title: m.docTitle,
    creator: m.title,
    sections: [{ children }],
  });
  return { docx: await d.Packer.toBuffer(document), fileBase: m.fileBase };
}
