import { formatIn } from '../../../domain/rules/dates';
import { DEFAULT_TIME_ZONE } from '../../../domain/rules/session';
import type { Lang } from '../../../locales/merge';
import { loadPdfLib } from '../../lib/document-libraries';
import { t } from '../../lib/i18n';
import { newPdf } from '../../lib/pdf';
import { PdfWriter } from '../../lib/pdf-writer';
import { PDF } from '../documents';

/** What a signature proves, as the signed PDF prints it. */
export interface SignatureProof {
  requestId: string;
  signerName: string;
  signedAt: Date;
  ip: string;
  userAgent: string;
  email: string;
  /** SHA-256 (hex) of the version signed. */
  digest: string;
  version: number;
  fileName: string;
  group: string;
  company: string;
  provider: string;
}

/** The signature's page: who signed what, when, from where, and the digest of what was signed. */
async function proofPage(proof: SignatureProof, lang: Lang) {
  const P = 'app.agreement_signatures.pdf';
  const doc = await newPdf();
  const page = new PdfWriter(doc);
  const at = formatIn(proof.signedAt, DEFAULT_TIME_ZONE, 'PPPP p', lang);
  page.text(t(lang, `${P}.title`), 16, 'bold', 4);
  page.text(t(lang, `${P}.intro`), 10.5, 'normal', 4);
  page.field(t(lang, `${P}.document`), proof.fileName);
  page.field(t(lang, `${P}.version`), String(proof.version));
  page.field(t(lang, `${P}.group`), proof.group);
  page.field(t(lang, `${P}.company`), proof.company);
  page.field(t(lang, `${P}.provider`), proof.provider);
  page.field(t(lang, `${P}.signer`), proof.signerName);
  page.field(t(lang, `${P}.email`), proof.email);
  page.field(t(lang, `${P}.signed_at`), `${at} (${DEFAULT_TIME_ZONE})`);
  page.field(t(lang, `${P}.utc`), proof.signedAt.toISOString());
  page.field(t(lang, `${P}.ip`), proof.ip);
  page.field(t(lang, `${P}.browser`), proof.userAgent || '—');
  page.field(t(lang, `${P}.digest`), proof.digest);
  page.field(t(lang, `${P}.request`), proof.requestId);
  page.gap(4);
  page.text(t(lang, `${P}.consent`), 10.5, 'normal', 3);
  page.text(t(lang, `${P}.integrity`), 9, 'normal', 2);
  return new Uint8Array(doc.output('arraybuffer'));
}

/**
 * The signed agreement: the version as it was issued, each page marked in its margin with the
 * signature's instant and the version's SHA-256, then the signature's page. A version kept in Word
 * (a provider's template without LibreOffice) cannot be marked: the signature's page alone is the
 * signed PDF, naming the Word file by its digest.
 */
export async function signedPdf(
  original: Buffer,
  originalType: string,
  proof: SignatureProof,
  lang: Lang,
): Promise<Buffer> {
  const page = await proofPage(proof, lang);
  if (originalType !== PDF) return Buffer.from(page);
  const { PDFDocument, StandardFonts, rgb } = await loadPdfLib();
  const signed = await PDFDocument.load(original);
  const font = await signed.embedFont(StandardFonts.Helvetica);
  // The margin's mark is ASCII (the standard font's encoding): the name is on the signature's page.
  const mark = `e-signed ${proof.signedAt.toISOString()} - v${proof.version} - SHA-256 ${proof.digest}`;
  for (const each of signed.getPages()) {
    each.drawText(mark, { x: 20, y: 8, size: 6, font, color: rgb(0.3, 0.3, 0.3) });
  }
  const last = await PDFDocument.load(page);
  for (const copied of await signed.copyPages(last, last.getPageIndices())) signed.addPage(copied);
  signed.setModificationDate(proof.signedAt);
  return Buffer.from(await signed.save());
}
