/** Other areas use the agenda's sessions only through this file (tests/unit/area-boundaries.test.ts). */
export { sessionRoutes } from './routes';
export { sheetPdf } from './signature-pdf';
export { currentSignatures } from './signed-slots';
