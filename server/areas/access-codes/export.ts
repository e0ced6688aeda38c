import { asc, inArray } from 'drizzle-orm';
import { groupedCode } from '../../../domain/entities/access-code-constants';
import type { Database } from '../../db/connect';
import { companies, groups, questionPools } from '../../db/schema';
import type { Where } from '../../lib/crud-routes';
import type { ParsedList } from '../../lib/list-query';
import { accessCodeCrud } from './service';

/**
 * The rows of the codes' xlsx export: the list's page (its filters and sort), each code in groups
 * of four beside the names of its pool, client and group, its window and uses.
 */
export async function codeExportRows(db: Database, list: ParsedList, where: Where) {
  const codes = await accessCodeCrud.rows(db, list, where);
  const ids = (pick: (c: (typeof codes)[number]) => string | null) => [
    ...new Set(codes.flatMap((c) => pick(c) ?? [])),
  ];
  const named = async (
    table: typeof questionPools | typeof companies | typeof groups,
    keys: string[],
  ) =>
    keys.length === 0
      ? new Map<string, string>()
      : new Map(
          (
            await db
              .select({ id: table.id, name: table.name })
              .from(table)
              .where(inArray(table.id, keys))
              .orderBy(asc(table.name))
          ).map((r) => [r.id, r.name]),
        );
  const [pools, clients, groupNames] = await Promise.all([
    named(
      questionPools,
      ids((c) => c.pool),
    ),
    named(
      companies,
      ids((c) => c.company),
    ),
    named(
      groups,
      ids((c) => c.group),
    ),
  ]);
  return codes.map((c) => ({
    code: groupedCode(c.code),
    pool: pools.get(c.pool) ?? '',
    company: clients.get(c.company) ?? '',
    group: c.group ? (groupNames.get(c.group) ?? '') : '',
    validFromAt: c.validFrom,
    validUntilAt: c.validUntil,
    uses: c.uses,
    maxUses: c.maxUses,
  }));
}
