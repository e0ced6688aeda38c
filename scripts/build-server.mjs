// Compiles the server to one ES module, so production runs plain node (no tsx loader in memory).
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const outdir = 'dist-server';
rmSync(outdir, { recursive: true, force: true });
await build({
  // backup.mjs: the backup and restore command (docs/backups.md).
  entryPoints: { main: 'server/main.ts', backup: 'server/backup/main.ts' },
  outdir,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  // Dependencies stay in node_modules: they keep their own file lookups (PGlite's wasm, fonts).
  packages: 'external',
  // main.mjs loads nothing but node:process before it may start itself again (server/malloc.ts):
  // the rest is a chunk it imports afterwards, beside it (import.meta.url finds the migrations).
  splitting: true,
  logLevel: 'warning',
});
// server/db/connect.ts finds its migrations next to itself (import.meta.url): beside main.mjs here.
cpSync('server/db/migrations', `${outdir}/migrations`, { recursive: true });
// The demo SCORM packages' sources and the files they share (server/db/seed/scorm/index.ts looks
// beside main.mjs first).
for (const name of ['medical-english-12', 'medical-english-2004', 'shared'])
  cpSync(`server/db/seed/scorm/${name}`, `${outdir}/scorm/${name}`, { recursive: true });
