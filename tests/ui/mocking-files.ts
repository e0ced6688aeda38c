/**
 * The ui files that replace a module with vi.mock. The other ui files share their worker's module
 * graph (vitest.config.ts), where a replaced module would reach the files after it; these run each
 * on its own. tests/unit/ui-mocking-files.test.ts keeps the list true.
 */
export const UI_MOCKING_FILES = [
  'tests/ui/news-image.test.tsx',
  'tests/ui/signature-page.test.tsx',
  'tests/ui/signature-sheet.test.tsx',
];
