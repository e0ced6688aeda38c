import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml|map|ico)$/;

/** Writes a .br and a .gz next to each compressible file of dist, so the server spends no CPU per request. */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const path = join(dir, name);
          return statSync(path).isDirectory() ? walk(path) : [path];
        });
      for (const file of walk(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        const content = readFileSync(file);
        // Below one packet compression saves nothing worth a second file.
        if (content.length < 1024) continue;
        const br = brotliCompressSync(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        });
        const gz = gzipSync(content, { level: 9 });
        if (br.length < content.length) writeFileSync(`${file}.br`, br);
        if (gz.length < content.length) writeFileSync(`${file}.gz`, gz);
      }
    },
  };
}

/**
 * main.tsx imports the shell (the `shell` entry: src/App.tsx and its chunks) dynamically, to run it in
 * stages; the page still fetches it from the start, in parallel: a modulepreload link per chunk.
 */
function preloadShell(): Plugin {
  return {
    name: 'preload-shell',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const shell = Object.values(bundle).find(
          (file) => file.type === 'chunk' && file.isEntry && file.name === 'shell',
        );
        if (shell?.type !== 'chunk') return html;
        const files = new Set<string>();
        const visit = (fileName: string) => {
          const chunk = bundle[fileName];
          if (files.has(fileName) || !chunk || chunk.type !== 'chunk') return;
          files.add(fileName);
          for (const imported of chunk.imports) visit(imported);
        };
        visit(shell.fileName);
        return [...files]
          .filter((fileName) => !html.includes(fileName))
          .map((fileName) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${fileName}` },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), preloadShell(), precompress()],
  server: { proxy: { '/api': 'http://localhost:3000' } },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      // The shell (src/App.tsx) is an entry too: its static imports are then tagged $initial, grouped
      // below, and preloaded by the page (preloadShell) though main.tsx imports it dynamically.
      input: { index: 'index.html', shell: 'src/App.tsx' },
      output: {
        codeSplitting: {
          groups: [
            // zod in one chunk of its own, loaded by the screens that build schemas (not the first
            // load). Its jitless switch (src/zod-jitless.ts) is a global that main.tsx sets first.
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 5 },
            // What every screen loads first comes as a few files, not ~100 small ones (over HTTP/1.1 the
            // browser fetches 6 at a time), each run in a task of its own by main.tsx: one long task
            // of 1.2 MB blocked the page for 250-300 ms. First main.tsx and what it imports (React, i18n)...
            {
              name: 'boot',
              test: /src[\\/](main|i18n|zod-jitless)\.tsx?$|node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              tags: ['$initial'],
              priority: 4,
            },
            // ...then MUI...
            {
              name: 'mui',
              test: /node_modules[\\/](@mui[\\/](material|system|utils|styled-engine|private-theming|icons-material)|@emotion|stylis|react-transition-group|@popperjs)[\\/]/,
              tags: ['$initial'],
              priority: 3,
            },
            // ...then react-admin and the other libraries...
            { name: 'vendor', test: /node_modules/, tags: ['$initial'], priority: 2 },
            // ...then the app's own code (the shell, the resources' declarations).
            { name: 'app', tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
});
