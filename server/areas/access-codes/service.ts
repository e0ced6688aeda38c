import { eq, inArray } from 'drizzle-orm';
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
import type { Database, Db } from '../../db/connect';
import { accessCodes, groups } from '../../db/schema';
import { tableCrud } from '../../lib/crud-table';
import { pgCode, unknownReference } from '../../lib/db-errors';
import { badRequest } from '../../lib/http-errors';
import { asArray } from '../../lib/list-query';
import { newCode } from './code';

type Row = typeof accessCodes.$inferSelect;

const toAccessCode = ({
  id,
  poolId,
  companyId,
  groupId,
  searchText: _,
  ...r
}: Row): AccessCode => ({
  ...r,
  _id: id,
  pool: poolId,
  company: companyId,
  group: groupId,
  validFrom: r.validFrom.toISOString(),
  validUntil: r.validUntil.toISOString(),
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

type Terms = Pick<CreateAccessCode, 'company' | 'group' | 'validFrom' | 'validUntil' | 'maxUses'>;

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

const columns = (body: CreateAccessCode) => ({
  code: newCode(),
  poolId: body.pool,
  companyId: body.company,
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
    company: (v: string | string[]) => inArray(accessCodes.companyId, asArray(v)),
    group: (v: string | string[]) => inArray(accessCodes.groupId, asArray(v)),
  },
  search: accessCodes.searchText,
  sortable: {
    validFrom: accessCodes.validFrom,
    validUntil: accessCodes.validUntil,
    uses: accessCodes.uses,
    maxUses: accessCodes.maxUses,
    createdAt: accessCodes.createdAt,
    updatedAt: accessCodes.updatedAt,
  },
  defaultSort: 'createdAt',
  beforeWrite: async (tx, body) => checkTerms(tx, body as CreateAccessCode),
  insert: columns,
  writeError: referenceError,
});

/** POST /code/batch: `count` codes alike, in one transaction, in the order made. */
async function createMany(db: Database, { count, ...terms }: CreateAccessCodes) {
  return db.transaction(async (tx) => {
    await checkTerms(tx, terms);
    const rows = await tx
      .insert(accessCodes)
      .values(Array.from({ length: count }, () => columns(terms)))
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

export const accessCodeCrud = { ...crud, createMany, update };
export { toAccessCode };
