import { and, eq, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { ERASED_NAME, erasedEmail, erasedIdentity } from '../../../domain/entities/privacy';
import type { Answer } from '../../../domain/entities/test-attempt';
import type { FileStore } from '../../adapters/files';
import type { Database, Tx } from '../../db/connect';
import {
  atRiskActions,
  atRiskFlags,
  auditLog,
  complaints,
  customers,
  elearningNotifications,
  groupGrades,
  groupStudents,
  groups,
  improvements,
  issuedDocuments,
  moduleTests,
  notificationsIntra,
  sessionComments,
  signatures,
  slotAttendance,
  students,
  surveyRequests,
  surveys,
  testAttempts,
  unitTrackers,
} from '../../db/schema';

/** Who is erased: the identifiers that name her, looked for in free text and in the trail. */
export interface Person {
  id: string;
  name: string;
  firstname: string;
  email: string;
}

/** The ways a person is named in free text: both orders of her names, and her e-mail. */
export const namesOf = (p: Person) =>
  [`${p.firstname} ${p.name}`, `${p.name} ${p.firstname}`, p.email].filter(
    (s) => s.trim().length > 3,
  );

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Replaces each name in any string inside a JSON value, any case, by an em dash. */
function blank<T>(value: T, names: string[]): T {
  const pattern = new RegExp(names.map(escapeRegExp).join('|'), 'giu');
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return v.replace(pattern, '—');
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === 'object')
      return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    return v;
  };
  return walk(value) as T;
}

/** A text or jsonb column holds one of the names (any case). */
export const holds = (column: SQL | unknown, names: string[]) =>
  or(...names.map((n) => sql`strpos(lower(${column}::text), lower(${n})) > 0`)) as SQL;

/** The SCORM data a learner typed or that names her; scores, statuses and times stay. */
const CMI_PERSONAL = new Set([
  'learner_name',
  'learner_id',
  'student_name',
  'student_id',
  'suspend_data',
  'comments',
  'comments_from_learner',
  'learner_response',
  'student_response',
]);
function withoutPersonalCmi(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutPersonalCmi);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !CMI_PERSONAL.has(key))
        .map(([key, v]) => [key, withoutPersonalCmi(v)]),
    );
  return value;
}

/** A test's answers without what the learner wrote: free text and gaps emptied, choices kept. */
const withoutWriting = (answers: (Answer | null)[]) =>
  answers.map((a) =>
    a === null
      ? null
      : {
          ...a,
          ...(a.text !== undefined ? { text: '' } : {}),
          ...(a.gaps ? { gaps: a.gaps.map(() => '') } : {}),
        },
  );

/**
 * Rewrites the rows of a table whose column names the person: `write` gets each row's id and the
 * column's value with the names blanked (free text kept otherwise).
 */
async function blankColumn<C extends PgColumn>(
  tx: Tx,
  table: PgTable & { id: PgColumn },
  column: C,
  names: string[],
  write: (id: string, value: C['_']['data']) => Promise<unknown>,
) {
  const rows = await tx
    .select({ id: table.id, value: column })
    .from(table)
    .where(holds(column, names));
  for (const row of rows) await write(row.id as string, blank(row.value, names));
}

/** The trail's entries about the person: her record's, those naming her id, e-mail or name. */
export const auditAbout = (table: 'students' | 'customers', person: Person): SQL =>
  or(
    and(eq(auditLog.tableName, table), eq(auditLog.recordId, person.id)),
    sql`strpos(${auditLog.before}::text, ${person.id}) > 0`,
    sql`strpos(${auditLog.after}::text, ${person.id}) > 0`,
    holds(auditLog.before, namesOf(person)),
    holds(auditLog.after, namesOf(person)),
  ) as SQL;

/**
 * Blanks the person's values in the trail (the one update it lets through, app.erasure being on):
 * before and after go, and so do the address and browser of what she did herself (no one signed in).
 */
async function blankTrail(tx: Tx, table: 'students' | 'customers', person: Person) {
  const about = auditAbout(table, person);
  await tx
    .update(auditLog)
    .set({
      before: null,
      after: null,
      ip: sql`case when ${auditLog.actorId} is null then null else ${auditLog.ip} end`,
      userAgent: sql`case when ${auditLog.actorId} is null then null else ${auditLog.userAgent} end`,
    })
    .where(about);
}

/** blankColumn on each of a table's free-text columns, by their keys in the table. */
async function blankColumns<T extends PgTable & { id: PgColumn }>(
  tx: Tx,
  table: T,
  columns: Record<string, PgColumn>,
  names: string[],
) {
  for (const [key, column] of Object.entries(columns))
    await blankColumn(tx, table, column, names, (id, value) =>
      tx
        .update(table)
        .set({ [key]: value } as never)
        .where(eq(table.id, id)),
    );
}

/**
 * The free text of the staff and the quality registers that may name the person: her name replaced
 * wherever it is (the session comments, the group's notes, the complaints, the improvement actions,
 * the notes on learners at risk).
 */
async function blankFreeText(tx: Tx, person: Person) {
  const names = namesOf(person);
  const { fromName, subject, description, answer } = complaints;
  await blankColumns(tx, complaints, { fromName, subject, description, answer }, names);
  await blankColumns(
    tx,
    improvements,
    {
      title: improvements.title,
      description: improvements.description,
      result: improvements.result,
    },
    names,
  );
  await blankColumns(tx, atRiskFlags, { closingNote: atRiskFlags.closingNote }, names);
  await blankColumns(tx, atRiskActions, { note: atRiskActions.note }, names);
  await blankColumn(tx, notificationsIntra, notificationsIntra.params, names, (id, params) =>
    tx.update(notificationsIntra).set({ params }).where(eq(notificationsIntra.id, id)),
  );
  await blankColumn(tx, sessionComments, sessionComments.text, names, (id, text) =>
    tx.update(sessionComments).set({ text }).where(eq(sessionComments.id, id)),
  );
  await blankColumn(tx, groups, groups.writerComment, names, (id, writerComment) =>
    tx.update(groups).set({ writerComment }).where(eq(groups.id, id)),
  );
}

/**
 * Her survey answers (a learner's or a client contact's): what she wrote goes (the text questions'
 * answers emptied), her ratings and choices stay for the figures; her links open nothing any more,
 * and a survey not yet mailed is not.
 */
async function eraseSurveyAnswers(
  tx: Tx,
  recipient: typeof surveyRequests.studentId | typeof surveyRequests.customerId,
  id: string,
) {
  const answered = await tx
    .select({
      id: surveyRequests.id,
      answers: surveyRequests.answers,
      questions: surveys.questions,
    })
    .from(surveyRequests)
    .innerJoin(surveys, eq(surveys.id, surveyRequests.surveyId))
    .where(and(eq(recipient, id), isNotNull(surveyRequests.answers)));
  for (const row of answered) {
    const written = new Set(row.questions.filter((q) => q.kind === 'text').map((q) => q.id));
    const answers = Object.fromEntries(
      Object.entries(row.answers ?? {}).map(([id, v]) => [id, written.has(id) ? '' : v]),
    );
    await tx.update(surveyRequests).set({ answers }).where(eq(surveyRequests.id, row.id));
  }
  await tx
    .update(surveyRequests)
    .set({ expiresAt: sql`least(${surveyRequests.expiresAt}, now())` })
    .where(eq(recipient, id));
}

/** Sets app.erasure for the transaction: the trail records none of its writes and lets its update through. */
const erasing = (tx: Tx) => tx.execute(sql`select set_config('app.erasure', 'on', true)`);

/**
 * Erases a learner: her identity everywhere, what she wrote, her signatures and documents; what
 * statistics need (groups, hours, grades, levels, scores) stays, without identity. One transaction;
 * the files go once it is committed. Answers the files' keys removed.
 */
export async function eraseStudent(db: Database, files: FileStore, person: Person) {
  const keys = await db.transaction(async (tx) => {
    await erasing(tx);
    const email = erasedEmail(person.id);
    const signatureFiles = await tx
      .select({ key: signatures.fileKey })
      .from(signatures)
      .where(eq(signatures.studentId, person.id));
    // Her documents issued keep their rows (kind, version, digest, dates), not their files.
    const issued = await tx
      .select({ key: issuedDocuments.fileKey })
      .from(issuedDocuments)
      .where(eq(issuedDocuments.studentId, person.id));
    await tx
      .update(issuedDocuments)
      .set({ fileKey: null })
      .where(eq(issuedDocuments.studentId, person.id));
    const documents = await tx
      .select({ key: slotAttendance.documentKey })
      .from(slotAttendance)
      .where(and(eq(slotAttendance.studentId, person.id), isNotNull(slotAttendance.documentKey)));
    await tx
      .update(students)
      .set({
        ...erasedIdentity(person.id),
        archivedAt: sql`coalesce(${students.archivedAt}, now())`,
      })
      .where(eq(students.id, person.id));
    await tx
      .update(groupStudents)
      .set({ comment: '' })
      .where(eq(groupStudents.studentId, person.id));
    await tx.update(groupGrades).set({ comment: '' }).where(eq(groupGrades.studentId, person.id));
    await tx
      .update(signatures)
      .set({ points: [], ip: '', userAgent: '' })
      .where(eq(signatures.studentId, person.id));
    await tx
      .update(slotAttendance)
      .set({ documentKey: null, documentName: null })
      .where(eq(slotAttendance.studentId, person.id));
    const attempts = await tx
      .select({ id: testAttempts.id, answers: testAttempts.answers })
      .from(testAttempts)
      .where(
        or(
          eq(testAttempts.studentId, person.id),
          sql`lower(${testAttempts.email}) = lower(${person.email})`,
        ),
      );
    for (const attempt of attempts) {
      await tx
        .update(testAttempts)
        .set({
          lastName: ERASED_NAME,
          firstName: '',
          email,
          answers: withoutWriting(attempt.answers),
        })
        .where(eq(testAttempts.id, attempt.id));
    }
    const trackers = await tx
      .select({ id: unitTrackers.id, cmi: unitTrackers.cmi })
      .from(unitTrackers)
      .where(eq(unitTrackers.studentId, person.id));
    for (const tracker of trackers) {
      await tx
        .update(unitTrackers)
        .set({ cmi: withoutPersonalCmi(tracker.cmi) as Record<string, unknown> })
        .where(eq(unitTrackers.id, tracker.id));
    }
    await tx.update(moduleTests).set({ email }).where(eq(moduleTests.studentId, person.id));
    await tx
      .update(elearningNotifications)
      .set({
        email,
        error: sql`case when ${elearningNotifications.error} is null then null else '' end`,
      })
      .where(eq(elearningNotifications.studentId, person.id));
    await eraseSurveyAnswers(tx, surveyRequests.studentId, person.id);
    await blankFreeText(tx, person);
    await blankTrail(tx, 'students', person);
    return [...signatureFiles, ...documents, ...issued]
      .map((f) => f.key)
      .filter((k): k is string => !!k);
  });
  for (const key of keys) await files.delete(key);
  return keys;
}

/**
 * Erases a client contact: her identity and what names her; the clients she was referent of keep the
 * (anonymous) record; her survey answers lose what she wrote, as a learner's. The agreements sent
 * her and not signed are withdrawn (their links sign no more); those she signed keep their proof
 * (name typed, address, time, digest), which the provider must keep as evidence of the contract
 * (GDPR article 17(3)(b) and (e)).
 */
export async function eraseCustomer(db: Database, person: Person) {
  await db.transaction(async (tx) => {
    await erasing(tx);
    await tx.execute(
      sql`delete from agreement_signatures where customer_id = ${person.id} and signed_at is null`,
    );
    await tx
      .update(customers)
      .set({
        ...erasedIdentity(person.id),
        archivedAt: sql`coalesce(${customers.archivedAt}, now())`,
      })
      .where(eq(customers.id, person.id));
    // The at-risk mails that went to her keep that they went, not to which address.
    await tx
      .update(atRiskFlags)
      .set({
        clientMailedTo: sql`array_replace(${atRiskFlags.clientMailedTo}, ${person.email}, ${erasedEmail(person.id)})`,
      })
      .where(sql`${person.email} = any(${atRiskFlags.clientMailedTo})`);
    await eraseSurveyAnswers(tx, surveyRequests.customerId, person.id);
    await blankFreeText(tx, person);
    await blankTrail(tx, 'customers', person);
  });
}
