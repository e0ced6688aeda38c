import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadJsPdf, loadXlsx } from '../../server/lib/document-libraries';
import { attachment, safeFilename } from '../../server/lib/downloads';

const HEAVY = ['xlsx', 'jspdf', 'jspdf-autotable', 'docx', 'exceljs'];
const ROOTS = ['server', 'src', 'resources', 'domain', 'dataProvider', 'authProvider', 'locales'];

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });

describe('export libraries', () => {
  it('are imported by no module at load time, only through server/lib/document-libraries.ts', () => {
    const found: string[] = [];
    const quoted = HEAVY.map((name) => name.replace('-', '\\-')).join('|');
    const staticImport = new RegExp(
      `^\\s*(import|export)\\s+(?!type\\b)[^;]*?from\\s+['"](${quoted})['"]|^\\s*import\\s+['"](${quoted})['"]|require\\(['"](${quoted})['"]\\)`,
      'm',
    );
    const dynamicImport = new RegExp(`import\\(['"](${quoted})['"]\\)`);
    for (const file of ROOTS.flatMap(sources)) {
      const text = readFileSync(file, 'utf8');
      if (staticImport.test(text)) found.push(`${file}: static import`);
      if (dynamicImport.test(text) && file !== join('server', 'lib', 'document-libraries.ts'))
        found.push(`${file}: import() outside document-libraries.ts`);
    }
    expect(found).toEqual([]);
  });

  it('load once and are then shared', async () => {
    expect(loadXlsx()).toBe(loadXlsx());
    expect(typeof (await loadXlsx()).utils.json_to_sheet).toBe('function');
    expect(typeof (await loadJsPdf())).toBe('function');
  });
});

describe('download file names', () => {
  it('keep ASCII names as they are', () => {
    expect(attachment('students-2026-11-23', 'xlsx')).toBe(
      'attachment; filename="students-2026-11-23.xlsx"',
    );
  });

  it('add filename* in UTF-8 when the name has other characters, with an ASCII fallback', () => {
    expect(attachment('étudiant-Œuvre Straße (1)', 'pdf')).toBe(
      `attachment; filename="etudiant-OEuvre-Strasse-1.pdf"; filename*=UTF-8''%C3%A9tudiant-%C5%92uvre-Stra%C3%9Fe-%281%29.pdf`,
    );
  });

  it('never let quotes, slashes or line breaks into the header', () => {
    const header = attachment('a"b/c\\d\r\ne', 'pdf');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header).toBe('attachment; filename="a-b-c-d-e.pdf"');
    expect(safeFilename('', 'xlsx')).toBe('export.xlsx');
  });
});
