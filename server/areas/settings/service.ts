import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  PUBLICATION_DEFAULTS,
  type Publication,
  PublicationSchema,
} from '../../../domain/entities/quality-report';
import {
  type AtRiskSettings,
  AtRiskSettingsSchema,
  IDENTITY_EMPTY,
  type ProviderIdentity,
  ProviderIdentitySchema,
  QUALITY_DEFAULTS,
  type QualitySettings,
  QualitySettingsSchema,
} from '../../../domain/entities/settings';
import { atRiskSettingsOf } from '../../../domain/rules/at-risk';
import type { Database } from '../../db/connect';
import { settings } from '../../db/schema';
import { type Runner, rowsOf, str } from '../../lib/raw-rows';
import { NEVER_SAVED, nextVersionTime, savedVersion } from '../../lib/stale-write';

/** A section of the settings: its key, its schema, and what it holds until first saved. */
export interface Section<T> {
  key: string;
  schema: z.ZodType<T, unknown>;
  /** The stored value as the section's schema reads it, else what applies while never saved. */
  of: (stored: unknown) => T;
}

/** The learners-at-risk rules' thresholds (issue 46): the defaults until saved. */
export const AT_RISK: Section<AtRiskSettings> = {
  key: 'at-risk',
  schema: AtRiskSettingsSchema,
  of: atRiskSettingsOf,
};

/** The provider's identity (issue 47): nothing given until saved. */
export const IDENTITY: Section<ProviderIdentity> = {
  key: 'identity',
  schema: ProviderIdentitySchema,
  of: (stored) => {
    const parsed = ProviderIdentitySchema.safeParse(stored);
    return parsed.success ? parsed.data : IDENTITY_EMPTY;
  },
};

/**
 * Whether the quality figures are published, and for which period (Qualiopi indicator 2): an
 * Admin's choice, made on the quality page (the qualityReport area), kept here with the others.
 */
export const PUBLICATION: Section<Publication> = {
  key: 'publication',
  schema: PublicationSchema,
  of: (stored) => {
    const parsed = PublicationSchema.safeParse(stored);
    return parsed.success ? parsed.data : PUBLICATION_DEFAULTS;
  },
};

/** The quality figures' thresholds and the surveys' timing (issue 48): the defaults until saved. */
export const QUALITY: Section<QualitySettings> = {
  key: 'quality',
  schema: QualitySettingsSchema,
  of: (stored) => {
    const parsed = QualitySettingsSchema.safeParse(stored);
    return parsed.success ? parsed.data : QUALITY_DEFAULTS;
  },
};

/** A section as the areas and jobs read it (the at-risk pass, the documents). */
export async function readSection<T>(db: Runner, section: Section<T>): Promise<T> {
  const [row] = await rowsOf(db, sql`select value from settings where key = ${section.key}`);
  return section.of(row?.value);
}

export const readAtRiskSettings = (db: Runner) => readSection(db, AT_RISK);
/** The quality page's thresholds and the survey pass's timing. */
export const readQualitySettings = (db: Runner) => readSection(db, QUALITY);

/** GET /settings/<section>: the section, when and by whom it was saved (null: never). */
export async function sectionAnswer<T>(
  db: Runner,
  section: Section<T>,
): Promise<T & { updatedAt: string | null; updatedBy: string | null }> {
  const [row] = await rowsOf(
    db,
    sql`select s.value, s.updated_at,
          (select concat_ws(' ', st.firstname, st.name) from staff st where st.id = s.updated_by) as author
        from settings s where s.key = ${section.key}`,
  );
  return {
    ...section.of(row?.value),
    updatedAt: row ? new Date(row.updated_at as string).toISOString() : null,
    updatedBy: row?.author ? str(row.author) : null,
  };
}

/**
 * PUT /settings/<section>: the section written whole, if it is still as the writer read it (its
 * updatedAt, null while never saved); 409 otherwise, and nothing is written. The row is locked while
 * it is compared (a section never saved is first written as such, in the same transaction), so two
 * first writers cannot both pass.
 */
export async function saveSection<T>(
  db: Database,
  section: Section<T>,
  body: T & { updatedAt: string | null },
  staffId: string,
) {
  const { updatedAt, ...rest } = body;
  const value = section.schema.parse(rest);
  await db.transaction(async (tx) => {
    await tx
      .insert(settings)
      .values({ key: section.key, value: {}, createdAt: NEVER_SAVED, updatedAt: NEVER_SAVED })
      .onConflictDoNothing({ target: settings.key });
    const [row] = await tx
      .select({ updatedAt: settings.updatedAt })
      .from(settings)
      .where(eq(settings.key, section.key))
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
      .where(eq(settings.key, section.key));
  });
  return sectionAnswer(db, section);
}

/** The provider's identity, as the documents read it. */
export const readProviderIdentity = (db: Runner) => readSection(db, IDENTITY);
