import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import yazl from 'yazl';

/**
 * A one-sheet xlsx written as it goes (xlsx 0.18.5 builds the whole workbook in memory): the
 * SheetML of the rows is streamed into the zip entry of the sheet (yazl), and the zip to `output`,
 * so memory does not grow with the row count. Strings are inline (no shared strings table);
 * Date values are date cells in `dateFormat`. Its reader must consume `output` while rows are added.
 */
export class XlsxStreamWriter {
  readonly output: Readable;
  private readonly sheet = new PassThrough();
  private readonly letters: string[];
  private row = 0;
  private broken: Promise<never>;

  constructor(
    sheetName: string,
    private readonly headers: string[],
    dateFormat: string,
  ) {
    const zip = new yazl.ZipFile();
    const mtime = new Date();
    const add = (name: string, text: string) => zip.addBuffer(Buffer.from(text), name, { mtime });
    add('[Content_Types].xml', CONTENT_TYPES);
    add('_rels/.rels', ROOT_RELS);
    add('xl/workbook.xml', workbook(sheetName));
    add('xl/_rels/workbook.xml.rels', WORKBOOK_RELS);
    add('xl/styles.xml', styles(dateFormat));
    zip.addReadStream(this.sheet, 'xl/worksheets/sheet1.xml', { mtime });
    zip.end();
    this.output = zip.outputStream as unknown as Readable;
    this.letters = headers.map((_, i) => columnLetters(i));
    // A reader that stops (the store failed) must not leave a write waiting for 'drain' forever.
    this.broken = new Promise<never>((_, fail) => {
      this.output.once('error', fail);
      this.output.once('close', () => fail(new Error('The xlsx output was closed')));
    });
    this.broken.catch(() => {});
    this.sheet.write(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>',
    );
  }

  /** Writes the header row; called once, before the rows. */
  async start() {
    await this.add(this.headers);
  }

  /** Appends one row (values in the headers' order); waits while the zip is behind. */
  async add(values: unknown[]) {
    this.row += 1;
    const r = this.row;
    const cells = values.map((v, i) => cell(`${this.letters[i] ?? columnLetters(i)}${r}`, v));
    if (!this.sheet.write(`<row r="${r}">${cells.join('')}</row>`)) {
      await Promise.race([once(this.sheet, 'drain'), this.broken]);
    }
  }

  /** Closes the sheet; the zip then ends `output`. */
  end() {
    this.sheet.end('</sheetData></worksheet>');
  }
}

/** A, B, ... Z, AA, AB, ... */
export function columnLetters(index: number): string {
  let n = index + 1;
  let out = '';
  while (n > 0) {
    const rest = (n - 1) % 26;
    out = String.fromCharCode(65 + rest) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
}

// XML 1.0 refuses most control characters even escaped.
const escapeXml = (text: string) =>
  text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

/** Days since 1899-12-30, Excel's date serial (times in UTC). */
const serial = (date: Date) => date.getTime() / 86_400_000 + 25_569;

function cell(ref: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  if (value instanceof Date) {
    return Number.isNaN(value.getTime()) ? '' : `<c r="${ref}" s="1"><v>${serial(value)}</v></c>`;
  }
  if (typeof value === 'number' && Number.isFinite(value))
    return `<c r="${ref}"><v>${value}</v></c>`;
  if (typeof value === 'boolean') return `<c r="${ref}" t="b"><v>${value ? 1 : 0}</v></c>`;
  return `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${escapeXml(String(value))}</t></is></c>`;
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`;

const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`;

const WORKBOOK_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>`;

const workbook = (sheetName: string) => `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="${escapeXml(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`;

const styles = (dateFormat: string) => `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><numFmts count="1"><numFmt numFmtId="164" formatCode="${escapeXml(dateFormat)}"/></numFmts><fonts count="1"><font><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs></styleSheet>`;
