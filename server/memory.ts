import { setFlagsFromString } from 'node:v8';

/**
 * How far V8 lets the heap grow past what the last full collection kept, in percent. Its own choice
 * under a steady load is up to four times: 240 MB of heap for 70 MB of live objects in the soak. A
 * fifth more keeps it near what is live, for a few more collections on the second core.
 */
export const HEAP_GROWING_PERCENT = 20;

/**
 * The V8 side of the server's memory, taken at run time on every platform, before the embedded
 * database's WebAssembly is compiled. Its baseline compiler (Liftoff) kept about 100 MB of code for the
 * functions PostgreSQL runs, beside their optimised versions; compiled by the optimising compiler
 * alone, the server starts about 5 s later (README, "Memory and speed over time").
 */
export function tuneV8() {
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
  setFlagsFromString('--no-liftoff');
}

/**
 * glibc's malloc settings for the server process. Native code frees large blocks all the time
 * (response compression, argon2's 19 MB per sign-in, the zip reader of package uploads), much of it on
 * libuv's pool threads. By default glibc raises its mmap threshold after each such free, so the next
 * blocks come from per-thread arenas that it rarely gives back: the server grew to 680 MB under the
 * soak's load on the demo data. With a fixed threshold large blocks go back to the system when freed,
 * and two arenas bound the rest (figures in the README's "Memory and speed over time").
 */
export const MALLOC_SETTINGS = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' };

/**
 * glibc reads these only when a process starts, so on Linux the server starts itself once more with
 * them (execve: the same process id, nothing else left running). A value the user set, a
 * GLIBC_TUNABLES of their own, or another C library (musl reads none of them) is left as it is.
 */
export function startWithMallocSettings() {
  if (process.platform !== 'linux' || typeof process.execve !== 'function') return;
  const env = process.env;
  if (Object.keys(MALLOC_SETTINGS).some((key) => env[key] !== undefined) || env.GLIBC_TUNABLES)
    return;
  if (!process.report?.getReport) return;
  const report = process.report.getReport() as { header?: { glibcVersionRuntime?: string } };
  if (!report.header?.glibcVersionRuntime) return;
  process.execve(
    process.execPath,
    [process.execPath, ...process.execArgv, ...process.argv.slice(1)],
    {
      ...env,
      ...MALLOC_SETTINGS,
    },
  );
}
