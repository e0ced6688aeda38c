import { format } from 'date-fns';
import { eq, inArray } from 'drizzle-orm';
import type { SignatureSheet } from '../../../domain/entities/signature';
import { dateLocale, formatIn } from '../../../domain/rules/dates';
import { formatFigure } from '../../../domain/rules/figures';
import { personName } from '../../../domain/rules/person-name';
import { slotHours } from '../../../domain/rules/signature';
import type { Lang } from '../../../locales/merge';
import type { FileStore } from '../../adapters/files';
import type { Database } from '../../db/connect';
import { companies, signatures, staff, students } from '../../db/schema';
import { t } from '../../lib/i18n';
import { FONT, newPdf } from '../../lib/pdf';
import { FULL_WIDTH, LEFT, PdfWriter } from '../../lib/pdf-writer';
import { getSession } from './read';
import { signatureSheet } from './signatures';

const ROW = 16;
const COLUMNS = { name: LEFT, company: LEFT + 50, status: LEFT + 92, image: LEFT + 122 };
const IMAGE = { width: 36, height: 11 };

export async function bytesOf(files: FileStore, key: string): Promise<Uint8Array | undefined> {
  const file = await files.get(key);
  if (!file) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

/** The signed sheet's rows: a learner (or the trainer), her company, her status and signature. */
export class SheetWriter extends PdfWriter {
  row(cells: { name: string; company: string; status: string; note: string }, png?: Uint8Array) {
    this.room(ROW);
    this.doc.setFont(FONT, 'normal');
    this.doc.setFontSize(9.5);
    const top = this.y;
    const cell = (value: string, x: number, width: number) =>
      this.doc.text(this.doc.splitTextToSize(value, width) as string[], x, top + 5);
    cell(cells.name, COLUMNS.name, 48);
    cell(cells.company, COLUMNS.company, 40);
    cell(cells.status, COLUMNS.status, 28);
    if (png) {
      this.doc.addImage(png, 'PNG', COLUMNS.image, top + 0.5, IMAGE.width, IMAGE.height);
      this.doc.setFontSize(6.5);
      this.doc.text(cells.note, COLUMNS.image, top + ROW - 1.5);
    } else cell(cells.note, COLUMNS.image, FULL_WIDTH - (COLUMNS.image - LEFT));
    this.doc.setDrawColor(180);
    this.doc.line(LEFT, top + ROW, LEFT + FULL_WIDTH, top + ROW);
    this.y += ROW;
  }

  header(labels: string[]) {
    this.room(8);
    this.doc.setFont(FONT, 'bold');
    this.doc.setFontSize(9.5);
    const xs = [COLUMNS.name, COLUMNS.company, COLUMNS.status, COLUMNS.image];
    labels.forEach((label, i) => {
      this.doc.text(label, xs[i] as number, this.y + 5);
    });
    this.y += 7;
  }
}

/** Hours as the sheets say them: "1.5 h", "1,5 h", "1,5 Std.". */
export const hoursLabel = (lang: Lang, hours: number) =>
  t(lang, 'app.signatures.pdf.hours_count', {
    hours: formatFigure(hours, lang, 2),
  });

/** The sheets' last line: when they were printed. */
export const printedAt = (lang: Lang) =>
  t(lang, 'app.signatures.pdf.generated', {
    time: format(new Date(), 'Pp', { locale: dateLocale(lang) }),
  });

/**
 * The attendance sheet of one session as a PDF (a "feuille d'émargement"): the title, the dates,
 * each half-day's hours, the modality, the trainer, then per slot each learner with her company,
 * status and signature, and the trainer's countersignature; each signature's time and SHA-256.
 */
export async function sheetPdf(
  db: Database,
  files: FileStore,
  id: string,
  lang: Lang,
): Promise<{ pdf: Buffer; fileBase: string }> {
  const label = (key: string, params?: Record<string, string | number>) =>
    t(lang, `app.signatures.pdf.${key}`, params);
  const session = await getSession(db, id);
  const sheet: SignatureSheet = await signatureSheet(db, id);
  const [people, [trainer], keys] = await Promise.all([
    session.registrants.length === 0
      ? []
      : db
          .select({
            id: students.id,
            name: students.name,
            firstname: students.firstname,
            company: companies.name,
          })
          .from(students)
          .leftJoin(companies, eq(companies.id, students.companyId))
          .where(inArray(students.id, session.registrants)),
    db
      .select({ name: staff.name, firstname: staff.firstname })
      .from(staff)
      .where(eq(staff.id, session.teacher)),
    db
      .select({ id: signatures.id, key: signatures.fileKey })
      .from(signatures)
      .where(eq(signatures.sessionId, id)),
  ]);
  const keyOf = new Map(keys.map((k) => [k.id, k.key]));
  const zoned = (iso: string, pattern: string) => formatIn(iso, session.timeZone, pattern, lang);
  const trainerName = trainer ? personName(trainer) : '';
  const learners = people.sort((a, b) => personName(a).localeCompare(personName(b), lang));
  // The learner's status in the half-day, with the arrival or departure time.
  const statusOf = (slot: (typeof sheet.slots)[number], student: string) => {
    const mark = slot.marks.find((m) => m.student === student);
    if (!mark) return '';
    const status = t(lang, `app.sessions.statuses.${mark.status}`);
    return mark.time ? `${status} ${mark.time}` : status;
  };

  const doc = await newPdf();
  doc.setProperties({ title: `${label('title')}: ${session.title}` });
  const w = new SheetWriter(doc);
  w.text(label('title'), 18, 'bold', 3);
  w.text(session.title, 14, 'bold', 2);
  w.field(
    label('dates'),
    `${zoned(session.start, 'PPPP p')} – ${zoned(session.end, 'p')} (${session.timeZone})`,
  );
  w.field(label('modality'), t(lang, `app.sessions.types.${session.type}`));
  w.field(label('trainer'), trainerName);
  w.field(
    label('hours'),
    sheet.slots
      .map(
        (s) =>
          `${zoned(s.start, 'P p')}–${zoned(s.end, 'p')} (${hoursLabel(
            lang,
            slotHours({ index: s.index, start: new Date(s.start), end: new Date(s.end) }),
          )})`,
      )
      .join('\n'),
  );
  for (const slot of sheet.slots) {
    w.heading(`${zoned(slot.start, 'PPPP')}, ${zoned(slot.start, 'p')}–${zoned(slot.end, 'p')}`);
    w.header([label('learner'), label('company'), label('status'), label('signature')]);
    const signedBy = (student: string | null) => slot.signatures.find((s) => s.student === student);
    const signedNote = (s: { signedAt: string; via: string }) =>
      label('signed_at', { time: zoned(s.signedAt, 'p'), via: label(`via_${s.via}`) });
    for (const learner of learners) {
      const signature = signedBy(learner.id);
      const png = signature ? await bytesOf(files, keyOf.get(signature.id) ?? '') : undefined;
      w.row(
        {
          name: personName(learner),
          company: learner.company ?? '',
          status: statusOf(slot, learner.id),
          note: signature ? signedNote(signature) : label('not_signed'),
        },
        png,
      );
    }
    const counter = signedBy(null);
    const png = counter ? await bytesOf(files, keyOf.get(counter.id) ?? '') : undefined;
    w.row(
      {
        name: trainerName,
        company: label('trainer'),
        status: '',
        note: counter ? signedNote(counter) : label('not_countersigned'),
      },
      png,
    );
    for (const r of slot.reopenings)
      w.text(
        label('reopened', {
          time: zoned(r.createdAt, 'P p'),
          name: r.staffName ?? '',
          reason: r.reason,
        }),
        8.5,
        'normal',
        1,
      );
  }
  w.heading(label('proof'));
  const nameOf = new Map(learners.map((l) => [l.id, personName(l)]));
  for (const slot of sheet.slots)
    for (const s of slot.signatures)
      w.text(
        `${zoned(s.signedAt, 'P p:ss')} · ${s.student ? (nameOf.get(s.student) ?? '') : trainerName} · ${label(`via_${s.via}`)} · SHA-256 ${s.sha256}`,
        7.5,
        'normal',
        0.5,
      );
  w.text(printedAt(lang), 8, 'normal', 0);
  return {
    pdf: Buffer.from(doc.output('arraybuffer')),
    fileBase: `${label('file')}-${session.title}-${zoned(session.start, 'yyyy-MM-dd')}`,
  };
}
