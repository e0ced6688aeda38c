/** Other areas use exports only through this file (tests/unit/area-boundaries.test.ts). */

// The agenda's attendance sheets are printed with the same fonts and writer.
export { FONT, newPdf } from './pdf';
export { FULL_WIDTH, LEFT, PAGE_BOTTOM, PAGE_TOP, PdfWriter } from './pdf-writer';
export { exportRoutes } from './routes';
