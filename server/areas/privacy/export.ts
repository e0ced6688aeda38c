import { buffer } from 'node:stream/consumers';
import { type SQL, sql } from 'drizzle-orm';
import type { FileStore } from '../../adapters/files';
import type { Db } from '../../db/connect';
import { auditLog } from '../../db/schema';
import { zipEntries } from '../../lib/zip';
import { auditAbout, holds, namesOf, type Person } from './erase';

/** Columns never exported: the hashes of tokens and codes (secrets of the system, not her data). */
const SECRET_KEYS = ['token_hash', 'code_hash', 'password_hash'];

/** The rows of one query, each as a JSON object of every column (secrets left out). */
async function rowsOf(db: Db, query: SQL): Promise<Record<string, unknown>[]> {
  const result = (await db.execute(query)) as unknown as {
    rows: { row: Record<string, unknown> }[];
  };
  return result.rows.map(({ row }) =>
    Object.fromEntries(Object.entries(row).filter(([key]) => !SECRET_KEYS.includes(key))),
  );
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** A file of the store, or nothing when it is gone. */
async function fileOf(files: FileStore, key: string): Promise<Buffer | undefined> {
  const found = await files.get(key);
  return found ? buffer(found.body) : undefined;
}

/**
 * Everything held about a learner, as a zip of JSON files and her files: record, groups, grades,
 * objectives reached, sessions, attendance, signatures (with their images), tests and results,
 * e-learning tracking, the messages and news sent to her, her survey answers, the at-risk flags
 * about her, the complaints and improvement actions naming her, and the trail's entries about her.
 */
export async function studentExport(db: Db, files: FileStore, person: Person): Promise<Buffer> {
  const id = person.id;
  const parts: [string, SQL][] = [
    [
      'record.json',
      sql`select to_jsonb(s) || jsonb_build_object('company_name', c.name) as row
          from students s left join companies c on c.id = s.company_id where s.id = ${id}`,
    ],
    [
      'groups.json',
      sql`select to_jsonb(gs) || jsonb_build_object('group_name', g.name) as row
          from group_students gs join groups g on g.id = gs.group_id where gs.student_id = ${id}`,
    ],
    ['grades.json', sql`select to_jsonb(x) as row from group_grades x where x.student_id = ${id}`],
    [
      'objectives-reached.json',
      sql`select to_jsonb(x) || jsonb_build_object('objective', o.name) as row
          from group_objectives_reached x left join objectives o on o.id = x.objective_id
          where x.student_id = ${id}`,
    ],
    [
      'sessions.json',
      sql`select to_jsonb(r) || jsonb_build_object('title', s.title, 'start', s.start, 'end', s."end") as row
          from session_registrants r join sessions s on s.id = r.session_id where r.student_id = ${id}`,
    ],
    [
      'attendance.json',
      sql`select to_jsonb(x) as row from slot_attendance x where x.student_id = ${id}`,
    ],
    [
      'signatures.json',
      sql`select to_jsonb(x) as row from signatures x where x.student_id = ${id}`,
    ],
    [
      'tests.json',
      sql`select to_jsonb(x) as row from test_attempts x
          where x.student_id = ${id} or lower(x.email) = lower(${person.email})`,
    ],
    [
      'exam-results.json',
      sql`select to_jsonb(x) as row from exam_results x where x.student_id = ${id}`,
    ],
    [
      'elearning-units.json',
      sql`select to_jsonb(x) as row from unit_trackers x where x.student_id = ${id}`,
    ],
    [
      'elearning-idle-times.json',
      sql`select to_jsonb(x) as row from idle_trackers x where x.student_id = ${id}`,
    ],
    [
      'module-tests.json',
      sql`select to_jsonb(x) as row from module_tests x where x.student_id = ${id}`,
    ],
    [
      'notifications-sent.json',
      sql`select to_jsonb(x) as row from elearning_notifications x where x.student_id = ${id}`,
    ],
    [
      'news.json',
      sql`select to_jsonb(n) - 'search_text' as row from news n
          where (n.audience = 'company' and n.company_id = (select company_id from students where id = ${id}))
             or (n.audience = 'group' and n.group_id in (select group_id from group_students where student_id = ${id}))`,
    ],
    surveysOf(sql`r.student_id`, id),
    [
      'at-risk.json',
      sql`select to_jsonb(f) || jsonb_build_object('group', g.name, 'actions',
            (select coalesce(jsonb_agg(to_jsonb(a) order by a.done_on, a.created_at), '[]'::jsonb)
              from at_risk_actions a where a.flag_id = f.id)) as row
          from at_risk_flags f join groups g on g.id = f.group_id
          where f.student_id = ${id} order by f.raised_at`,
    ],
    ...namedInRegisters(person),
  ];
  return zipOf(db, files, person, 'students', parts);
}

/**
 * Everything held about a client contact: her record, the clients she is referent of, the
 * agreements sent her to sign (with the proof of those she signed), the surveys sent her with her
 * answers, and the trail's entries about her.
 */
export async function customerExport(db: Db, files: FileStore, person: Person): Promise<Buffer> {
  const id = person.id;
  return zipOf(db, files, person, 'customers', [
    ['record.json', sql`select to_jsonb(x) as row from customers x where x.id = ${id}`],
    [
      'referent-of.json',
      sql`select jsonb_build_object('id', c.id, 'name', c.name) as row from companies c where c.referent_id = ${id}`,
    ],
    [
      'agreement-signatures.json',
      sql`select jsonb_build_object('id', a.id, 'group', g.name, 'document', d.file_name,
            'version', d.version, 'email', a.email, 'sentAt', a.created_at, 'expiresAt', a.expires_at,
            'signedAt', a.signed_at, 'signerName', a.signer_name, 'signerIp', a.signer_ip,
            'signerAgent', a.signer_agent, 'signedDigest', a.signed_digest) as row
          from agreement_signatures a join issued_documents d on d.id = a.document_id
          join groups g on g.id = d.group_id
          where a.customer_id = ${id} order by a.created_at`,
    ],
    surveysOf(sql`r.customer_id`, id),
    ...namedInRegisters(person),
  ]);
}

/** The surveys sent to a learner or a client contact: when, about what, and her answers. */
const surveysOf = (recipient: SQL, id: string): [string, SQL] => [
  'surveys.json',
  sql`select jsonb_build_object('kind', r.kind, 'group', g.name, 'year', r.year, 'language', r.lang,
        'sentAt', r.sent_at, 'reminders', r.reminders, 'answeredAt', r.answered_at,
        'questions', s.questions, 'answers', r.answers) as row
      from survey_requests r join surveys s on s.id = r.survey_id left join groups g on g.id = r.group_id
      where ${recipient} = ${id} order by r.created_at`,
];

/**
 * The complaints and improvement actions whose free text names the person (neither register links
 * to a learner or a contact: a complaint names who raised it in words).
 */
function namedInRegisters(person: Person): [string, SQL][] {
  const names = namesOf(person);
  const naming = (...columns: string[]) =>
    sql.join(
      columns.map((c) => holds(sql.raw(c), names)),
      sql` or `,
    );
  return [
    [
      'complaints.json',
      sql`select to_jsonb(x) as row from complaints x
          where ${naming('x.from_name', 'x.subject', 'x.description', 'x.answer')}
          order by x.received_on`,
    ],
    [
      'improvements.json',
      sql`select to_jsonb(x) as row from improvements x
          where ${naming('x.title', 'x.description', 'x.result')} order by x.created_at`,
    ],
  ];
}

async function zipOf(
  db: Db,
  files: FileStore,
  person: Person,
  table: 'students' | 'customers',
  parts: [string, SQL][],
): Promise<Buffer> {
  const entries: [string, Buffer | string][] = [];
  for (const [name, query] of parts) {
    const rows = await rowsOf(db, query);
    entries.push([name, json(name === 'record.json' ? (rows[0] ?? null) : rows)]);
    // The images of her signatures and the documents she handed in, beside their rows.
    for (const row of rows) {
      for (const [column, folder] of [
        ['file_key', 'signatures'],
        ['document_key', 'documents'],
      ] as const) {
        const key = row[column];
        if (typeof key !== 'string' || name === 'news.json') continue;
        const content = await fileOf(files, key);
        if (content) entries.push([`${folder}/${key.split('/').join('_')}`, content]);
      }
    }
  }
  const trail = await db.select().from(auditLog).where(auditAbout(table, person));
  entries.push(['audit-trail.json', json(trail)]);
  return zipEntries(entries);
}
