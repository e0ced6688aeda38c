import { eq, inArray, sql } from 'drizzle-orm';
import {
  ACCESS_CODE_GROUP_COMPANY,
  ACCESS_CODE_MAX_USES,
  ACCESS_CODE_WINDOW,
  type AccessCode,
  AccessCodeFilterSchema,
  type CreateAccessCode,
  type CreateAccessCodes,
  type UpdateAccessCode,
} from '../../../domain/entities/access-code';
import {
  QUIZ_EXAM_COMPANY,
  QUIZ_POOL_OR_EXAM,
  QUIZ_UNKNOWN_EXAM,
} from '../../../domain/entities/access-code-quiz';
import { quizErrors } from '../../../domain/rules/question-draw';
import type { Database, Db } from '../../db/connect';
import { accessCodes, companies, groups } from '../../db/schema';
import { tableCrud } from '../../lib/crud-table';
import { pgCode, unknownReference } from '../../lib/db-errors';
import { badRequest } from '../../lib/http-errors';
import { asArray } from '../../lib/list-query';
import { examQuizOf } from '../exams';
import { newCode } from './code';

type Row = typeof accessCodes.$inferSelect;

const toAccessCode = ({
  id,
  poolId,
  companyId,
  groupId,
  examSessionId,
  searchText: _,
  ...r
}: Row): AccessCode => ({
  ...r,
  _id: id,
  pool: poolId,
  company: companyId,
  group: groupId,
  examSession: examSessionId,
  validFrom: r.validFrom.toISOString(),
  validUntil: r.validUntil.toISOString(),
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

type Terms = Pick<CreateAccessCode, 'group' | 'validFrom' | 'validUntil' | 'maxUses'> & {
  company: string;
};

/** What a code opens, as stored: a pool for a client, or an exam session's quiz (its pool and client). */
interface Opening {
  poolId: string;
  companyId: string;
  examSessionId: string | null;
  quizLevel: number | null;
  quizCount: number | null;
}

/**
 * What a new code opens: a pool for a client, or an exam session's automatic quiz with its level and
 * questions per skill. An exam session's client is the code's (another client named is a 400), its
 * pool the one its subject names; naming both or neither is a 400 on pool, an unknown session a 400
 * on examSession, a session of another modality or whose subject names no pool a 409.
 */
async function openingOf(db: Db, body: CreateAccessCode): Promise<Opening> {
  const refused = (key: string, field: string) => badRequest(key, { [field]: key });
  if (body.examSession) {
    if (body.pool) throw refused(QUIZ_POOL_OR_EXAM, 'pool');
    const errors = quizErrors(body.quizLevel, body.quizCount);
    const [first] = Object.values(errors);
    if (first) throw badRequest(first, errors);
    const quiz = await examQuizOf(db, body.examSession, undefined, () =>
      refused(QUIZ_UNKNOWN_EXAM, 'examSession'),
    );
    if (body.company && body.company !== quiz.companyId)
      throw refused(QUIZ_EXAM_COMPANY, 'company');
    return {
      poolId: quiz.pool.id,
      companyId: quiz.companyId,
      examSessionId: quiz.id,
      quizLevel: body.quizLevel as number,
      quizCount: body.quizCount as number,
    };
  }
  if (!body.pool) throw refused(QUIZ_POOL_OR_EXAM, 'pool');
  if (!body.company) throw refused('app.errors.field_required', 'company');
  if (body.quizLevel != null || body.quizCount != null)
    throw refused(QUIZ_POOL_OR_EXAM, 'examSession');
  return {
    poolId: body.pool,
    companyId: body.company,
    examSessionId: null,
    quizLevel: null,
    quizCount: null,
  };
}

/** The window opens before it closes; a group is one of the code's client. */
async function checkTerms(db: Db, terms: Terms, uses = 0) {
  if (new Date(terms.validFrom) >= new Date(terms.validUntil))
    throw badRequest(ACCESS_CODE_WINDOW, { validUntil: ACCESS_CODE_WINDOW });
  if (terms.maxUses < uses)
    throw badRequest(ACCESS_CODE_MAX_USES, { maxUses: ACCESS_CODE_MAX_USES });
  if (terms.group) {
    const [group] = await db
      .select({ companyId: groups.companyId })
      .from(groups)
      .where(eq(groups.id, terms.group));
    if (group?.companyId !== terms.company)
      throw badRequest(ACCESS_CODE_GROUP_COMPANY, { group: ACCESS_CODE_GROUP_COMPANY });
  }
}

/** A pool or client that does not exist (a foreign key refuses): 400 on its field. */
const referenceError = (error: unknown): never => {
  if (pgCode(error) === '23503') {
    const pool = String((error as { constraint?: string }).constraint ?? '').includes('pool');
    throw pool
      ? unknownReference('pool', 'app.codes.unknown_pool')
      : unknownReference('company', 'app.codes.unknown_company');
  }
  throw error;
};

const columns = (body: CreateAccessCode, opening: Opening) => ({
  code: newCode(),
  ...opening,
  groupId: body.group,
  validFrom: new Date(body.validFrom),
  validUntil: new Date(body.validUntil),
  maxUses: body.maxUses,
});

const crud = tableCrud<typeof accessCodes, AccessCode, CreateAccessCode, UpdateAccessCode>({
  table: accessCodes,
  toRecord: toAccessCode,
  filterSchema: AccessCodeFilterSchema,
  filters: {
    pool: (v: string | string[]) => inArray(accessCodes.poolId, asArray(v)),
    examSession: (v: string | string[]) => inArray(accessCodes.examSessionId, asArray(v)),
    company: (v: string | string[]) => inArray(accessCodes.companyId, asArray(v)),
    group: (v: string | string[]) => inArray(accessCodes.groupId, asArray(v)),
  },
  search: accessCodes.searchText,
  sortable: {
    // The reference columns of the list: by the name the reader sees.
    company: sql`(select ${companies.name} from ${companies} where ${companies.id} = ${accessCodes.companyId})`,
    group: sql`(select ${groups.name} from ${groups} where ${groups.id} = ${accessCodes.groupId})`,
    validFrom: accessCodes.validFrom,
    validUntil: accessCodes.validUntil,
    uses: accessCodes.uses,
    maxUses: accessCodes.maxUses,
    createdAt: accessCodes.createdAt,
    updatedAt: accessCodes.updatedAt,
  },
  defaultSort: 'createdAt',
  writeError: referenceError,
});

/**
 * POST /code/batch: `count` codes alike (a pool's, or an exam session's quiz), in one transaction,
 * in the order made.
 */
async function createMany(db: Database, { count, ...terms }: CreateAccessCodes) {
  return db.transaction(async (tx) => {
    const opening = await openingOf(tx, terms);
    await checkTerms(tx, { ...terms, company: opening.companyId });
    const rows = await tx
      .insert(accessCodes)
      .values(Array.from({ length: count }, () => columns(terms, opening)))
      .returning()
      .catch(referenceError);
    return rows.map(toAccessCode);
  });
}

/** The window, uses and group checked on the code as it will be (uses never above the maximum). */
async function update(db: Database, id: string, { updatedAt, ...body }: UpdateAccessCode) {
  const current = await crud.get(db, id);
  const next = { ...current, ...body };
  await checkTerms(db, next, current.uses);
  return crud.write(
    db,
    id,
    {
      groupId: next.group,
      validFrom: new Date(next.validFrom),
      validUntil: new Date(next.validUntil),
      maxUses: next.maxUses,
    },
    updatedAt,
  );
}

/** POST /code: one code, as the batch makes them. */
const create = async (db: Database, body: CreateAccessCode) =>
  (await createMany(db, { ...body, count: 1 }))[0];

export const accessCodeCrud = { ...crud, create, createMany, update };
export { toAccessCode };
