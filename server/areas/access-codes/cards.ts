import type { jsPDF as JsPdf } from 'jspdf';
import { groupedCode } from '../../../domain/entities/access-code-constants';
import { formatIn } from '../../../domain/rules/dates';
import { DEFAULT_TIME_ZONE } from '../../../domain/rules/session';
import type { Lang } from '../../../locales/merge';
import { loadQrCode } from '../../lib/document-libraries';
import { t } from '../../lib/i18n';
import { FONT, newPdf } from '../../lib/pdf';
import { testLink } from './code';
import type { NamedCode } from './export';

/**
 * An A4 page of 2 x 4 cards in millimetres, cut along their dashed edges; the QR code sits in the
 * top right corner of each card, `qr` wide, `padding` inside its edges.
 */
export const CARD_LAYOUT = {
  columns: 2,
  rows: 4,
  left: 10,
  top: 10,
  width: 95,
  height: 69.25,
  padding: 6,
  qr: 28,
} as const;
const { columns, rows, left, top, width, height, padding, qr } = CARD_LAYOUT;
const INNER = width - 2 * padding;
const TEXT_WIDTH = INNER - qr - 4;

/** The top left corner of the index-th card of a page, row by row. */
export const cardCorner = (index: number) => ({
  x: left + (index % columns) * width,
  y: top + Math.floor(index / columns) * height,
});

type Qr = Awaited<ReturnType<typeof loadQrCode>>;

/** The QR code of a link as filled squares (vector, sharp at any print size), one path per code. */
function drawQr(doc: JsPdf, QRCode: Qr, link: string, x: number, y: number) {
  const { modules } = QRCode.create(link, { errorCorrectionLevel: 'M' });
  const size = modules.size;
  const m = qr / size;
  // Each row's dark runs as one rectangle: a few hundred per code instead of a thousand squares.
  for (let row = 0; row < size; row++) {
    let col = 0;
    while (col < size) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < size && modules.get(row, col)) col++;
      doc.rect(x + start * m, y + row * m, (col - start) * m, m, null);
    }
  }
  doc.setFillColor(0, 0, 0);
  doc.fill();
}

/** One line of text cut to the width, with an ellipsis when it is longer. */
function clip(doc: JsPdf, text: string, maxWidth: number) {
  if (doc.getTextWidth(text) <= maxWidth) return text;
  let end = text.length;
  while (end > 0 && doc.getTextWidth(`${text.slice(0, end)}…`) > maxWidth) end--;
  return `${text.slice(0, end).trimEnd()}…`;
}

/** Wrapped lines, at most `max`, the last one clipped when there is more. */
function lines(doc: JsPdf, text: string, maxWidth: number, max: number) {
  const all = doc.splitTextToSize(text, maxWidth) as string[];
  if (all.length <= max) return all;
  return [...all.slice(0, max - 1), clip(doc, all.slice(max - 1).join(' '), maxWidth)];
}

function font(doc: JsPdf, size: number, style: 'normal' | 'bold' = 'normal', grey = 0) {
  doc.setFont(FONT, style);
  doc.setFontSize(size);
  doc.setTextColor(grey, grey, grey);
}

/** The largest size up to `max` at which the text fits the width, never below `min`. */
function fitSize(doc: JsPdf, text: string, maxWidth: number, max: number, min: number) {
  doc.setFontSize(max);
  // A hair under the width: splitTextToSize breaks a line that fills it exactly.
  const size = Math.max(min, Math.min(max, (max * maxWidth * 0.99) / doc.getTextWidth(text)));
  doc.setFontSize(size);
  return size;
}

/**
 * The dashed cut lines around a card, each edge drawn in the same direction as its neighbour's
 * so that the dashes of a shared edge fall on each other.
 */
function cutLines(doc: JsPdf, x: number, y: number) {
  doc.setLineDashPattern([2, 1.5], 0);
  doc.setLineWidth(0.2);
  doc.setDrawColor(150, 150, 150);
  doc.line(x, y, x + width, y);
  doc.line(x, y + height, x + width, y + height);
  doc.line(x, y, x, y + height);
  doc.line(x + width, y, x + width, y + height);
  doc.setLineDashPattern([], 0);
}

/** One card: who it is for and what it opens on the left, the QR code on the right, then the code, link, window and how to use it. */
function drawCard(doc: JsPdf, QRCode: Qr, card: NamedCode, link: string, lang: Lang, at: number) {
  const { x, y } = cardCorner(at);
  cutLines(doc, x, y);

  const textX = x + padding;
  let line = y + padding + 3;
  font(doc, 8, 'bold', 90);
  doc.text(clip(doc, t(lang, 'app.shell.title'), TEXT_WIDTH), textX, line);
  line += 5;
  font(doc, 9.5);
  doc.text(clip(doc, card.company, TEXT_WIDTH), textX, line);
  if (card.group) {
    line += 4.5;
    font(doc, 9, 'normal', 70);
    doc.text(clip(doc, card.group, TEXT_WIDTH), textX, line);
  }
  line += 7.5;
  const heading = t(lang, 'app.codes_cards.heading');
  font(doc, 13, 'bold');
  fitSize(doc, heading, TEXT_WIDTH, 13, 10);
  doc.text(clip(doc, heading, TEXT_WIDTH), textX, line);
  line += 5;
  font(doc, 10);
  doc.text(lines(doc, card.pool, TEXT_WIDTH, 2), textX, line, { lineHeightFactor: 1.2 });

  drawQr(doc, QRCode, link, x + width - padding - qr, y + padding);

  // The code as large as the card's width allows, in a fixed-width font (its characters are ASCII).
  line = y + padding + qr + 8;
  const code = groupedCode(card.code);
  doc.setFont('courier', 'bold');
  doc.setTextColor(0, 0, 0);
  fitSize(doc, code, INNER, 14, 8);
  doc.text(code, textX, line);

  // The link on one line when a smaller size allows it, else broken before the code.
  line += 5;
  font(doc, 7.5, 'normal', 40);
  fitSize(doc, link, INNER, 7.5, 6.5);
  const cut = link.lastIndexOf('/') + 1;
  const linkLines =
    doc.getTextWidth(link) <= INNER
      ? [link]
      : [link.slice(0, cut), link.slice(cut)].map((part) => clip(doc, part, INNER));
  doc.text(linkLines, textX, line, { lineHeightFactor: 1.2 });
  line += 3.6 * (linkLines.length - 1) + 4.5;
  const date = (iso: string) => formatIn(iso, DEFAULT_TIME_ZONE, 'Pp', lang);
  const valid = t(lang, 'app.codes_cards.valid', {
    from: date(card.validFrom),
    until: date(card.validUntil),
  });
  font(doc, 8, 'bold');
  doc.text(clip(doc, valid, INNER), textX, line);
  line += 4.5;
  font(doc, 8, 'normal', 40);
  doc.text(lines(doc, t(lang, 'app.codes_cards.instruction'), INNER, 2), textX, line, {
    lineHeightFactor: 1.2,
  });
}

/**
 * The codes as cards to cut out and hand out, 8 to an A4 page, in the reader's language: each with
 * its client and group, its pool, the code in groups of four, the link to the test page and its QR
 * code, the window and a line on how to start.
 */
export async function codeCardsPdf(codes: NamedCode[], appUrl: string, lang: Lang) {
  const [doc, QRCode] = await Promise.all([newPdf({ compress: true }), loadQrCode()]);
  doc.setProperties({ title: t(lang, 'app.codes_cards.title') });
  const perPage = columns * rows;
  codes.forEach((card, i) => {
    if (i > 0 && i % perPage === 0) doc.addPage();
    drawCard(doc, QRCode, card, testLink(appUrl, card.code), lang, i % perPage);
  });
  if (codes.length === 0) {
    font(doc, 11);
    doc.text(t(lang, 'app.codes_cards.none'), left + padding, top + padding + 4);
  }
  return Buffer.from(doc.output('arraybuffer'));
}
