/**
 * The document libraries, imported on the first export (or import) that needs them and then kept: the server
 * starts without them in memory. A failed import is retried by the next export.
 */
const once = <T>(load: () => Promise<T>) => {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
};

export const loadXlsx = once(() => import('xlsx'));
export const loadJsPdf = once(() => import('jspdf').then((m) => m.jsPDF));
export const loadDocx = once(() => import('docx'));
export const loadQrCode = once(() => import('qrcode').then((m) => m.default));
/** The xlsx reader of the learners import (xlsx above is for writing only). */
export const loadExcelJs = once(() => import('exceljs').then((m) => m.default));
/** The provider's own Word templates: docxtemplater, its inspect module, and the zip it reads. */
export const loadDocxTemplater = once(async () => {
  const [templater, inspect, zip] = await Promise.all([
    import('docxtemplater'),
    import('docxtemplater/js/inspect-module.js'),
    import('pizzip'),
  ]);
  return { Docxtemplater: templater.default, InspectModule: inspect.default, PizZip: zip.default };
});
/** A signed agreement: the issued PDF marked and its signature's page added (@cantoo/pdf-lib). */
export const loadPdfLib = once(() => import('@cantoo/pdf-lib'));
