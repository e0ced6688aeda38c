// Compiles the server to one ES module, so production runs plain node (no tsx loader in memory).
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const outdir = 'dist-server';
rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: { main: 'server/main.ts' },
  outdir,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Dependencies stay in node_modules: they keep their own file lookups (PGlite's wasm, fonts).
  packages: 'external',
  logLevel: 'warning',
});
// server/db/connect.ts finds its migrations next to itself (import.meta.url): beside main.mjs here.
cpSync('server/db/migrations', `${outdir}/migrations`, { recursive: true });
