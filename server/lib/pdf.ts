import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { loadJsPdf } from './document-libraries';

/**
 * The PDFs' base, shared by every area that prints one (exports, the agenda's sheets, the
 * certificate of attendance): Noto Sans, since jsPDF's built-in fonts are WinAnsi only.
 */
export const FONT = 'NotoSans';
// Resolved through node_modules from this file, so it works from server/ (tsx) and from a bundle.
const FONT_FILES = {
  normal: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
} as const;
type FontStyle = keyof typeof FONT_FILES;

let fonts: Promise<Record<FontStyle, string>> | undefined;

/** Noto Sans regular and bold as base64 (what jsPDF's VFS takes), read once on the first PDF. */
export function loadFonts(): Promise<Record<FontStyle, string>> {
  fonts ??= (async () => {
    const require = createRequire(import.meta.url);
    const read = (style: FontStyle) =>
      readFile(require.resolve(FONT_FILES[style])).then((b) => b.toString('base64'));
    const [normal, bold] = await Promise.all([read('normal'), read('bold')]);
    return { normal, bold };
  })().catch((error: unknown) => {
    fonts = undefined;
    throw error;
  });
  return fonts;
}

/**
 * An A4 document in millimetres with Noto Sans regular and bold; `compress` deflates its pages,
 * for documents of many drawn pages.
 */
export async function newPdf({ compress = false }: { compress?: boolean } = {}) {
  const [jsPDF, files] = await Promise.all([loadJsPdf(), loadFonts()]);
  const doc = new jsPDF({ unit: 'mm', format: 'a4', compress });
  for (const style of ['normal', 'bold'] as const) {
    doc.addFileToVFS(`${FONT}-${style}.ttf`, files[style]);
    doc.addFont(`${FONT}-${style}.ttf`, FONT, style);
  }
  return doc;
}
