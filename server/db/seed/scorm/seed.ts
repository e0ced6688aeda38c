import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { count, eq, inArray } from 'drizzle-orm';
import type { FileStore } from '../../../adapters/files';
import { createUnitFromZip } from '../../../areas/units/service';
import type { Config } from '../../../config';
import type { Database } from '../../connect';
import { modules, moduleUnits, units } from '../../schema';
import { buildDemoPackage, DEMO_PACKAGES, type DemoPackage } from './index';

/** Which demo module holds which demo package. */
const HOLDERS: Record<DemoPackage, string> = {
  'medical-english-12': 'Taking a patient history',
  'medical-english-2004': 'Greeting and admitting a patient',
};

/**
 * The two demo SCORM packages as units (zipped from their sources, stored like an upload and
 * unpacked), each put in a demo module; once, into a database without units.
 */
export async function seedDemoUnits(deps: { db: Database; config: Config; files: FileStore }) {
  const { db } = deps;
  const [{ n }] = await db.select({ n: count() }).from(units);
  if (n > 0) return;
  const work = await mkdtemp(join(tmpdir(), 'demo-units-'));
  try {
    for (const name of DEMO_PACKAGES) {
      const zip = await buildDemoPackage(name);
      const zipPath = join(work, `${name}.zip`);
      await writeFile(zipPath, zip);
      const key = `units/${randomUUID()}.zip`;
      const { size } = await deps.files.put(key, Readable.from([zip]), {
        contentType: 'application/zip',
      });
      const unit = await createUnitFromZip(deps, zipPath, key, size);
      const [holder] = await db
        .select({ id: modules.id })
        .from(modules)
        .where(eq(modules.name, HOLDERS[name]));
      if (!holder) continue;
      const held = await db
        .select({ n: count() })
        .from(moduleUnits)
        .where(inArray(moduleUnits.moduleId, [holder.id]));
      await db
        .insert(moduleUnits)
        .values({ moduleId: holder.id, unitId: unit._id, position: held[0].n });
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
