/** Other areas use test attempts only through this file (tests/unit/area-boundaries.test.ts). */

export { resultSheetPdf } from './result-sheet';
export { placementResultRoutes } from './results-routes';
export { testAttemptRoutes } from './routes';
