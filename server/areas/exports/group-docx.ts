import type { CoursePlan } from '../../../domain/entities/group-results';
import type { Lang } from '../../../locales/merge';
import { loadDocx } from '../../lib/document-libraries';
import { planSections } from './group-plan';

/**
 * The course plan as a Word document the client signs: the same text as the PDF, then a table of
 * two signature boxes (client, training provider) with name, date and signature lines.
 */
export async function groupDocx(
  plan: CoursePlan,
  lang: Lang,
): Promise<{ docx: Buffer; fileBase: string }> {
  const d = await loadDocx();
  const text = planSections(plan, lang);
  const run = (value: string, bold = false) =>
    new d.TextRun({ text: value, bold, font: 'Calibri' });
  const para = (value: string, bold = false) => new d.Paragraph({ children: [run(value, bold)] });
  const children: (InstanceType<typeof d.Paragraph> | InstanceType<typeof d.Table>)[] = [
    new d.Paragraph({ heading: d.HeadingLevel.TITLE, children: [run(text.title)] }),
    new d.Paragraph({ heading: d.HeadingLevel.HEADING_1, children: [run(text.subtitle)] }),
    para(text.generated),
  ];
  for (const section of text.sections) {
    children.push(
      new d.Paragraph({ heading: d.HeadingLevel.HEADING_2, children: [run(section.heading)] }),
    );
    for (const [label, value] of section.fields)
      children.push(new d.Paragraph({ children: [run(`${label}: `, true), run(value)] }));
    for (const block of section.blocks) {
      children.push(para(block.title, true));
      for (const line of block.lines) children.push(para(line));
    }
    for (const line of section.lines) children.push(para(line));
  }
  children.push(
    new d.Paragraph({
      heading: d.HeadingLevel.HEADING_2,
      children: [run(text.signatures.heading)],
    }),
  );
  const cell = (party: string) =>
    new d.TableCell({
      width: { size: 50, type: d.WidthType.PERCENTAGE },
      children: [
        para(party, true),
        ...text.signatures.lines.flatMap((line) => [
          new d.Paragraph({
            spacing: { before: 240 },
            children: [run(`${line} ____________________`)],
          }),
        ]),
        new d.Paragraph({ spacing: { before: 720 }, children: [] }),
      ],
    });
  children.push(
    new d.Table({
      width: { size: 100, type: d.WidthType.PERCENTAGE },
      rows: [new d.TableRow({ children: text.signatures.parties.map(cell) })],
    }),
  );
  const document = new d.Document({
    title: `${text.title}: ${text.subtitle}`,
    creator: text.title,
    sections: [{ children }],
  });
  return { docx: await d.Packer.toBuffer(document), fileBase: text.fileBase };
}
