import { and, eq, inArray, isNotNull, lt, type SQL, sql } from 'drizzle-orm';
import {
  type CreateImprovement,
  type Improvement,
  ImprovementFilterSchema,
  type UpdateImprovement,
} from '../../../domain/entities/improvement';
import {
  fieldsBeyondOwner,
  type ImprovementOrigin,
  type ImprovementStatus,
  improvementErrors,
  OWNER_REPORTS,
  UNKNOWN_COMPLAINT,
  UNKNOWN_OWNER,
  UNKNOWN_SURVEY,
} from '../../../domain/rules/improvement';
import { providerDay } from '../../../domain/rules/session';
import type { Database } from '../../db/connect';
import { complaints, improvements, staff, surveys } from '../../db/schema';
import { sortKey } from '../../db/schema/columns';
import type { Where } from '../../lib/crud-routes';
import { qualified, tableCrud } from '../../lib/crud-table';
import { badRequest, HttpError } from '../../lib/http-errors';
import { asArray, type ParsedList } from '../../lib/list-query';
import type { Reader } from '../../lib/scope';

const ownerName = sql<
  string | null
>`(select concat_ws(' ', ${staff.firstname}, ${staff.name}) from ${staff} where ${staff.id} = ${qualified(improvements, improvements.ownerId)})`;
const complaintSubject = sql<
  string | null
>`(select ${complaints.subject} from ${complaints} where ${complaints.id} = ${qualified(improvements, improvements.complaintId)})`;

const surveyName = sql<
  string | null
>`(select ${surveys.name} from ${surveys} where ${surveys.id} = ${qualified(improvements, improvements.surveyId)})`;

const columns = {
  id: improvements.id,
  origin: improvements.origin,
  complaintId: improvements.complaintId,
  complaintSubject,
  surveyId: improvements.surveyId,
  surveyName,
  title: improvements.title,
  description: improvements.description,
  ownerId: improvements.ownerId,
  ownerName,
  dueOn: improvements.dueOn,
  status: improvements.status,
  result: improvements.result,
  closedOn: improvements.closedOn,
  createdAt: improvements.createdAt,
  updatedAt: improvements.updatedAt,
};
type Row = { [K in keyof typeof columns]: unknown } & {
  id: string;
  createdAt: Date;
  updatedAt: Date;
};

export const toImprovement = ({ id, createdAt, updatedAt, ...r }: Row): Improvement => ({
  ...(r as Omit<Improvement, '_id' | 'createdAt' | 'updatedAt'>),
  _id: id,
  origin: r.origin as ImprovementOrigin,
  status: r.status as ImprovementStatus,
  createdAt: createdAt.toISOString(),
  updatedAt: updatedAt.toISOString(),
});

const isClosed = (status: ImprovementStatus | undefined) =>
  status === 'done' || status === 'abandoned';

/** The rules of domain/rules/improvement.ts on the action as it will be (a 400 on the field). */
function checked(action: Parameters<typeof improvementErrors>[0]) {
  const errors = improvementErrors(action);
  const [first] = Object.values(errors);
  if (first) throw badRequest(first, errors);
}

const OPEN_STATUSES = ['planned', 'in_progress'];

const crud = tableCrud<
  typeof improvements,
  Improvement,
  CreateImprovement,
  UpdateImprovement & { closedOn?: string | null },
  Row
>({
  table: improvements,
  select: (db) => db.select(columns).from(improvements).$dynamic(),
  toRecord: toImprovement,
  filterSchema: ImprovementFilterSchema,
  filters: {
    origin: (v: string | string[]) => inArray(improvements.origin, asArray(v)),
    status: (v: string | string[]) => inArray(improvements.status, asArray(v)),
    complaintId: (v: string | string[]) => inArray(improvements.complaintId, asArray(v)),
    surveyId: (v: string | string[]) => inArray(improvements.surveyId, asArray(v)),
    ownerId: (v: string | string[]) => inArray(improvements.ownerId, asArray(v)),
    open: (v: boolean): SQL =>
      v
        ? inArray(improvements.status, OPEN_STATUSES)
        : sql`${improvements.status} not in ('planned', 'in_progress')`,
    overdue: (v: boolean): SQL => {
      const overdue = and(
        inArray(improvements.status, OPEN_STATUSES),
        isNotNull(improvements.dueOn),
        lt(improvements.dueOn, providerDay(new Date())),
      ) as SQL;
      return v ? overdue : sql`not coalesce(${overdue}, false)`;
    },
  },
  search: improvements.searchText,
  sortable: {
    title: sortKey(improvements.title),
    origin: improvements.origin,
    dueOn: improvements.dueOn,
    status: improvements.status,
    closedOn: improvements.closedOn,
    createdAt: improvements.createdAt,
    updatedAt: improvements.updatedAt,
  },
  defaultSort: 'createdAt',
  references: {
    complaintId: { column: complaints.id, key: UNKNOWN_COMPLAINT },
    surveyId: { column: surveys.id, key: UNKNOWN_SURVEY },
    ownerId: { column: staff.id, key: UNKNOWN_OWNER },
  },
  insert: (body) => {
    checked(body);
    return { ...body, closedOn: isClosed(body.status) ? providerDay(new Date()) : null };
  },
});

/** What a Teacher reads and writes ('own'): the actions she owns. */
const owned = (reader: Reader): Where =>
  reader.scope === 'all' ? undefined : eq(improvements.ownerId, reader.staffId);

export const improvementConditions = (list: ParsedList, reader: Reader): Where =>
  and(owned(reader), crud.conditions(list));

export const improvementRows = crud.rows;
export const countImprovements = crud.count;

/** One action the reader may read (another is a 404). */
export const getImprovement = (db: Database, id: string, reader: Reader) =>
  crud.get(db, id, owned(reader));

/**
 * An administrator opens an action for anyone; a Teacher opens one she owns (her own idea, say):
 * it is hers unless she names another owner (403).
 */
export function createImprovement(db: Database, body: CreateImprovement, reader: Reader) {
  if (reader.scope === 'all') return crud.create(db, body);
  if (body.ownerId !== null && body.ownerId !== reader.staffId)
    throw new HttpError(403, OWNER_REPORTS);
  return crud.create(db, { ...body, ownerId: reader.staffId });
}

/**
 * The rules run on the action as it will be; a stale updatedAt is a 409. Its closing day is set when
 * it becomes done or abandoned, cleared when it opens again. A Teacher who owns it changes only its
 * status and result (403 for any other change).
 */
export async function updateImprovement(
  db: Database,
  id: string,
  body: UpdateImprovement,
  reader: Reader,
) {
  const current = await getImprovement(db, id, reader);
  if (reader.scope !== 'all' && fieldsBeyondOwner(body, current).length > 0)
    throw new HttpError(403, OWNER_REPORTS);
  const next = { ...current, ...body };
  checked(next);
  const closedOn =
    isClosed(next.status) === isClosed(current.status)
      ? undefined
      : isClosed(next.status)
        ? providerDay(new Date())
        : null;
  return crud.update(db, id, { ...body, ...(closedOn === undefined ? {} : { closedOn }) });
}

/**
 * An administrator deletes any action; a Teacher only one she owns that has not started (403 once it
 * has: its history is evidence).
 */
export async function removeImprovement(db: Database, id: string, reader: Reader) {
  const current = await getImprovement(db, id, reader);
  if (reader.scope !== 'all' && current.status !== 'planned')
    throw new HttpError(403, OWNER_REPORTS);
  return crud.remove(db, id);
}
