import { asc, count, eq } from 'drizzle-orm';
import { poolSize } from '../../../domain/rules/question-draw';
import { newCode } from '../../areas/access-codes/code';
import type { Database } from '../connect';
import { accessCodes, companies, groups, questionPools } from '../schema';
import { englishLanguageId } from './reference';

const AUTOMATIC = ['single', 'multiple', 'gap'] as const;

/**
 * The demo pools over the English bank: a placement test (2 automatic questions per level from A1
 * to C1 for listening, reading, grammar and vocabulary: 40) and a quick level check (1 per level
 * from A0 to C2 for reading, grammar and vocabulary: 21). Once, into an empty table.
 */
export async function seedDemoPools(db: Database) {
  const [{ n }] = await db.select({ n: count() }).from(questionPools);
  if (n > 0) return;
  const english = await englishLanguageId(db);
  if (!english) throw new Error('Demo pools: no English language');
  const pools = [
    {
      name: 'Placement test',
      rules: [
        {
          levelFrom: 1,
          levelTo: 5,
          skills: ['listening', 'reading', 'grammar', 'vocabulary'] as const,
          types: AUTOMATIC,
          count: 2,
        },
      ],
    },
    {
      name: 'Quick level check',
      rules: [
        {
          levelFrom: 0,
          levelTo: 6,
          skills: ['reading', 'grammar', 'vocabulary'] as const,
          types: AUTOMATIC,
          count: 1,
        },
      ],
    },
  ];
  const made = await db
    .insert(questionPools)
    .values(
      pools.map(({ name, rules }) => {
        const stored = rules.map((r) => ({ ...r, skills: [...r.skills], types: [...r.types] }));
        return { name, languageId: english, rules: stored, size: poolSize(stored) };
      }),
    )
    .returning({ id: questionPools.id });
  await seedDemoCodes(db, made[0].id);
}

/** Five single-use codes of the placement test for the first client with a group, open 60 days. */
async function seedDemoCodes(db: Database, poolId: string) {
  const [group] = await db
    .select({ id: groups.id, companyId: groups.companyId })
    .from(groups)
    .innerJoin(companies, eq(companies.id, groups.companyId))
    .orderBy(asc(companies.name), asc(groups.name))
    .limit(1);
  if (!group) return;
  const day = 86_400_000;
  const from = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000 - day);
  await db.insert(accessCodes).values(
    Array.from({ length: 5 }, () => ({
      code: newCode(),
      poolId,
      companyId: group.companyId,
      groupId: group.id,
      validFrom: from,
      validUntil: new Date(from.getTime() + 61 * day),
      maxUses: 1,
    })),
  );
}
