import { buffer } from 'node:stream/consumers';
import { sql } from 'drizzle-orm';
import { EVIDENCE_MAX_SHEETS, type EvidencePart } from '../../../domain/entities/evidence-pack';
import type { Lang } from '../../../locales/merge';
import type { FileStore } from '../../adapters/files';
import type { Database } from '../../db/connect';
import { safeFilename } from '../../lib/downloads';
import { t } from '../../lib/i18n';
import { num, rowsOf, str, strOrNull } from '../../lib/raw-rows';
import type { Reader } from '../../lib/scope';
import { coursePlan, groupPdf } from '../exports';
import { type GroupHead, getResults } from '../group-results';
import { sheetPdf } from '../sessions';
import { groupSurveyResults } from '../surveys';
import { resultSheetPdf } from '../test-attempts';
import { atRiskPdf, complaintsPdf, resultsPdf, surveysPdf } from './sheets';

/** A file of the pack: its name in its part's folder, and its bytes. */
export interface PackFile {
  name: string;
  body: Buffer;
}
/** What a part holds, and what the index says of it when it is short (a message key and params). */
export interface PackPart {
  part: EvidencePart;
  files: PackFile[];
  note?: { key: string; params?: Record<string, number> };
}

export interface PackDeps {
  db: Database;
  files: FileStore;
  reader: Reader;
  lang: Lang;
}

const pdfName = (base: string) => safeFilename(base, 'pdf');

/** A name led by its place, so that a folder lists in order: 001-…, or 01-… for the folders. */
export const numbered = (place: number, base: string, width = 3) =>
  `${String(place).padStart(width, '0')}-${base}`;

/** Reads a stored file whole; undefined when the store has lost it. */
async function stored(files: FileStore, key: string) {
  const file = await files.get(key);
  return file ? buffer(file.body) : undefined;
}

/** The latest version of each document issued for the group, of the kinds asked, per learner. */
async function issuedParts(deps: PackDeps, groupId: string, kinds: string[]) {
  const rows = await rowsOf(
    deps.db,
    sql`select distinct on (d.kind, d.student_id) d.id, d.kind, d.file_key, d.file_name, d.version,
          (select a.signed_file_key from agreement_signatures a
            where a.document_id = d.id and a.signed_at is not null limit 1) as signed_key
        from issued_documents d
        where d.group_id = ${groupId} and d.kind in (${sql.join(
          kinds.map((kind) => sql`${kind}`),
          sql`, `,
        )})
          and d.file_key is not null
        order by d.kind, d.student_id, d.version desc`,
  );
  const files: PackFile[] = [];
  for (const row of rows) {
    const body = await stored(deps.files, str(row.file_key));
    if (body) files.push({ name: `v${num(row.version)}-${str(row.file_name)}`, body });
    const signedKey = strOrNull(row.signed_key);
    const signed = signedKey ? await stored(deps.files, signedKey) : undefined;
    if (signed)
      files.push({
        name: `v${num(row.version)}-signed-${pdfName(str(row.file_name).replace(/\.\w+$/, ''))}`,
        body: signed,
      });
  }
  return files.sort((a, b) => a.name.localeCompare(b.name));
}

/** The signed sheet of each session of the group that has started, at most EVIDENCE_MAX_SHEETS. */
async function attendancePart(deps: PackDeps, groupId: string): Promise<PackPart> {
  const rows = await rowsOf(
    deps.db,
    sql`select s.id from sessions s join session_groups sg on sg.session_id = s.id
        where sg.group_id = ${groupId} and s.start < now()
        order by s.start, s.id limit ${EVIDENCE_MAX_SHEETS + 1}`,
  );
  const files: PackFile[] = [];
  for (const row of rows.slice(0, EVIDENCE_MAX_SHEETS)) {
    const { pdf, fileBase } = await sheetPdf(deps.db, deps.files, str(row.id), deps.lang);
    files.push({
      name: pdfName(numbered(files.length + 1, fileBase)),
      body: pdf,
    });
  }
  return {
    part: 'attendance',
    files,
    ...(rows.length > EVIDENCE_MAX_SHEETS
      ? { note: { key: 'too_many_sheets', params: { max: EVIDENCE_MAX_SHEETS } } }
      : {}),
  };
}

/** The placement tests handed in by the group's learners, or for the group. */
async function positioningPart(deps: PackDeps, groupId: string): Promise<PackPart> {
  const rows = await rowsOf(
    deps.db,
    sql`select t.id from test_attempts t
        where t.finished_at is not null and (t.group_id = ${groupId} or t.student_id in
          (select student_id from group_students where group_id = ${groupId}))
        order by t.finished_at, t.id limit ${EVIDENCE_MAX_SHEETS}`,
  );
  const files: PackFile[] = [];
  for (const row of rows) {
    const { pdf, fileBase } = await resultSheetPdf(deps.db, str(row.id), deps.reader, deps.lang);
    files.push({
      name: pdfName(numbered(files.length + 1, fileBase)),
      body: pdf,
    });
  }
  return { part: 'positioning', files };
}

/** Every part of the pack of a group the reader may see, in the order of EVIDENCE_PARTS. */
export async function collectPack(deps: PackDeps, head: GroupHead): Promise<PackPart[]> {
  const { db, reader, lang } = deps;
  const groupId = head.id;
  const plan = await coursePlan(db, groupId, reader);
  const programme = await groupPdf(plan, lang);
  // A part of one sheet: the sheet is named as its folder is, in the reader's language.
  const one = (part: EvidencePart, body: Buffer): PackPart => ({
    part,
    files: [{ name: pdfName(t(lang, `app.evidence_pack.folders.${part}`)), body }],
  });
  return [
    { part: 'programme', files: [{ name: pdfName(programme.fileBase), body: programme.pdf }] },
    { part: 'agreement', files: await issuedParts(deps, groupId, ['agreement', 'contract']) },
    { part: 'convocations', files: await issuedParts(deps, groupId, ['convocation']) },
    await positioningPart(deps, groupId),
    await attendancePart(deps, groupId),
    one('results', await resultsPdf(await getResults(db, groupId, reader), head, lang)),
    one('at_risk', await atRiskPdf(db, head, lang)),
    {
      part: 'attestations',
      files: await issuedParts(deps, groupId, ['attestation', 'certificate']),
    },
    one('surveys', await surveysPdf(await groupSurveyResults(db, groupId, reader), head, lang)),
    one('complaints', await complaintsPdf(db, head, lang)),
  ];
}
