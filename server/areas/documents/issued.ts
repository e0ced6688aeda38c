import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { type SQL, sql } from 'drizzle-orm';
import { type IssuedDocument, RETENTION_YEARS } from '../../../domain/entities/issued-document';
import type { Lang } from '../../../locales/merge';
import { pgCode } from '../../lib/db-errors';
import { notFound } from '../../lib/http-errors';
import { day, flag, instantOrNull, type Row, type Runner, rowsOf, str } from '../../lib/raw-rows';
import type { Reader } from '../../lib/scope';
import { groupHead } from '../group-results';
import {
  type DocumentSubject,
  type RenderDeps,
  type RenderedDocument,
  renderDocument,
} from './render';

const SELECT = sql`select d.id, d.group_id, g.name as group_name, d.student_id,
    case when s.id is null then null else concat_ws(' ', upper(s.name), s.firstname) end as student_name,
    d.kind, d.version, d.file_name, d.content_type, d.size, d.digest, d.lang,
    d.template_digest is not null as from_template, d.issued_at,
    (select concat_ws(' ', st.firstname, st.name) from staff st where st.id = d.issued_by) as issued_by,
    d.keep_until, d.file_key is null as erased
  from issued_documents d
  join groups g on g.id = d.group_id
  left join students s on s.id = d.student_id`;

const documentOf = (r: Row): IssuedDocument => ({
  id: str(r.id),
  groupId: str(r.group_id),
  groupName: str(r.group_name),
  studentId: r.student_id ? str(r.student_id) : null,
  studentName: r.student_name ? str(r.student_name) : null,
  kind: str(r.kind) as IssuedDocument['kind'],
  version: Number(r.version),
  fileName: str(r.file_name),
  contentType: str(r.content_type),
  size: Number(r.size),
  digest: str(r.digest),
  lang: str(r.lang),
  fromTemplate: flag(r.from_template),
  issuedAt: instantOrNull(r.issued_at) ?? '',
  issuedBy: r.issued_by ? str(r.issued_by) : null,
  keepUntil: day(r.keep_until) ?? '',
  erased: flag(r.erased),
});

const listed = async (db: Runner, where: SQL) =>
  (
    await rowsOf(
      db,
      sql`${SELECT} where ${where} order by d.issued_at desc, d.kind, d.version desc, d.id`,
    )
  ).map(documentOf);

/**
 * Issues a document (issue 47 part 4): made in PDF as its download is (in Word when it is the
 * provider's template and LibreOffice is not there), kept in the file store with the next version
 * of its kind for its group and learner, its digest, who and when, until RETENTION_YEARS from now.
 * Two issues at once take two versions: the unique version is tried again once.
 */
export async function issueDocument(
  deps: RenderDeps,
  subject: DocumentSubject,
  reader: Reader,
  /** Who issues it; null: the server's own work. */
  staffId: string | null,
  lang: Lang,
): Promise<{ document: IssuedDocument; made: RenderedDocument }> {
  const made = await renderDocument(deps, subject, 'pdf', reader, lang);
  const key = `issued-documents/${subject.groupId}/${randomUUID()}.${made.extension}`;
  await deps.files.put(key, Readable.from([made.body]), { contentType: made.type });
  const digest = createHash('sha256').update(made.body).digest('hex');
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        const [row] = await rowsOf(
          deps.db,
          sql`insert into issued_documents (group_id, student_id, kind, version, file_key, file_name,
                content_type, size, digest, lang, template_digest, issued_by, keep_until)
              select ${subject.groupId}::uuid, ${subject.studentId}::uuid, ${subject.kind},
                coalesce(max(version), 0) + 1, ${key}, ${`${made.fileBase}.${made.extension}`},
                ${made.type}, ${made.body.length}::int, ${digest}, ${lang}, ${made.templateDigest}::text,
                ${staffId}::uuid, (now() + make_interval(years => ${RETENTION_YEARS}))::date
              from issued_documents
              where group_id = ${subject.groupId} and kind = ${subject.kind}
                and student_id is not distinct from ${subject.studentId}::uuid
              returning id`,
        );
        const [document] = await listed(deps.db, sql`d.id = ${str(row.id)}`);
        return { document, made };
      } catch (error) {
        if (pgCode(error) !== '23505' || attempt > 0) throw error;
      }
    }
  } catch (error) {
    await deps.files.delete(key).catch(() => {});
    throw error;
  }
}

/** GET /group/documents/{id}: the documents issued for a group the reader sees, newest first. */
export async function groupDocuments(db: Runner, groupId: string, reader: Reader) {
  await groupHead(db, groupId, reader);
  return listed(db, sql`d.group_id = ${groupId}`);
}

/** An issued document's file, in a group the reader sees; 404 when erased or not there. */
export async function issuedFile(
  deps: Pick<RenderDeps, 'db' | 'files'>,
  groupId: string,
  documentId: string,
  reader: Reader,
) {
  await groupHead(deps.db, groupId, reader);
  const [row] = await rowsOf(
    deps.db,
    sql`select file_key, file_name, content_type, version from issued_documents
        where id = ${documentId} and group_id = ${groupId}`,
  );
  if (!row?.file_key) throw notFound();
  const file = await deps.files.get(str(row.file_key));
  if (!file) throw notFound();
  return {
    file,
    type: str(row.content_type),
    fileName: str(row.file_name),
    version: Number(row.version),
  };
}
