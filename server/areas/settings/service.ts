import { eq, sql } from 'drizzle-orm';
import {
  type AtRiskSettings,
  type AtRiskSettingsAnswer,
  AtRiskSettingsSchema,
} from '../../../domain/entities/settings';
import { atRiskSettingsOf } from '../../../domain/rules/at-risk';
import type { Database } from '../../db/connect';
import { settings } from '../../db/schema';
import { type Runner, rowsOf, str } from '../../lib/raw-rows';
import { NEVER_SAVED, nextVersionTime, savedVersion } from '../../lib/stale-write';

const AT_RISK = 'at-risk';

/** The at-risk rules' thresholds as the pass reads them: the defaults until saved. */
export async function readAtRiskSettings(db: Runner): Promise<AtRiskSettings> {
  const [row] = await rowsOf(db, sql`select value from settings where key = ${AT_RISK}`);
  return atRiskSettingsOf(row?.value);
}

/** GET /settings/at-risk: the section, when and by whom it was saved (null: never, the defaults). */
export async function atRiskSettingsAnswer(db: Runner): Promise<AtRiskSettingsAnswer> {
  const [row] = await rowsOf(
    db,
    sql`select s.value, s.updated_at,
          (select concat_ws(' ', st.firstname, st.name) from staff st where st.id = s.updated_by) as author
        from settings s where s.key = ${AT_RISK}`,
  );
  return {
    ...atRiskSettingsOf(row?.value),
    updatedAt: row ? new Date(row.updated_at as string).toISOString() : null,
    updatedBy: row?.author ? str(row.author) : null,
  };
}

/**
 * PUT /settings/at-risk: the section written whole, if it is still as the writer read it (its
 * updatedAt, null while never saved); 409 otherwise, and nothing is written. The row is locked while
 * it is compared (a section never saved is first written as such, in the same transaction), so two
 * first writers cannot both pass.
 */
export async function saveAtRiskSettings(
  db: Database,
  body: AtRiskSettings & { updatedAt: string | null },
  staffId: string,
): Promise<AtRiskSettingsAnswer> {
  const { updatedAt, ...section } = body;
  const value = AtRiskSettingsSchema.parse(section);
  await db.transaction(async (tx) => {
    await tx
      .insert(settings)
      .values({ key: AT_RISK, value: {}, createdAt: NEVER_SAVED, updatedAt: NEVER_SAVED })
      .onConflictDoNothing({ target: settings.key });
    const [row] = await tx
      .select({ updatedAt: settings.updatedAt })
      .from(settings)
      .where(eq(settings.key, AT_RISK))
      .for('update');
    const current = savedVersion(row.updatedAt);
    const at = nextVersionTime(current, updatedAt);
    await tx
      .update(settings)
      .set({
        value,
        updatedBy: staffId,
        updatedAt: at,
        ...(current === null ? { createdAt: at } : {}),
      })
      .where(eq(settings.key, AT_RISK));
  });
  return atRiskSettingsAnswer(db);
}
