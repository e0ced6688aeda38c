import { TZDate } from '@date-fns/tz';
import { addMonths } from 'date-fns';
import { and, asc, eq, gte, inArray, isNotNull, lt, type SQL } from 'drizzle-orm';
import { formatIn } from '../../../domain/rules/dates';
import { personName } from '../../../domain/rules/person-name';
import { DEFAULT_TIME_ZONE } from '../../../domain/rules/session';
import { signatureSlots, slotHours } from '../../../domain/rules/signature';
import type { Lang } from '../../../locales/merge';
import type { FileStore } from '../../adapters/files';
import type { Database } from '../../db/connect';
import { companies, sessionRegistrants, sessions, slotAttendance, students } from '../../db/schema';
import { badRequest, notFound } from '../../lib/http-errors';
import { t } from '../../lib/i18n';
import { newPdf } from '../../lib/pdf';
import { zipEntries } from '../../lib/zip';
import { bytesOf, hoursLabel, printedAt, SheetWriter, sheetPdf } from './signature-pdf';
import { currentSignatures, staffNameOf } from './signed-slots';

/** A month's register holds at most this many learner-sessions; an audit archive this many sheets. */
export const REGISTER_MAX_ROWS = 5000;
export const AUDIT_MAX_SESSIONS = 200;

/** The instants a month ('YYYY-MM') runs between, in the agenda's zone. */
export function monthRange(month: string): { from: Date; to: Date } {
  const [year, m] = month.split('-').map(Number);
  const from = new TZDate(year as number, (m as number) - 1, 1, DEFAULT_TIME_ZONE);
  return { from: new Date(from.getTime()), to: new Date(addMonths(from, 1).getTime()) };
}

type Scope = { kind: 'student' | 'company'; id: string };

const whoIs = (scope: Scope): SQL =>
  scope.kind === 'student'
    ? eq(sessionRegistrants.studentId, scope.id)
    : eq(students.companyId, scope.id);

/**
 * A learner's or a client's month of signed attendance (GET /session/signature/register/...): per
 * learner, each half-day of her sessions with its hours, the session and trainer, her status and
 * her signature, then the hours she signed for.
 */
export async function registerPdf(
  db: Database,
  files: FileStore,
  scope: Scope,
  month: string,
  lang: Lang,
): Promise<{ pdf: Buffer; fileBase: string }> {
  const label = (key: string, params?: Record<string, string | number>) =>
    t(lang, `app.signatures.pdf.${key}`, params);
  const [who] =
    scope.kind === 'student'
      ? await db
          .select({ name: students.name, firstname: students.firstname })
          .from(students)
          .where(eq(students.id, scope.id))
          .then((found) => found.map((s) => ({ name: personName(s) })))
      : await db.select({ name: companies.name }).from(companies).where(eq(companies.id, scope.id));
  if (!who) throw notFound();
  const { from, to } = monthRange(month);
  const rows = await db
    .select({
      session: sessions.id,
      title: sessions.title,
      start: sessions.start,
      end: sessions.end,
      timeZone: sessions.timeZone,
      trainer: staffNameOf(sessions.teacherId),
      student: students.id,
      name: students.name,
      firstname: students.firstname,
      company: companies.name,
    })
    .from(sessionRegistrants)
    .innerJoin(sessions, eq(sessions.id, sessionRegistrants.sessionId))
    .innerJoin(students, eq(students.id, sessionRegistrants.studentId))
    .leftJoin(companies, eq(companies.id, students.companyId))
    .where(and(whoIs(scope), gte(sessions.start, from), lt(sessions.start, to)))
    .orderBy(asc(students.name), asc(students.firstname), asc(students.id), asc(sessions.start))
    .limit(REGISTER_MAX_ROWS + 1);
  if (rows.length > REGISTER_MAX_ROWS)
    throw badRequest('app.signatures.too_many', { month: 'app.signatures.too_many' });
  const ids = [...new Set(rows.map((r) => r.session))];
  const [signed, marked] = await Promise.all([
    currentSignatures(db, ids),
    ids.length === 0
      ? []
      : db.select().from(slotAttendance).where(inArray(slotAttendance.sessionId, ids)),
  ]);
  const markOf = new Map(marked.map((m) => [`${m.sessionId}:${m.studentId}:${m.slot}`, m]));
  const at = (d: Date, zone: string, pattern: string) => formatIn(d, zone, pattern, lang);

  const doc = await newPdf();
  const title = `${label('register_title')}: ${who.name}`;
  doc.setProperties({ title });
  const w = new SheetWriter(doc);
  w.text(label('register_title'), 18, 'bold', 3);
  w.text(who.name, 14, 'bold', 1);
  w.text(formatIn(from, DEFAULT_TIME_ZONE, 'LLLL yyyy', lang), 11, 'normal', 2);
  if (rows.length === 0) w.text(label('register_empty'), 10.5);
  let total = 0;
  for (let i = 0; i < rows.length; ) {
    const learner = rows[i] as (typeof rows)[number];
    w.heading(
      learner.company ? `${personName(learner)} · ${learner.company}` : personName(learner),
    );
    w.header([label('date'), label('session'), label('status'), label('signature')]);
    let hours = 0;
    let minutes = 0;
    for (; i < rows.length && rows[i]?.student === learner.student; i++) {
      const row = rows[i] as (typeof rows)[number];
      for (const slot of signatureSlots(row.start, row.end, row.timeZone)) {
        const signature = signed.find(
          (s) => s.session === row.session && s.slot === slot.index && s.student === row.student,
        );
        if (signature) hours += slotHours(slot);
        const mark = markOf.get(`${row.session}:${row.student}:${slot.index}`);
        minutes += mark?.minutes ?? 0;
        const status = mark
          ? `${t(lang, `app.sessions.statuses.${mark.status}`)}${mark.at ? ` ${at(mark.at, row.timeZone, 'p')}` : ''}`
          : '';
        const png = signature ? await bytesOf(files, signature.fileKey) : undefined;
        w.row(
          {
            name: `${at(slot.start, row.timeZone, 'EEE P')}\n${at(slot.start, row.timeZone, 'p')}–${at(slot.end, row.timeZone, 'p')}`,
            company: `${row.title}\n${row.trainer ?? ''}`,
            status,
            note: signature
              ? label('signed_at', {
                  time: at(new Date(signature.signedAt), row.timeZone, 'P p'),
                  via: label(`via_${signature.via}`),
                })
              : label('not_signed'),
          },
          png,
        );
      }
    }
    total += hours;
    w.text(
      label('hours_signed_attended', {
        hours: hoursLabel(lang, hours),
        attended: hoursLabel(lang, minutes / 60),
      }),
      10.5,
      'bold',
      2,
    );
  }
  if (scope.kind === 'company' && rows.length > 0)
    w.text(label('hours_total', { hours: hoursLabel(lang, total) }), 11, 'bold', 2);
  w.text(printedAt(lang), 8, 'normal', 0);
  return {
    pdf: Buffer.from(doc.output('arraybuffer')),
    fileBase: `${label('register_file')}-${who.name}-${month}`,
  };
}

/**
 * An audit archive (GET /session/signature/audit): the signed sheet of each session of the month
 * whose sheet exists, of one client's learners when a client is named, with that client's month
 * register; at most AUDIT_MAX_SESSIONS sheets.
 */
export async function auditZip(
  db: Database,
  files: FileStore,
  query: { month: string; company?: string },
  lang: Lang,
): Promise<{ zip: Buffer; fileBase: string }> {
  const { from, to } = monthRange(query.month);
  const found = await db
    .selectDistinct({ id: sessions.id, start: sessions.start })
    .from(sessions)
    .innerJoin(sessionRegistrants, eq(sessionRegistrants.sessionId, sessions.id))
    .innerJoin(students, eq(students.id, sessionRegistrants.studentId))
    .where(
      and(
        gte(sessions.start, from),
        lt(sessions.start, to),
        isNotNull(sessions.appointmentAt),
        query.company ? eq(students.companyId, query.company) : undefined,
      ),
    )
    .orderBy(asc(sessions.start), asc(sessions.id))
    .limit(AUDIT_MAX_SESSIONS + 1);
  if (found.length > AUDIT_MAX_SESSIONS)
    throw badRequest('app.signatures.too_many', { month: 'app.signatures.too_many' });
  const entries: [string, Buffer][] = [];
  const names = new Set<string>();
  const unique = (name: string) => {
    let candidate = name;
    for (let n = 2; names.has(candidate); n++) candidate = name.replace(/\.pdf$/, `-${n}.pdf`);
    names.add(candidate);
    return candidate;
  };
  const safe = (s: string) =>
    s
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^\w.-]+/g, '-')
      .slice(0, 80);
  for (const session of found) {
    const { pdf, fileBase } = await sheetPdf(db, files, session.id, lang);
    entries.push([unique(`${safe(fileBase)}.pdf`), pdf]);
  }
  if (query.company) {
    const { pdf, fileBase } = await registerPdf(
      db,
      files,
      { kind: 'company', id: query.company },
      query.month,
      lang,
    );
    entries.push([unique(`${safe(fileBase)}.pdf`), pdf]);
  }
  return {
    zip: await zipEntries(entries),
    fileBase: `${t(lang, 'app.signatures.pdf.audit_file')}-${query.month}`,
  };
}
