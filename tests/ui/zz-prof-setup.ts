import './setup';
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { afterAll } from 'vitest';
const s = new Session();
s.connect();
await s.post('Profiler.enable');
await s.post('Profiler.start');
afterAll(async () => {
  const { profile } = await s.post('Profiler.stop');
  writeFileSync(`/tmp/prof/p${Date.now()}.cpuprofile`, JSON.stringify(profile));
});
