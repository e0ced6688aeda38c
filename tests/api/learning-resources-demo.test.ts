import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { testConfig } from '../../server/config';
import { resources } from '../../server/db/schema';
import { seedAtStart } from '../../server/start';

describe('demo resources', async () => {
  const app = await buildApp(
    testConfig({ dataDir: mkdtempSync(join(tmpdir(), 'api-demo-res-')), SEED_DEMO: true }),
  );
  await seedAtStart(app);
  await app.ready();
  afterAll(() => app.close());

  it('seeds 6 categories and 25 resources, whose files are stored and readable', async () => {
    expect(await app.db.query.categories.findMany()).toHaveLength(6);
    const rows = await app.db.select().from(resources);
    expect(rows).toHaveLength(25);
    const withFiles = rows.filter((r) => r.fileKey);
    expect(withFiles.length).toBe(5);
    for (const row of withFiles) {
      const stored = await app.files.get(row.fileKey as string);
      expect(stored?.size, row.fileName ?? '').toBe(row.fileSize);
      stored?.body.resume();
    }
    for (const row of rows.filter((r) => r.url)) expect(row.url).toMatch(/^https:\/\//);
  });
});
