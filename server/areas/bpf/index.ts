/** Other areas use bpf only through this file (tests/unit/area-boundaries.test.ts). */
export { bpfRoutes } from './routes';
