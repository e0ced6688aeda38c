import { sql } from 'drizzle-orm';
import { formatIn } from '../../../domain/rules/dates';
import { personName } from '../../../domain/rules/person-name';
import type { Lang } from '../../../locales/merge';
import type { Block, DocumentModel } from '../../lib/document-blocks';
import { t } from '../../lib/i18n';
import { type Runner, rowsOf, str, strOrNull } from '../../lib/raw-rows';
import type { Reader } from '../../lib/scope';
import { type DocumentContext, documentContext } from './context';

/** The session types held online (domain/rules/session.ts SESSION_TYPES). */
const ONLINE = new Set(['Group-visio', 'One-to-one-visio']);

/**
 * A learner's convocation to a group's training (issue 47 part 3): who invites her and to what, each
 * session of the group she is registered to that has not ended (date, times, place or online link,
 * trainer), the trainers, the programme (courses and objectives), the prerequisites and what to
 * bring when the plan gives them, and whom to contact for a disability. Needs the provider's legal
 * name, address and accessibility contact.
 */
export async function convocationModel(
  db: Runner,
  groupId: string,
  studentId: string,
  reader: Reader,
  lang: Lang,
  now = new Date(),
): Promise<DocumentModel> {
  const c = await documentContext(db, groupId, studentId, reader, lang, {
    identity: ['legalName', 'address', 'accessibility'],
  });
  const label = (key: string, params?: Record<string, string | number>) =>
    t(lang, `app.documents.convocation.${key}`, params);
  const [sessions, courses, objectives] = await Promise.all([
    sessionsToCome(db, c, lang, now),
    rowsOf(
      db,
      sql`select co.name from group_courses gc join courses co on co.id = gc.course_id
          where gc.group_id = ${groupId} order by gc.position`,
    ),
    rowsOf(
      db,
      sql`select o.name from group_objectives go join objectives o on o.id = go.objective_id
          where go.group_id = ${groupId} order by go.position, lower(o.name)`,
    ),
  ]);
  const { identity, head } = c;
  const sessionLines = sessions.map((session) => label('session_line', session));
  const contact = [identity.accessibility.email, identity.accessibility.phone]
    .filter((v) => v !== '')
    .join(', ');
  const programme = [
    ...courses.map((r) => label('course', { name: str(r.name) })),
    ...objectives.map((r) => label('objective', { name: str(r.name) })),
  ];
  const details = c.action;
  const blocks: Block[] = [
    { kind: 'title', text: label('title') },
    { kind: 'paragraph', text: label('greeting', { name: c.name }) },
    {
      kind: 'paragraph',
      text: label('intro', {
        provider: identity.legalName,
        group: head.name,
        company: head.companyName,
      }),
    },
    {
      kind: 'field',
      label: label('period'),
      value: `${c.day(head.beginDate)} – ${c.day(head.endDate)}`,
    },
    { kind: 'field', label: label('duration'), value: c.hours(c.learner.plannedHours) },
    {
      kind: 'list',
      label: label('sessions'),
      lines: sessionLines.length > 0 ? sessionLines : [label('no_session')],
    },
    { kind: 'field', label: label('trainers'), value: c.trainers.join(', ') || '…' },
    {
      kind: 'list',
      label: label('programme'),
      lines: programme.length > 0 ? programme : [label('no_programme')],
    },
    ...(details?.prerequisites
      ? [{ kind: 'field' as const, label: label('prerequisites'), value: details.prerequisites }]
      : []),
    ...(details?.equipment
      ? [{ kind: 'field' as const, label: label('equipment'), value: details.equipment }]
      : []),
    {
      kind: 'paragraph',
      text: label('accessibility', { name: identity.accessibility.name, contact }),
    },
    { kind: 'paragraph', text: c.issued },
    { kind: 'paragraph', text: label('signature', { provider: identity.legalName }) },
  ];
  return {
    docTitle: `${label('title')}: ${c.name}`,
    blocks,
    fileBase: `${label('file')}-${c.learner.name}-${c.learner.firstname}`,
  };
}

/**
 * A learner's sessions of a group that have not ended, in order, as her convocation writes them:
 * their day, times, place (the online link, the client's premises or the provider's address) and
 * trainer, in `lang`.
 */
export async function sessionsToCome(
  db: Runner,
  c: Pick<DocumentContext, 'head' | 'identity' | 'learner'>,
  lang: Lang,
  now = new Date(),
) {
  const label = (key: string, params?: Record<string, string | number>) =>
    t(lang, `app.documents.convocation.${key}`, params);
  const { head, identity } = c;
  const [sessions, [group]] = await Promise.all([
    rowsOf(
      db,
      sql`select se.start, se."end", se.time_zone, se.type, se.join_url, st.name, st.firstname
          from session_groups sg
          join sessions se on se.id = sg.session_id
          join session_registrants sr on sr.session_id = se.id and sr.student_id = ${c.learner.studentId}
          join staff st on st.id = se.teacher_id
          where sg.group_id = ${head.id} and se."end" > ${now.toISOString()}::timestamptz
          order by se.start, se.id`,
    ),
    rowsOf(db, sql`select at_company from groups where id = ${head.id}`),
  ]);
  const address = [identity.address.street, `${identity.address.postcode} ${identity.address.city}`]
    .filter((part) => part.trim() !== '')
    .join(', ');
  const placeOf = (type: string, link: string | null) =>
    ONLINE.has(type)
      ? link
        ? label('online', { link })
        : label('online_later')
      : group?.at_company === true
        ? label('at_client', { company: head.companyName })
        : label('at_provider', { address });
  return sessions.map((s) => {
    const zone = str(s.time_zone);
    const start = new Date(str(s.start));
    const end = new Date(str(s.end));
    return {
      date: formatIn(start, zone, 'EEEE P', lang),
      from: formatIn(start, zone, 'p', lang),
      to: formatIn(end, zone, 'p', lang),
      place: placeOf(str(s.type), strOrNull(s.join_url)),
      trainer: personName({ name: str(s.name), firstname: str(s.firstname) }),
    };
  });
}
