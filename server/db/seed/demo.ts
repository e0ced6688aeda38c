import type { Database } from '../connect';
import { seedDemoCatalogue } from './demo-catalogue';
import { seedDemoExamResults } from './demo-exam-results';
import { seedDemoFunding } from './demo-funding';
import { seedDemoGroups } from './demo-groups';
import { seedDemoIdentity } from './demo-identity';
import { seedDemoNews } from './demo-news';
import { seedDemoPanels } from './demo-panel';
import { seedDemoPeople } from './demo-people';
import { seedDemoPools } from './demo-pools';
import { seedDemoQuality } from './demo-quality';
import { seedDemoQuestions } from './demo-questions';
import { seedDemoSessions } from './demo-sessions';
import { seedDemoSkills } from './demo-skills';
import { seedDemoStaff } from './demo-staff';
import { seedDemoResources } from './resources';

/** Demo data for an empty database (SEED_DEMO): enough to feel real. */
export async function seedDemo(db: Database) {
  await seedDemoIdentity(db);
  await seedDemoStaff(db);
  await seedDemoPeople(db);
  await seedDemoPanels(db);
  await seedDemoCatalogue(db);
  await seedDemoQuestions(db);
  await seedDemoSkills(db);
  await seedDemoResources(db);
  await seedDemoGroups(db);
  await seedDemoFunding(db);
  await seedDemoExamResults(db);
  await seedDemoPools(db);
  await seedDemoSessions(db);
  await seedDemoNews(db);
  await seedDemoQuality(db);
}
