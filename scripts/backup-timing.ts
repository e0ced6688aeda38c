// Times a backup, a restore and a start on it at the bench's scale (docs/backups.md):
// `npx tsx scripts/backup-timing.ts [students]` (default 100,000, with the bench's companies,
// contacts and trainers). It builds its data in a temporary folder and removes it at the end.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { restoreBackup } from '../server/backup/restore';
import { backUpServer } from '../server/backup/runner';
import { testConfig } from '../server/config';
import { generateScaleData, SCALE_COUNTS } from '../server/db/seed/scale';
import { seedAtStart } from '../server/start';

const students = Number(process.argv[2] ?? SCALE_COUNTS.students);
const ratio = students / SCALE_COUNTS.students;
const counts = {
  students,
  companies: Math.max(1, Math.round(SCALE_COUNTS.companies * ratio)),
  customers: Math.max(1, Math.round(SCALE_COUNTS.customers * ratio)),
  teachers: Math.max(1, Math.round(SCALE_COUNTS.teachers * ratio)),
};
const root = mkdtempSync(join(tmpdir(), 'backup-timing-'));
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
try {
  const dataDir = join(root, 'data');
  const config = (dir: string) =>
    testConfig({ dataDir: dir, memoryDatabase: false, BACKUP_DIR: join(root, 'backups') });
  const app = await buildApp(config(dataDir));
  await seedAtStart(app);
  await app.ready();
  let t = Date.now();
  await generateScaleData(app.db, counts);
  await app.db.execute(sql`vacuum analyze`);
  console.log(`${students.toLocaleString('en')} students generated in ${seconds(Date.now() - t)}`);
  t = Date.now();
  const made = await backUpServer(app, 'manual');
  console.log(
    `backup: ${seconds(Date.now() - t)}, database dump ${(made.database.bytes / 1024 / 1024).toFixed(1)} MB (gzip), ${made.files.store === 'folder' ? made.files.count : 0} files`,
  );
  await app.close();
  t = Date.now();
  const restored = await restoreBackup(made.path, join(root, 'restored'));
  console.log(`restore: ${seconds(Date.now() - t)} (${restored.files} files)`);
  t = Date.now();
  const again = await buildApp(config(restored.target));
  await again.ready();
  const [row] = (
    (await again.db.execute(sql`select count(*)::int as n from students`)) as unknown as {
      rows: { n: number }[];
    }
  ).rows;
  console.log(`start on the restored data dir: ${seconds(Date.now() - t)}, ${row.n} students`);
  await again.close();
} finally {
  rmSync(root, { recursive: true, force: true });
}
