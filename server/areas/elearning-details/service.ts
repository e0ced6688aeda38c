import { and, asc, count, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import {
  type CreateElearningDetails,
  EL_ALREADY_EXISTS,
  EL_NESTED_CONFLICT,
  EL_NESTED_NEEDS_UPDATE,
  EL_UNKNOWN_GROUP,
  type ElearningDetails,
  ElearningDetailsFilterSchema,
  type ElearningExam,
  type GroupContent,
  type SetElearningExam,
  type UpdateElearningDetails,
} from '../../../domain/entities/group-elearning';
import { elearningNumberErrors } from '../../../domain/rules/group-elearning';
import type { Database } from '../../db/connect';
import {
  contentItems,
  contentTitles,
  elearningDetails,
  groupContents,
  groups,
} from '../../db/schema';
import { unknownReference } from '../../lib/db-errors';
import { badRequest, HttpError, notFound, staleUpdate } from '../../lib/http-errors';
import { asArray, orderBy, type ParsedList, parseFilter } from '../../lib/list-query';
import { ownGroups, type Reader } from '../../lib/scope';
import { unchangedSince } from '../../lib/stale-write';

type Row = typeof elearningDetails.$inferSelect;
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Db = Database | Tx;

const MINUTES = 60;
const toHours = (minutes: number) => minutes / MINUTES;
const toMinutes = (hours: number) => Math.round(hours * MINUTES);

export const toDetails = (r: Row): ElearningDetails => ({
  _id: r.id,
  groupId: r.groupId,
  companyId: r.companyId,
  semester: r.semester,
  elearningDuration: toHours(r.elearningMinutes),
  presentialHours: toHours(r.presentialMinutes),
  elearningTarget: r.elearningTarget,
  elearningAttempts: r.elearningAttempts,
  elearningDurationTarget: toHours(r.durationTargetMinutes),
  elearningOptions: r.elearningOptions,
  elearningProgramme: r.programme,
  elearningEvaluations: r.evaluations,
  elearningResources: r.resourceBlocks,
  notify: r.notify,
  exam: (r.exam as ElearningExam | null) ?? null,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

const SORTABLE = {
  createdAt: elearningDetails.createdAt,
  updatedAt: elearningDetails.updatedAt,
  semester: elearningDetails.semester,
  groupId: elearningDetails.groupId,
};

/** The list's conditions: its filter and the reader's groups. */
export function detailsConditions(list: ParsedList, reader: Reader): SQL | undefined {
  const filter = parseFilter(ElearningDetailsFilterSchema, list);
  return and(
    ownGroups(reader, elearningDetails.groupId),
    filter.groupId !== undefined
      ? inArray(elearningDetails.groupId, asArray(filter.groupId))
      : undefined,
    filter.companyId !== undefined
      ? inArray(elearningDetails.companyId, asArray(filter.companyId))
      : undefined,
  );
}

export async function detailsRows(db: Database, list: ParsedList, where: SQL | undefined) {
  const query = db
    .select()
    .from(elearningDetails)
    .where(where)
    .orderBy(...orderBy(list, SORTABLE, elearningDetails.createdAt, elearningDetails.id))
    .offset(list.offset);
  const rows = await (list.limit !== undefined ? query.limit(list.limit) : query);
  return rows.map(toDetails);
}

export async function countDetails(db: Database, where: SQL | undefined) {
  const [{ n }] = await db.select({ n: count() }).from(elearningDetails).where(where);
  return n;
}

/** One record; outside the reader's groups it does not exist (404). */
export async function getDetails(db: Db, id: string, reader: Reader): Promise<ElearningDetails> {
  const [row] = await db
    .select()
    .from(elearningDetails)
    .where(and(eq(elearningDetails.id, id), ownGroups(reader, elearningDetails.groupId)));
  if (!row) throw notFound();
  return toDetails(row);
}

/** The number rules of domain/rules/group-elearning.ts: a 400 naming each wrong field. */
function checkNumbers(values: Parameters<typeof elearningNumberErrors>[0]) {
  const errors = elearningNumberErrors(values);
  const keys = Object.values(errors);
  if (keys.length > 0) throw badRequest(keys[0], errors);
}

type Values = Omit<CreateElearningDetails, 'groupId'>;

/** The row's columns of the fields given (hours to minutes); absent fields are left out. */
function columnsOf(v: Values) {
  return {
    semester: v.semester,
    elearningMinutes:
      v.elearningDuration === undefined ? undefined : toMinutes(v.elearningDuration),
    presentialMinutes: v.presentialHours === undefined ? undefined : toMinutes(v.presentialHours),
    durationTargetMinutes:
      v.elearningDurationTarget === undefined ? undefined : toMinutes(v.elearningDurationTarget),
    elearningTarget: v.elearningTarget,
    elearningAttempts: v.elearningAttempts,
    elearningOptions: v.elearningOptions,
    programme: v.elearningProgramme,
    evaluations: v.elearningEvaluations,
    resourceBlocks: v.elearningResources,
    notify: v.notify,
  };
}

export async function createDetails(
  db: Database,
  body: CreateElearningDetails,
): Promise<ElearningDetails> {
  const { groupId, ...values } = body;
  checkNumbers(values);
  return db.transaction(async (tx) => {
    const [group] = await tx
      .select({ id: groups.id, companyId: groups.companyId })
      .from(groups)
      .where(eq(groups.id, groupId))
      // The group stays while its details are written.
      .for('share');
    if (!group) throw unknownReference('groupId', EL_UNKNOWN_GROUP);
    const [row] = await tx
      .insert(elearningDetails)
      .values({ groupId, companyId: group.companyId, ...columnsOf(values) })
      .onConflictDoNothing({ target: elearningDetails.groupId })
      .returning();
    if (!row) throw new HttpError(409, EL_ALREADY_EXISTS, {}, { groupId: EL_ALREADY_EXISTS });
    return toDetails(row);
  });
}

/**
 * The flat fields of an update: with ?update=true the two targets may come nested under
 * `elearning` (spec section 3); the same field nested and flat with two values is a 400.
 */
export function flatUpdate(body: UpdateElearningDetails, update: boolean): Values {
  const { elearning, updatedAt: _updatedAt, ...flat } = body;
  if (elearning === undefined) return flat;
  if (!update) throw badRequest(EL_NESTED_NEEDS_UPDATE, { elearning: EL_NESTED_NEEDS_UPDATE });
  const out: Values = { ...flat };
  for (const field of ['elearningDurationTarget', 'elearningAttempts'] as const) {
    const nested = elearning[field];
    if (nested === undefined) continue;
    if (flat[field] !== undefined && flat[field] !== nested) {
      throw badRequest(EL_NESTED_CONFLICT, { [`elearning.${field}`]: EL_NESTED_CONFLICT });
    }
    out[field] = nested;
  }
  return out;
}

/** Writes the given columns guarded by updatedAt: stale is a 409, missing (or not the reader's) a 404. */
async function guardedUpdate(
  db: Database,
  id: string,
  set: Partial<typeof elearningDetails.$inferInsert>,
  updatedAt: string | undefined,
): Promise<ElearningDetails> {
  const [row] = await db
    .update(elearningDetails)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(elearningDetails.id, id), unchangedSince(elearningDetails.updatedAt, updatedAt)))
    .returning();
  if (row) return toDetails(row);
  const [exists] = await db
    .select({ id: elearningDetails.id })
    .from(elearningDetails)
    .where(eq(elearningDetails.id, id));
  throw exists ? staleUpdate() : notFound();
}

export async function updateDetails(
  db: Database,
  id: string,
  body: UpdateElearningDetails,
  update: boolean,
): Promise<ElearningDetails> {
  const values = flatUpdate(body, update);
  checkNumbers(values);
  return guardedUpdate(db, id, columnsOf(values), body.updatedAt);
}

export async function setExam(
  db: Database,
  id: string,
  body: SetElearningExam,
): Promise<ElearningDetails> {
  const exam: ElearningExam = { typeofexam: body.typeofexam, date: body.date };
  return guardedUpdate(db, id, { exam }, body.updatedAt);
}

/** DELETE /elearningdetails/exam/{id}: the e-learning closes with no exam. */
export const clearExam = (db: Database, id: string): Promise<ElearningDetails> =>
  guardedUpdate(db, id, { exam: null }, undefined);

export async function setNotify(
  db: Database,
  id: string,
  body: { notify: boolean; updatedAt?: string },
): Promise<ElearningDetails> {
  return guardedUpdate(db, id, { notify: body.notify }, body.updatedAt);
}

export async function deleteDetails(db: Database, id: string): Promise<ElearningDetails> {
  const [row] = await db.delete(elearningDetails).where(eq(elearningDetails.id, id)).returning();
  if (!row) throw notFound();
  return toDetails(row);
}

/**
 * GET /contenttitle/group/{id}: the content titles at the group's level and language (or those
 * asked), titles of no language included, each with its items; and the group's chosen items.
 */
export async function groupContent(
  db: Database,
  groupId: string,
  reader: Reader,
  query: { level?: number; language?: string },
): Promise<GroupContent> {
  const [group] = await db
    .select({
      id: groups.id,
      level: groups.level,
      languageId: groups.languageId,
      updatedAt: groups.updatedAt,
    })
    .from(groups)
    .where(and(eq(groups.id, groupId), ownGroups(reader, groups.id)));
  if (!group) throw notFound();
  const level = query.level ?? group.level;
  const language = query.language ?? group.languageId;
  const titles = await db
    .select()
    .from(contentTitles)
    .where(
      and(
        eq(contentTitles.level, level),
        or(eq(contentTitles.languageId, language), isNull(contentTitles.languageId)),
      ),
    )
    .orderBy(asc(contentTitles.title), asc(contentTitles.id));
  const items =
    titles.length === 0
      ? []
      : await db
          .select()
          .from(contentItems)
          .where(
            inArray(
              contentItems.titleId,
              titles.map((t) => t.id),
            ),
          )
          .orderBy(asc(contentItems.createdAt), asc(contentItems.id));
  const chosen = await db
    .select({ id: groupContents.contentItemId })
    .from(groupContents)
    .where(eq(groupContents.groupId, groupId))
    .orderBy(asc(groupContents.contentItemId));
  return {
    groupId,
    level,
    language,
    titles: titles.map((t) => ({
      _id: t.id,
      title: t.title,
      level: t.level,
      language: t.languageId,
      items: items
        .filter((i) => i.titleId === t.id)
        .map((i) => ({ _id: i.id, content: i.content, type: i.type as 2 | 3, level: i.level })),
      createdAt: t.createdAt.toISOString(),
      updatedAt: t.updatedAt.toISOString(),
    })),
    formationContent: chosen.map((c) => c.id),
    updatedAt: group.updatedAt.toISOString(),
  };
}
