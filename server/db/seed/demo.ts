import type { Database } from '../connect';
import { seedDemoPeople } from './demo-people';
import { seedDemoStaff } from './demo-staff';

/** Demo data for a new embedded database (SEED_DEMO): enough to feel real. */
export async function seedDemo(db: Database) {
  await seedDemoStaff(db);
  await seedDemoPeople(db);
}
