import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { eq, sql } from 'drizzle-orm';
import {
  type DocumentTemplate,
  TEMPLATE_KINDS,
  TEMPLATE_MAX_UNPACKED_BYTES,
  type TemplateKind,
  templateFieldsOf,
} from '../../../domain/entities/document-template';
import { templateUses } from '../../../domain/rules/document-template';
import type { FileStore } from '../../adapters/files';
import type { Database } from '../../db/connect';
import { documentTemplates } from '../../db/schema';
import { compileTemplate } from '../../lib/docx-template';
import { HttpError, notFound } from '../../lib/http-errors';
import { instantOrNull, type Row, type Runner, rowsOf, str } from '../../lib/raw-rows';

export const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const entryOf = (kind: TemplateKind, row: Row | undefined): DocumentTemplate => {
  const { fields, loops } = templateFieldsOf(kind);
  return {
    kind,
    fields: fields.map((f) => f.name),
    loops: loops.map((l) => ({ name: l.name, fields: [...l.fields] })),
    template: row
      ? {
          fileName: str(row.file_name),
          size: Number(row.size),
          digest: str(row.digest),
          uses: (row.uses as string[] | null) ?? [],
          uploadedAt: instantOrNull(row.uploaded_at) ?? '',
          uploadedBy: row.author ? str(row.author) : null,
        }
      : null,
  };
};

const SELECT = sql`select t.kind, t.file_name, t.size, t.digest, t.uses, t.uploaded_at,
    (select concat_ws(' ', st.firstname, st.name) from staff st where st.id = t.uploaded_by) as author
  from document_templates t`;

/** GET /document-templates: every kind, with its fields and the provider's template when uploaded. */
export async function templateList(db: Runner): Promise<DocumentTemplate[]> {
  const rows = await rowsOf(db, SELECT);
  const byKind = new Map(rows.map((r) => [str(r.kind), r]));
  return TEMPLATE_KINDS.map((kind) => entryOf(kind, byKind.get(kind)));
}

async function templateEntry(db: Runner, kind: TemplateKind) {
  const [row] = await rowsOf(db, sql`${SELECT} where t.kind = ${kind}`);
  return entryOf(kind, row);
}

/**
 * PUT /document-templates/{kind}: the Word file checked (a Word document whose tags the library
 * reads, naming only the fields of its kind: a 400 naming each other one, and nothing is kept),
 * stored under a new key, then its row written; the file it replaces is deleted once the row is.
 */
export async function uploadTemplate(
  deps: { db: Database; files: FileStore },
  kind: TemplateKind,
  file: { fileName: string; bytes: Buffer },
  staffId: string,
): Promise<DocumentTemplate> {
  const { tags } = await compileTemplate(file.bytes, TEMPLATE_MAX_UNPACKED_BYTES);
  const { uses, unknown } = templateUses(kind, tags);
  if (unknown.length > 0) {
    const key = 'app.document_templates.unknown_fields';
    throw new HttpError(400, key, { fields: unknown.join(', ') }, { file: key });
  }
  const fileKey = `document-templates/${kind}/${randomUUID()}.docx`;
  await deps.files.put(fileKey, Readable.from([file.bytes]), { contentType: DOCX_TYPE });
  const row = {
    fileKey,
    fileName: file.fileName,
    size: file.bytes.length,
    digest: createHash('sha256').update(file.bytes).digest('hex'),
    uses,
    uploadedBy: staffId,
  };
  let replaced: string | undefined;
  try {
    replaced = await deps.db.transaction(async (tx) => {
      // The row locked while it is replaced; a first upload inserts it, and one that meets a
      // concurrent first upload's row replaces that instead.
      for (let attempt = 0; attempt < 2; attempt++) {
        const [old] = await rowsOf(
          tx,
          sql`select file_key from document_templates where kind = ${kind} for update`,
        );
        if (old) {
          await tx
            .update(documentTemplates)
            .set({ ...row, uploadedAt: new Date() })
            .where(eq(documentTemplates.kind, kind));
          return str(old.file_key);
        }
        const inserted = await tx
          .insert(documentTemplates)
          .values({ kind, ...row })
          .onConflictDoNothing({ target: documentTemplates.kind })
          .returning({ kind: documentTemplates.kind });
        if (inserted.length > 0) return undefined;
      }
      throw new Error(`document template ${kind}: neither inserted nor updated`);
    });
  } catch (error) {
    await deps.files.delete(fileKey).catch(() => {});
    throw error;
  }
  if (replaced) await deps.files.delete(replaced).catch(() => {});
  return templateEntry(deps.db, kind);
}

/** DELETE /document-templates/{kind}: the built-in model is used again; 404 when there is none. */
export async function removeTemplate(deps: { db: Database; files: FileStore }, kind: TemplateKind) {
  const [row] = await rowsOf(
    deps.db,
    sql`delete from document_templates where kind = ${kind} returning file_key`,
  );
  if (!row) throw notFound();
  await deps.files.delete(str(row.file_key)).catch(() => {});
}

/** The provider's template of `kind` with what it names, or undefined when it has none. */
export async function storedTemplate(
  deps: { db: Runner; files: FileStore },
  kind: TemplateKind,
): Promise<{ fileName: string; bytes: Buffer; uses: string[]; digest: string } | undefined> {
  const [row] = await rowsOf(
    deps.db,
    sql`select file_key, file_name, uses, digest from document_templates where kind = ${kind}`,
  );
  if (!row) return undefined;
  const stored = await deps.files.get(str(row.file_key));
  if (!stored) return undefined;
  return {
    fileName: str(row.file_name),
    bytes: await buffer(stored.body),
    uses: (row.uses as string[] | null) ?? [],
    digest: str(row.digest),
  };
}
