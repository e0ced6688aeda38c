// Our CSP forbids eval: zod would probe new Function() when its object schemas are built, and the
// browser would log a CSP violation. zod keeps its settings in this global (created when it loads,
// node_modules/zod/v4/core/core.js), so setting jitless here, first in main.tsx, needs no import of
// zod: zod stays a lazy chunk, loaded by the screens that build schemas. The object is changed in
// place, so this works whether zod loaded before or not. tests/unit/zod-jitless.test.ts checks it.
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;

export {};
