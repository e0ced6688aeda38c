import { EVIDENCE_PARTS } from '../../../domain/entities/evidence-pack';
import { formatDate } from '../../../domain/rules/dates';
import type { Lang } from '../../../locales/merge';
import { safeFilename } from '../../lib/downloads';
import { t } from '../../lib/i18n';
import { newPdf } from '../../lib/pdf';
import { PdfWriter } from '../../lib/pdf-writer';
import { zipEntries } from '../../lib/zip';
import { type GroupHead, groupHead } from '../group-results';
import { collectPack, numbered, type PackDeps, type PackPart } from './collect';

const P = 'app.evidence_pack';

/** A part's folder in the zip: its place and its name in the reader's language (01-programme). */
const folderOf = (part: PackPart, lang: Lang) => {
  const place = EVIDENCE_PARTS.findIndex((p) => p.part === part.part) + 1;
  return safeFilename(numbered(place, t(lang, `${P}.folders.${part.part}`), 2), '').replace(
    /\.$/,
    '',
  );
};

/**
 * The index (00-index.pdf): the group, then each part with the indicators it gives evidence for
 * and its files by their path in the zip, or why it holds none.
 */
async function indexPdf(head: GroupHead, parts: PackPart[], lang: Lang) {
  const l = (key: string, params?: Record<string, string | number>) =>
    t(lang, `${P}.${key}`, params);
  const doc = await newPdf();
  doc.setProperties({ title: `${l('title')}: ${head.name}` });
  const w = new PdfWriter(doc);
  w.text(l('title'), 18, 'bold', 3);
  w.field(l('group'), head.name);
  w.field(l('client'), head.companyName);
  w.field(
    l('dates'),
    [head.beginDate, head.endDate].map((d) => formatDate(d, lang) ?? '–').join(' – '),
  );
  w.text(l('printed', { date: formatDate(new Date(), lang) ?? '' }), 9, 'normal', 2);
  w.text(l('intro'), 10, 'normal', 2);
  for (const part of parts) {
    const { indicators } = EVIDENCE_PARTS.find((p) => p.part === part.part) ?? { indicators: [] };
    w.heading(l(`parts.${part.part}`));
    w.text(l('indicators', { list: indicators.join(', ') }), 10, 'bold', 1);
    const folder = folderOf(part, lang);
    if (part.files.length === 0) w.text(l(`empty.${part.part}`), 10, 'normal', 1);
    for (const file of part.files) w.text(`${folder}/${file.name}`, 9.5, 'normal', 0.5, 4);
    if (part.note) w.text(l(part.note.key, part.note.params), 10, 'normal', 1);
  }
  return Buffer.from(doc.output('arraybuffer'));
}

/**
 * GET /group/evidence-pack/{id}: the zip of a group the reader may see (404 otherwise): the index,
 * then each part's files in its folder. Made when asked, from what is stored and the registers as
 * they are: the documents issued are copies of the stored versions, never made anew.
 */
export async function evidencePack(deps: PackDeps, groupId: string) {
  const head = await groupHead(deps.db, groupId, deps.reader);
  const parts = await collectPack(deps, head);
  const entries: [string, Buffer][] = [
    [
      numbered(0, safeFilename(t(deps.lang, `${P}.index_file`), 'pdf'), 2),
      await indexPdf(head, parts, deps.lang),
    ],
  ];
  for (const part of parts) {
    const folder = folderOf(part, deps.lang);
    for (const file of part.files) entries.push([`${folder}/${file.name}`, file.body]);
  }
  return {
    zip: await zipEntries(entries),
    fileBase: `${t(deps.lang, `${P}.file`)}-${head.name}`,
  };
}
