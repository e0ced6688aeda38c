import { eq, sql } from 'drizzle-orm';
import { companies, groups } from '../../db/schema';
import type { ParsedList } from '../../lib/list-query';
import type { Reader } from '../../lib/scope';
import { type Db, groupConditions } from './read';

/** The global search's groups: name matches (accents and case ignored), by name, within the reader's scope. */
export function groupSearchRows(db: Db, list: ParsedList, reader: Reader) {
  const query = db
    .select({
      _id: groups.id,
      name: groups.name,
      companyId: groups.companyId,
      companyName: companies.name,
    })
    .from(groups)
    .innerJoin(companies, eq(companies.id, groups.companyId))
    .where(groupConditions(list, reader))
    .orderBy(sql`f_unaccent(lower(${groups.name}))`, groups.id)
    .offset(list.offset);
  return list.limit !== undefined ? query.limit(list.limit) : query;
}
