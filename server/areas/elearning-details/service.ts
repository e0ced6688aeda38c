import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
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
  type SetElearningNotify,
  type UpdateElearningDetails,
} from '../../../domain/entities/group-elearning';
import { mergeSettings, settingsOf } from '../../../domain/rules/elearning-notifications';
import { elearningNumberErrors } from '../../../domain/rules/group-elearning';
import type { Database } from '../../db/connect';
import {
  contentItems,
  contentTitles,
  elearningDetails,
  groupContents,
  groups,
} from '../../db/schema';
import { qualified, tableCrud } from '../../lib/crud-table';
import { unknownReference } from '../../lib/db-errors';
import { badRequest, foundFirst, HttpError } from '../../lib/http-errors';
import { asArray } from '../../lib/list-query';
import { ownGroups, type Reader } from '../../lib/scope';

type Row = typeof elearningDetails.$inferSelect;

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
  notifications: settingsOf(r.notifySettings),
  exam: (r.exam as ElearningExam | null) ?? null,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

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

/**
 * A group's e-learning details, one record a group. The list's q searches the group's name; a
 * Teacher sees those of her groups only (the routes add ownGroups to the list and the read).
 */
export const detailsCrud = tableCrud<
  typeof elearningDetails,
  ElearningDetails,
  never,
  Values & { updatedAt?: string }
>({
  table: elearningDetails,
  toRecord: toDetails,
  filterSchema: ElearningDetailsFilterSchema,
  filters: {
    groupId: (v: string | string[]) => inArray(elearningDetails.groupId, asArray(v)),
    companyId: (v: string | string[]) => inArray(elearningDetails.companyId, asArray(v)),
  },
  search: sql`(select ${groups.searchText} from ${groups} where ${groups.id} = ${qualified(elearningDetails, elearningDetails.groupId)})`,
  sortable: {
    createdAt: elearningDetails.createdAt,
    updatedAt: elearningDetails.updatedAt,
    semester: elearningDetails.semester,
    groupId: elearningDetails.groupId,
  },
  defaultSort: elearningDetails.createdAt,
  checkUpdate: (body) => checkNumbers(body),
  set: columnsOf,
});

/** The records a reader sees: a Teacher, those of her groups. */
export const readerGroups = (reader: Reader) => ownGroups(reader, elearningDetails.groupId);

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

/** An update: with ?update=true the targets may come nested (see flatUpdate). */
export const updateDetails = (
  db: Database,
  id: string,
  body: UpdateElearningDetails,
  update: boolean,
): Promise<ElearningDetails> =>
  detailsCrud.update(db, id, { ...flatUpdate(body, update), updatedAt: body.updatedAt });

export const setExam = (
  db: Database,
  id: string,
  { typeofexam, date, updatedAt }: SetElearningExam,
) => detailsCrud.write(db, id, { exam: { typeofexam, date } satisfies ElearningExam }, updatedAt);

/** DELETE /elearningdetails/exam/{id}: the e-learning closes with no exam. */
export const clearExam = (db: Database, id: string) => detailsCrud.write(db, id, { exam: null });

/**
 * PUT /elearningdetails/notif/{id}: the master switch and, when given, the kinds' switches and
 * thresholds (merged over those stored). The merge reads the row: a stale updatedAt is still a 409.
 */
export async function setNotify(db: Database, id: string, body: SetElearningNotify) {
  if (!body.notifications)
    return detailsCrud.write(db, id, { notify: body.notify }, body.updatedAt);
  const [row] = await db
    .select({ notifySettings: elearningDetails.notifySettings })
    .from(elearningDetails)
    .where(eq(elearningDetails.id, id));
  if (!row) return detailsCrud.write(db, id, { notify: body.notify }, body.updatedAt);
  const notifySettings = mergeSettings(settingsOf(row.notifySettings), body.notifications);
  return detailsCrud.write(db, id, { notify: body.notify, notifySettings }, body.updatedAt);
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
  const group = foundFirst(
    await db
      .select({
        id: groups.id,
        level: groups.level,
        languageId: groups.languageId,
        updatedAt: groups.updatedAt,
      })
      .from(groups)
      .where(and(eq(groups.id, groupId), ownGroups(reader, groups.id))),
  );
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
