import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../server/app';
import { signCapability } from '../server/areas/trackers/capability';
import { testConfig } from '../server/config';
import { students, units } from '../server/db/schema';
import { seedAtStart } from '../server/start';
import { ms, now, percentile, since } from './stats';

export interface TrackerFigures {
  writes: number;
  concurrency: number;
  learners: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p95: number;
  errors: number;
}

/**
 * Tracker writes per second through the commit capability URL (POST /api/unittrackers/commit/{token},
 * text/plain JSON as sendBeacon sends it), in process on PGlite: each learner's attempt commits a
 * SCORM 1.2 cmi of about 2 kB with a rising sequence; `concurrency` commits in flight.
 */
export async function measureTrackers(
  options: { writes: number; concurrency: number; learners: number },
  log: (line: string) => void,
): Promise<TrackerFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-trackers-'));
  const app = await buildApp(testConfig({ dataDir, memoryDatabase: false }));
  // Reference data and the first Super Administrator, as a start seeds them.
  await seedAtStart(app);
  try {
    const [unit] = await app.db
      .insert(units)
      .values({
        filename: 'bench-pack',
        title: 'Bench pack',
        version: '1.2',
        activities: [{ id: 'sco', title: 'SCO', launch: 'index.html' }],
        size: 1,
        fileCount: 1,
        packageKey: 'units/bench-pack.zip',
        packageSize: 1,
      })
      .returning();
    const learners = await app.db
      .insert(students)
      .values(
        Array.from({ length: options.learners }, (_, i) => ({
          name: `Bench${i}`,
          firstname: 'Learner',
          email: `bench-tracker-${i}@example.com`,
        })),
      )
      .returning({ id: students.id });
    const expiry = Math.floor(Date.now() / 1000) + 3600;
    const urls = learners.map(
      (s) =>
        `/api/unittrackers/commit/${signCapability(app.config, { kind: 's', owner: s.id, unit: unit.id, activity: 'sco', version: '1.2', expiry })}`,
    );
    const sequences = new Array(urls.length).fill(0);
    const suspend = 'x'.repeat(1800);
    const times: number[] = [];
    let errors = 0;
    let next = 0;
    const started = now();
    const worker = async () => {
      while (next < options.writes) {
        const i = next % urls.length;
        next += 1;
        sequences[i] += 1;
        const body = JSON.stringify({
          cmi: {
            core: {
              lesson_status: sequences[i] % 10 === 0 ? 'passed' : 'incomplete',
              lesson_location: `page-${sequences[i]}`,
              score: { raw: '80', min: '0', max: '100' },
              total_time: '0000:10:00',
              session_time: '00:01:00',
            },
            suspend_data: suspend,
          },
          sequence: sequences[i],
          seconds: 5,
        });
        const t = now();
        const res = await app.inject({
          method: 'POST',
          url: urls[i],
          headers: { 'content-type': 'text/plain;charset=UTF-8' },
          payload: body,
        });
        times.push(since(t));
        if (res.statusCode !== 200) errors += 1;
      }
    };
    await Promise.all(Array.from({ length: options.concurrency }, worker));
    const seconds = since(started) / 1000;
    const figures: TrackerFigures = {
      writes: options.writes,
      concurrency: options.concurrency,
      learners: options.learners,
      seconds,
      perSecond: options.writes / seconds,
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      errors,
    };
    log(
      `  ${figures.writes} commits, ${figures.concurrency} in flight: ${figures.perSecond.toFixed(0)} writes/s, p50 ${ms(figures.p50)}, p95 ${ms(figures.p95)}, ${errors} errors`,
    );
    return figures;
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The bench table's rows. */
export const trackerRows = (f: TrackerFigures): string[][] => [
  [
    `${f.writes} commits of ${f.learners} learners, ${f.concurrency} in flight (PGlite, in process)`,
    `${f.perSecond.toFixed(0)} writes/s`,
    `${ms(f.p50)} / ${ms(f.p95)}`,
    `${f.errors}`,
  ],
];
