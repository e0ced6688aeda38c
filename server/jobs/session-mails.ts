import { TZDate } from '@date-fns/tz';
import { asc, eq, inArray } from 'drizzle-orm';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { z } from 'zod';
import { formatDateTime } from '../../domain/rules/dates';
import { mailLanguageOf } from '../../domain/rules/module-progress';
import { wallTime } from '../../domain/rules/session';
import type { Lang } from '../../locales';
import type { Mail } from '../adapters/mail';
import { addSessionEvent, eventColumns } from '../areas/sessions/ical';
import { groups, sessionGroups, sessions, staff, students } from '../db/schema';
import type { Db } from '../lib/crud-table';
import { t } from '../lib/i18n';
import { learnersToMail } from './learners-to-mail';

const LANG = z.enum(['en', 'fr', 'de']);

/** Someone a session's mails go to: its trainer or one of its registrants. */
const RecipientSchema = z.object({
  email: z.string(),
  firstname: z.string(),
  /** Null: unknown, the mail is in JOBS_MAIL_LANGUAGE. */
  lang: LANG.nullable(),
});
export type Recipient = z.infer<typeof RecipientSchema>;

/**
 * What the mails of one occurrence say, read when they are queued: a cancelled session's payload
 * carries it, since the row is gone by the time the job runs. Never its comments.
 */
export const MailSessionSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  start: z.iso.datetime(),
  end: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  timeZone: z.string(),
  joinUrl: z.string().nullable(),
  /** Its groups' names, or its title when it has none: the notification's "group". */
  label: z.string(),
  recipients: z.array(RecipientSchema),
  /** Its trainer and groups: who its intranet notification is for (absent in jobs queued before). */
  teacherId: z.string().optional(),
  groupIds: z.array(z.string()).default([]),
});
export type MailSession = z.infer<typeof MailSessionSchema>;

/**
 * The occurrences given, as their mails need them: the trainer (in the language of her profile)
 * and each registrant with an e-mail who is not archived (in the language of the flag of the
 * language they learn, as module tests are sent).
 */
export async function mailSessions(db: Db, ids: string[]): Promise<MailSession[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      ...eventColumns,
      timeZone: sessions.timeZone,
      teacherId: sessions.teacherId,
      email: staff.email,
      firstname: staff.firstname,
      lang: staff.language,
    })
    .from(sessions)
    .innerJoin(staff, eq(staff.id, sessions.teacherId))
    .where(inArray(sessions.id, ids))
    .orderBy(asc(sessions.start));
  const learners = await learnersToMail(db, 'session', ids).orderBy(
    asc(students.name),
    asc(students.firstname),
  );
  const named = await db
    .select({ sessionId: sessionGroups.sessionId, groupId: groups.id, name: groups.name })
    .from(sessionGroups)
    .innerJoin(groups, eq(groups.id, sessionGroups.groupId))
    .where(inArray(sessionGroups.sessionId, ids))
    .orderBy(asc(groups.name));
  return rows.map((row) => {
    const itsGroups = named.filter((g) => g.sessionId === row.id);
    const groupNames = itsGroups.map((g) => g.name);
    const recipients: Recipient[] = [
      { email: row.email, firstname: row.firstname, lang: row.lang },
      ...learners
        .filter((l) => l.listId === row.id)
        .map((l) => ({
          email: l.email,
          firstname: l.firstname,
          lang: mailLanguageOf(l.flag) ?? null,
        })),
    ];
    return {
      id: row.id,
      title: row.title,
      description: row.description,
      start: row.start.toISOString(),
      end: row.end.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      timeZone: row.timeZone,
      joinUrl: row.joinUrl,
      label: groupNames.length > 0 ? groupNames.join(', ') : row.title,
      recipients: recipients.filter((r) => r.email.trim() !== ''),
      teacherId: row.teacherId,
      groupIds: itsGroups.map((g) => g.groupId),
    };
  });
}

/** The staff an intranet notification about these occurrences is for: admins, their trainers and groups' teachers. */
export const sessionAudience = (items: MailSession[]) => ({
  staffIds: [...new Set(items.flatMap((s) => (s.teacherId ? [s.teacherId] : [])))],
  groupIds: [...new Set(items.flatMap((s) => s.groupIds))],
});

/** Each recipient once (by e-mail, case aside), with the occurrences they are in. */
export function byRecipient<T extends { session: MailSession }>(items: T[]) {
  const out = new Map<string, { recipient: Recipient; items: T[] }>();
  for (const item of items)
    for (const recipient of item.session.recipients) {
      const key = recipient.email.toLowerCase();
      const entry = out.get(key) ?? { recipient, items: [] };
      entry.items.push(item);
      out.set(key, entry);
    }
  return [...out.values()];
}

/** The .ics of the occurrences (their events as the feed writes them); a cancellation's cancels them. */
export function icsOf(list: MailSession[], cancelled = false) {
  const calendar = ical({
    prodId: '//Intranet//Agenda//EN',
    method: cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.PUBLISH,
  });
  for (const s of list) {
    const event = addSessionEvent(calendar, {
      ...s,
      start: new Date(s.start),
      end: new Date(s.end),
      updatedAt: new Date(s.updatedAt),
    });
    if (cancelled) event.status(ICalEventStatus.CANCELLED);
  }
  return {
    filename: 'session.ics',
    content: calendar.toString(),
    contentType: `text/calendar; charset=utf-8; method=${cancelled ? 'CANCEL' : 'PUBLISH'}`,
  };
}

/** An occurrence's times as its mail says them: in its zone, in the reader's language. */
export function timesOf(lang: Lang, s: Pick<MailSession, 'start' | 'end' | 'timeZone'>) {
  const start = new TZDate(new Date(s.start).getTime(), s.timeZone);
  const end = new TZDate(new Date(s.end).getTime(), s.timeZone);
  const dayOf = (d: TZDate) => `${d.getFullYear()}-${d.getMonth()}-${d.getDate()}`;
  const sameDay = dayOf(start) === dayOf(end);
  return {
    date: formatDateTime(start, lang) ?? s.start,
    end: sameDay ? wallTime(new Date(s.end), s.timeZone) : (formatDateTime(end, lang) ?? s.end),
    zone: s.timeZone,
  };
}

const M = 'app.session_mails';
const joinLine = (lang: Lang, s: MailSession) =>
  s.joinUrl ? t(lang, `${M}.join`, { link: s.joinUrl }) : '';

/** The reminder of one occurrence, the day before, with its .ics. */
export function reminderMail(recipient: Recipient, s: MailSession, fallback: Lang): Mail {
  const lang = recipient.lang ?? fallback;
  const times = timesOf(lang, s);
  return {
    to: recipient.email,
    subject: t(lang, `${M}.reminder.subject`, { title: s.title, date: times.date }),
    text: t(lang, `${M}.reminder.text`, {
      firstname: recipient.firstname,
      title: s.title,
      ...times,
      join: joinLine(lang, s),
    }),
    attachments: [icsOf([s])],
  };
}

export interface Move {
  session: MailSession;
  /** The start it had. */
  before: string;
}

/** The occurrences of one change that moved, each from its old start to its new times, with an .ics. */
export function movedMail(recipient: Recipient, moves: Move[], fallback: Lang): Mail {
  const lang = recipient.lang ?? fallback;
  const lines = moves.map(({ session, before }) =>
    t(lang, `${M}.moved.line`, {
      before: timesOf(lang, { ...session, start: before }).date,
      ...timesOf(lang, session),
      join: joinLine(lang, session),
    }),
  );
  const title = moves[0].session.title;
  return {
    to: recipient.email,
    subject: t(lang, `${M}.moved.subject`, { title }),
    text: t(lang, `${M}.moved.text`, {
      firstname: recipient.firstname,
      title,
      lines: lines.join('\n'),
    }),
    attachments: [icsOf(moves.map((m) => m.session))],
  };
}

/** The occurrences of one deletion, with an .ics that takes them out of a calendar. */
export function cancelledMail(recipient: Recipient, list: MailSession[], fallback: Lang): Mail {
  const lang = recipient.lang ?? fallback;
  const lines = list.map((s) => t(lang, `${M}.cancelled.line`, timesOf(lang, s)));
  const title = list[0].title;
  return {
    to: recipient.email,
    subject: t(lang, `${M}.cancelled.subject`, { title }),
    text: t(lang, `${M}.cancelled.text`, {
      firstname: recipient.firstname,
      title,
      lines: lines.join('\n'),
    }),
    attachments: [icsOf(list, true)],
  };
}
