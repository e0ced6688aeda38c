import type { DXT } from 'docxtemplater';
import type { TemplateTag } from '../../domain/rules/document-template';
import { loadDocxTemplater } from './document-libraries';
import { HttpError } from './http-errors';
import { formatBytes } from './upload';
import { zipContents } from './zip';

/** What a template's values are: texts, and lists of items of texts (its loops). */
export type TemplateData = Record<string, unknown>;

/** A value the data lacks writes nothing; the library logs nothing of its own. */
const OPTIONS = {
  paragraphLoop: true,
  linebreaks: true,
  errorLogging: false,
  nullGetter: () => '',
} as const;

/** `a.b.c` read in one scope; undefined when any step is missing. */
const pathIn = (scope: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (value, key) =>
        value !== null && typeof value === 'object' && Object.hasOwn(value, key)
          ? (value as Record<string, unknown>)[key]
          : undefined,
      scope,
    );

/**
 * docxtemplater reads a tag's path in the innermost scope first, then outwards (a loop's item, then
 * the document's data): only own properties, so no template reaches a prototype.
 */
const parser = (tag: string) => ({ get: (scope: unknown) => pathIn(scope, tag.trim()) });

const refused = (key: string, params: Record<string, string | number> = {}) =>
  new HttpError(400, key, params, { file: key });

/** The library's structured tags as the domain reads them (domain/rules/document-template.ts). */
function tagsOf(parts: DXT.Part[]): TemplateTag[] {
  return parts
    .filter((part) => part.type === 'placeholder')
    .map((part) => ({
      name: part.value.trim(),
      kind: part.module === 'loop' ? 'section' : part.module ? 'other' : 'field',
      raw: part.raw ?? part.value,
      inner: tagsOf(part.subparsed ?? []),
    }));
}

/** The first of the library's template errors, as the tag it is about. */
function templateErrorTag(error: unknown): string | undefined {
  const properties = (error as { properties?: { errors?: unknown[]; xtag?: string } }).properties;
  if (!properties) return undefined;
  const first = properties.errors?.[0] as { properties?: { xtag?: string } } | undefined;
  return first?.properties?.xtag ?? properties.xtag ?? '';
}

/**
 * A Word template (.docx) compiled by docxtemplater: its tags, as written. A 400 on the file field
 * for bytes that are no Word document, one that unpacks to more than `maxUnpacked` bytes, or a
 * tag the library cannot read (unclosed, a loop left open), naming it.
 */
export async function compileTemplate(bytes: Buffer, maxUnpacked: number) {
  const contents = await zipContents(bytes, 'word/document.xml');
  if (!contents?.found) throw refused('app.document_templates.not_docx');
  if (contents.size > maxUnpacked)
    throw refused('app.document_templates.too_large_unpacked', { max: formatBytes(maxUnpacked) });
  const { Docxtemplater, InspectModule, PizZip } = await loadDocxTemplater();
  let zip: InstanceType<typeof PizZip>;
  try {
    zip = new PizZip(bytes);
  } catch {
    throw refused('app.document_templates.not_docx');
  }
  const inspect = new InspectModule();
  try {
    const doc = new Docxtemplater(zip, { ...OPTIONS, parser, modules: [inspect] });
    return { doc, tags: tagsOf(inspect.getAllStructuredTags()) };
  } catch (error) {
    const tag = templateErrorTag(error);
    if (tag === undefined) throw error;
    throw refused('app.document_templates.malformed', { tag });
  }
}

/** The template filled with `data` (a missing value writes nothing), as a Word file. */
export async function fillTemplate(bytes: Buffer, data: TemplateData): Promise<Buffer> {
  const { doc } = await compileTemplate(bytes, Number.POSITIVE_INFINITY);
  doc.render(data);
  return doc.getZip().generate({ type: 'nodebuffer', compression: 'DEFLATE' });
}
