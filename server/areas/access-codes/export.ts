import { asc, eq, inArray } from 'drizzle-orm';
import { groupedCode } from '../../../domain/entities/access-code-constants';
import { levelLabel } from '../../../domain/rules/levels';
import type { Database } from '../../db/connect';
import { companies, examSessions, examSubjects, groups, questionPools } from '../../db/schema';
import type { Where } from '../../lib/crud-routes';
import type { ParsedList } from '../../lib/list-query';
import { accessCodeCrud } from './service';

/**
 * The codes of the list’s page (its filters and sort), each with the names of its pool (an exam
 * quiz’s: its subject and level), client and group: what the xlsx list and the PDF cards print.
 */
export async function namedCodes(db: Database, list: ParsedList, where: Where) {
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
  const sessions = ids((c) => c.examSession);
  const quizSubjects = new Map(
    sessions.length === 0
      ? []
      : (
          await db
            .select({ id: examSessions.id, name: examSubjects.name })
            .from(examSessions)
            .innerJoin(examSubjects, eq(examSubjects.id, examSessions.examSubjectId))
            .where(inArray(examSessions.id, sessions))
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
    code: c.code,
    // An exam quiz's code: its subject and level (e.g. "Medical English quiz, B1").
    pool: c.examSession
      ? `${quizSubjects.get(c.examSession) ?? ''}, ${levelLabel(c.quizLevel) ?? ''}`
      : (pools.get(c.pool) ?? ''),
    company: clients.get(c.company) ?? '',
    group: c.group ? (groupNames.get(c.group) ?? '') : '',
    validFrom: c.validFrom,
    validUntil: c.validUntil,
    uses: c.uses,
    maxUses: c.maxUses,
  }));
}
export type NamedCode = Awaited<ReturnType<typeof namedCodes>>[number];

/** The rows of the codes' xlsx export: each code in groups of four, its names, window and uses. */
export async function codeExportRows(db: Database, list: ParsedList, where: Where) {
  return (await namedCodes(db, list, where)).map(({ validFrom, validUntil, ...c }) => ({
    ...c,
    code: groupedCode(c.code),
    validFromAt: validFrom,
    validUntilAt: validUntil,
  }));
}
