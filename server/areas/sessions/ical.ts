import { and, asc, eq, gte, lt } from 'drizzle-orm';
import ical, { type ICalCalendar } from 'ical-generator';
import { personName } from '../../../domain/rules/person-name';
import type { Database } from '../../db/connect';
import { calendarFeeds, sessions, staff } from '../../db/schema';
import { hashToken, randomToken } from '../../lib/tokens';

/** The feed holds a trainer's sessions from this many days back to this many ahead, at most FEED_MAX. */
export const FEED_PAST_DAYS = 60;
export const FEED_FUTURE_DAYS = 400;
export const FEED_MAX = 2000;
const DAY = 86_400_000;

/** Where a feed is read: a private URL, the token in its path (calendar apps send no header). */
export const feedUrl = (appUrl: string, token: string) =>
  `${appUrl.replace(/\/+$/, '')}/api/ical/${token}`;

export interface FeedState {
  active: boolean;
  createdAt: string | null;
}

/** Whether the staff member has a feed, and since when (the token itself is never kept). */
export async function feedState(db: Database, staffId: string): Promise<FeedState> {
  const [feed] = await db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.staffId, staffId));
  return { active: Boolean(feed), createdAt: feed?.createdAt.toISOString() ?? null };
}

/**
 * A new private feed for the staff member: 256 random bits, of which only the hash is stored; the
 * old link stops working. The URL is answered once.
 */
export async function newFeed(db: Database, staffId: string, appUrl: string) {
  const token = randomToken();
  const now = new Date();
  await db
    .insert(calendarFeeds)
    .values({ staffId, tokenHash: hashToken(token), createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: calendarFeeds.staffId,
      set: { tokenHash: hashToken(token), createdAt: now, updatedAt: now },
    });
  return { url: feedUrl(appUrl, token), active: true, createdAt: now.toISOString() };
}

export async function revokeFeed(db: Database, staffId: string): Promise<FeedState> {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.staffId, staffId));
  return { active: false, createdAt: null };
}

/**
 * The iCalendar text of a token's feed, or undefined for a token that is no feed: the trainer's
 * sessions in UTC (Outlook shifts zoned events that come without a VTIMEZONE), each with its
 * description and join link; never a comment.
 */
export async function feedText(db: Database, token: string, now = new Date()) {
  const [owner] = await db
    .select({ id: staff.id, name: staff.name, firstname: staff.firstname })
    .from(calendarFeeds)
    .innerJoin(staff, eq(staff.id, calendarFeeds.staffId))
    .where(eq(calendarFeeds.tokenHash, hashToken(token)));
  if (!owner) return undefined;
  const rows = await db
    .select(eventColumns)
    .from(sessions)
    .where(
      and(
        eq(sessions.teacherId, owner.id),
        gte(sessions.start, new Date(now.getTime() - FEED_PAST_DAYS * DAY)),
        lt(sessions.start, new Date(now.getTime() + FEED_FUTURE_DAYS * DAY)),
      ),
    )
    .orderBy(asc(sessions.start))
    .limit(FEED_MAX);
  const calendar = ical({
    name: `Intranet – ${personName(owner)}`,
    prodId: '//Intranet//Agenda//EN',
  });
  for (const row of rows) addSessionEvent(calendar, row);
  return calendar.toString();
}

/** What a session's calendar event shows: never its comments. */
export interface EventSession {
  id: string;
  title: string;
  description: string;
  start: Date;
  end: Date;
  joinUrl: string | null;
  updatedAt: Date;
}

/** The columns of a session that its event is made of. */
export const eventColumns = {
  id: sessions.id,
  title: sessions.title,
  description: sessions.description,
  start: sessions.start,
  end: sessions.end,
  joinUrl: sessions.joinUrl,
  updatedAt: sessions.updatedAt,
};

/** 2020-01-01T00:00:00Z: an event's SEQUENCE counts the seconds since, which fits 32 bits until 2088. */
const SEQUENCE_EPOCH = Date.UTC(2020, 0, 1);

/**
 * One session as an event of a calendar (the feed, a reminder's .ics): in UTC, one UID per
 * occurrence, with its description and join link. Its SEQUENCE grows with each change of the
 * session (RFC 5545), so a calendar that imported it takes the moved one over the old.
 */
export function addSessionEvent(calendar: ICalCalendar, row: EventSession) {
  return calendar.createEvent({
    id: `${row.id}@intranet`,
    start: row.start,
    end: row.end,
    stamp: row.updatedAt,
    sequence: Math.max(0, Math.floor((row.updatedAt.getTime() - SEQUENCE_EPOCH) / 1000)),
    summary: row.title,
    description: [row.description, row.joinUrl].filter(Boolean).join('\n\n'),
    url: row.joinUrl,
    location: row.joinUrl ?? undefined,
  });
}
