import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { seedDemoTrackers } from './db/seed/demo-groups';
import { seedDemoJustifications } from './db/seed/demo-justifications';
import { seedDemoPaperwork } from './db/seed/demo-paperwork';
import { seedDemoSignatures } from './db/seed/demo-signatures';
import { type SeedResult, seedOnStart } from './db/seed/first-start';
import { writeDemoResourceFiles } from './db/seed/resources';
import { seedDemoUnits } from './db/seed/scorm/seed';

/** What the start's seeding did, for the lines the server prints. */
export type StartInfo = SeedResult;

/**
 * The start's seeding, before the server listens (buildApp seeds nothing): reference data, the
 * first Super Administrator and, on an empty database with SEED_DEMO, the demo data with its files.
 */
export async function seedAtStart(app: FastifyInstance): Promise<StartInfo> {
  const { config, db, files } = app;
  const seeded = await seedOnStart(db, {
    adminEmail: config.ADMIN_EMAIL,
    adminPassword: config.ADMIN_PASSWORD,
    demo: config.SEED_DEMO,
  });
  // The demo resources' files, where their rows point (folder or S3).
  if (seeded.demoSeeded) await writeDemoResourceFiles(files);
  // The demo SCORM packages, unpacked like uploads and put in two demo modules.
  if (seeded.demoSeeded) await seedDemoUnits({ db, config, files });
  // The demo learners' trackers in those units (the groups' courses), for results and follow-up.
  if (seeded.demoSeeded) await seedDemoTrackers(db);
  // The last two weeks' signed attendance sheets, their signatures' images in the files store.
  if (seeded.demoSeeded) await seedDemoSignatures(db, files);
  // A few past absences justified, each with its document in the files store.
  if (seeded.demoSeeded) await seedDemoJustifications(db, files);
  // Three groups' agreements issued, sent and (two) signed, and one group's convocations issued.
  if (seeded.demoSeeded) await seedDemoPaperwork(app);
  // Statistics for what the first start wrote, before the first list is planned (a data dir's only).
  await app.tidyNewDatabase();
  return seeded;
}

/**
 * The start banner's line for a generated first password: shown in a terminal, where a person reads
 * it once; in a pipe or a container, where standard output is a log that others keep, written to
 * DATA_DIR/admin-password (readable by the server's user only) and the line says where.
 */
export function generatedPasswordLine(
  dataDir: string,
  password: string,
  terminal: boolean,
): string {
  if (terminal) return `  Password (shown once): ${password}`;
  const file = join(dataDir, 'admin-password');
  writeFileSync(file, `${password}\n`, { mode: 0o600 });
  return `  Password: in ${file} (read it, sign in, then delete the file)`;
}
