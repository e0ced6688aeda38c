import { type DocumentImage, type DocumentImages, fitted } from './document-images';
import { loadDocx } from './document-libraries';
import { FONT, newPdf } from './pdf';
import { FULL_WIDTH, LEFT, PAGE_TOP, PdfWriter } from './pdf-writer';

/**
 * A document as blocks of text, in its reader's language (issue 47's certificate, convocation,
 * attestation…): one model that the PDF and the Word writers below render alike, so that both
 * carry the same text.
 */
export type Block =
  | { kind: 'title'; text: string }
  | { kind: 'paragraph'; text: string; small?: boolean }
  | { kind: 'heading'; text: string }
  /** A label in bold, its value beside it. */
  | { kind: 'field'; label: string; value: string }
  /** A label in bold, then its lines under it, indented. */
  | { kind: 'list'; label: string; lines: string[] }
  /**
   * Where to sign (the label over a line), and who signs under it; `provider`: the provider signs
   * there, over its signature image when it has one.
   */
  | { kind: 'signature'; label: string; signer: string; provider?: boolean };

export interface DocumentModel {
  /** The file's title (its properties). */
  docTitle: string;
  blocks: Block[];
  /** The downloaded file's name, without its extension. */
  fileBase: string;
  /** The provider's logo (top right of the first page) and signature image, when it has them. */
  images?: DocumentImages;
}

/** The logo's box and the signature image's, in millimetres in the PDF. */
const LOGO_BOX = { width: 45, height: 18 };
const SIGNATURE_BOX = { width: 55, height: 16 };
/** The same boxes in pixels in Word (96 per inch). */
const px = (mm: number) => Math.round((mm / 25.4) * 96);

/** The PdfWriter's lines, and where to sign: the label over the right half, then the line. */
class BlockWriter extends PdfWriter {
  /** The logo at the top right of the page, the text starting under it. */
  logo(image: DocumentImage) {
    const { width, height } = fitted(image, LOGO_BOX.width, LOGO_BOX.height);
    this.doc.addImage(
      image.bytes,
      image.type.toUpperCase(),
      LEFT + FULL_WIDTH - width,
      10,
      width,
      height,
    );
    this.y = Math.max(PAGE_TOP, 10 + height + 4);
  }

  signature(label: string, signer: string, image?: DocumentImage) {
    this.doc.setFont(FONT, 'normal');
    this.doc.setFontSize(10.5);
    const lines = this.doc.splitTextToSize(label, FULL_WIDTH / 2) as string[];
    // Room for the image between the label and the line, when there is one.
    const space = image ? 4 : 0;
    this.room(30 + space + lines.length * 5);
    lines.forEach((line, i) => {
      this.doc.text(line, LEFT + FULL_WIDTH / 2, this.y + 8 + i * 5);
    });
    const bottom = this.y + 20 + space + lines.length * 5;
    if (image) {
      const { width, height } = fitted(image, SIGNATURE_BOX.width, SIGNATURE_BOX.height);
      const x = LEFT + FULL_WIDTH / 2 + 2;
      this.doc.addImage(
        image.bytes,
        image.type.toUpperCase(),
        x,
        bottom - height - 0.5,
        width,
        height,
      );
    }
    this.doc.line(LEFT + FULL_WIDTH / 2, bottom, LEFT + FULL_WIDTH, bottom);
    this.y = bottom + 1;
    this.text(signer, 10, 'normal', 4, FULL_WIDTH / 2);
  }
}

/** The model as an A4 PDF in Noto Sans. */
export async function documentPdf(model: DocumentModel): Promise<Buffer> {
  const doc = await newPdf();
  doc.setProperties({ title: model.docTitle });
  const w = new BlockWriter(doc);
  const { logo, signature } = model.images ?? {};
  if (logo) w.logo(logo);
  for (const b of model.blocks) {
    if (b.kind === 'title') w.text(b.text, 18, 'bold', 3);
    else if (b.kind === 'paragraph') w.text(b.text, b.small ? 9 : 10.5, 'normal', 3);
    else if (b.kind === 'heading') w.heading(b.text);
    else if (b.kind === 'field') w.field(b.label, b.value);
    else if (b.kind === 'list') {
      w.text(b.label, 10.5, 'bold', 1);
      for (const line of b.lines) w.text(line, 10.5, 'normal', 1, 4);
      w.gap(2);
    } else w.signature(b.label, b.signer, b.provider ? signature : undefined);
  }
  return Buffer.from(doc.output('arraybuffer'));
}

/** The model as a Word document (docx), the same text as the PDF. */
export async function documentDocx(model: DocumentModel): Promise<Buffer> {
  const d = await loadDocx();
  const run = (text: string, bold = false, size?: number) =>
    new d.TextRun({ text, bold, font: 'Calibri', ...(size ? { size } : {}) });
  const picture = (image: DocumentImage, box: { width: number; height: number }) => {
    const { width, height } = fitted(image, px(box.width), px(box.height));
    return new d.ImageRun({
      type: image.type === 'png' ? 'png' : 'jpg',
      data: image.bytes,
      transformation: { width: Math.round(width), height: Math.round(height) },
    });
  };
  const { logo, signature } = model.images ?? {};
  const children = model.blocks.flatMap((b) => {
    if (b.kind === 'title')
      return [new d.Paragraph({ heading: d.HeadingLevel.TITLE, children: [run(b.text)] })];
    if (b.kind === 'paragraph')
      return [
        new d.Paragraph({
          spacing: { after: 200 },
          children: [run(b.text, false, b.small ? 18 : undefined)],
        }),
      ];
    if (b.kind === 'heading')
      return [new d.Paragraph({ heading: d.HeadingLevel.HEADING_2, children: [run(b.text)] })];
    if (b.kind === 'field')
      return [new d.Paragraph({ children: [run(`${b.label}: `, true), run(b.value)] })];
    if (b.kind === 'list')
      return [
        new d.Paragraph({ children: [run(`${b.label}: `, true)] }),
        ...b.lines.map((line) => new d.Paragraph({ indent: { left: 360 }, children: [run(line)] })),
      ];
    const image = b.provider ? signature : undefined;
    return [
      new d.Paragraph({ spacing: { before: 240 }, children: [run(b.label, true)] }),
      ...(image
        ? [new d.Paragraph({ spacing: { before: 120 }, children: [picture(image, SIGNATURE_BOX)] })]
        : []),
      new d.Paragraph({
        spacing: { before: image ? 0 : 720 },
        children: [run('____________________')],
      }),
      new d.Paragraph({ children: [run(b.signer)] }),
    ];
  });
  if (logo)
    children.unshift(
      new d.Paragraph({ alignment: d.AlignmentType.RIGHT, children: [picture(logo, LOGO_BOX)] }),
    );
  const document = new d.Document({
    title: model.docTitle,
    creator: model.docTitle,
    sections: [{ children }],
  });
  return Buffer.from(await d.Packer.toBuffer(document));
}
