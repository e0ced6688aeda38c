import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { connect } from '../../server/db/connect';
import { seedReference } from '../../server/db/seed/reference';

declare module 'vitest' {
  export interface ProvidedContext {
    pgTemplate: string;
  }
}

/** Migrates and seeds one embedded database, dumped once; every test file starts from a copy. */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'api-template-'));
  const handle = await connect({});
  await seedReference(handle.db);
  const client = (handle.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } })
    .$client;
  const dump = await client.dumpDataDir('none');
  await handle.close();
  const file = join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
