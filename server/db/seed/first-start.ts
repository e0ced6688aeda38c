import { sql } from 'drizzle-orm';
import type { Database } from '../connect';
import { companies, customers, staff, students } from '../schema';
import { seedFirstAdmin } from './admin';
import { seedDemo } from './demo';
import { seedReference } from './reference';

/** Any fixed number shared by every server of one database: their start-up seeding runs one at a time. */
const SEED_LOCK = 6_417_001;

export interface SeedOptions {
  adminEmail: string;
  adminPassword: string | undefined;
  /** Demo data when the database holds no people yet (SEED_DEMO). */
  demo: boolean;
}

export interface SeedResult {
  adminCreated: boolean;
  generatedPassword?: string;
  demoSeeded: boolean;
}

/**
 * Reference data, the first Super Administrator and, on an empty database, the demo data, in one
 * transaction under an advisory lock: two servers starting together on one PostgreSQL seed once.
 * Empty means no staff, company, contact or student row, whatever the database's files say.
 */
export async function seedOnStart(db: Database, options: SeedOptions): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    await t.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    await seedReference(t);
    const empty = await isEmpty(t);
    const admin = await seedFirstAdmin(t, options.adminEmail, options.adminPassword);
    const demoSeeded = empty && options.demo;
    if (demoSeeded) await seedDemo(t);
    return { adminCreated: admin.created, generatedPassword: admin.generatedPassword, demoSeeded };
  });
}

async function isEmpty(db: Database): Promise<boolean> {
  for (const table of [staff, companies, customers, students]) {
    const rows = await db.select({ one: sql`1` }).from(table).limit(1);
    if (rows.length > 0) return false;
  }
  return true;
}
