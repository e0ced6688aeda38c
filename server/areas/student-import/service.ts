import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  IMPORT_KEYS,
  IMPORT_MAX_BYTES,
  ImportFormSchema,
  type ImportMapping,
  ImportMappingSchema,
  type ImportReport,
  type ImportResult,
} from '../../../domain/entities/student-import';
import { guessMapping } from '../../../domain/rules/import-columns';
import type { Database, Db } from '../../db/connect';
import { companies, groupStudents, groups, students } from '../../db/schema';
import { emailTaken, pgCode, unknownReference } from '../../lib/db-errors';
import { badRequest, HttpError } from '../../lib/http-errors';
import { readMultipartInMemory } from '../../lib/memory-upload';
import { parseFormFields } from '../../lib/upload';
import { type CheckedRow, checkSheet, type ImportTarget } from './check';
import { readSheet, type Sheet } from './read-sheet';

/** A request to import: the file read, the mapping used and where its learners go. */
export interface ImportRequest {
  fileName: string;
  sheet: Sheet;
  mapping: ImportMapping;
  target: ImportTarget;
}

/** The report of a refused import, answered as the 400 of POST /student/import. */
export class ImportRefused extends Error {
  constructor(readonly report: ImportReport) {
    super(IMPORT_KEYS.rowsRefused);
  }
}

const INSERT_CHUNK = 500;

function mappingOf(text: string | undefined, sheet: Sheet): ImportMapping {
  if (text === undefined) {
    const guessed = guessMapping(sheet.header);
    if (Object.values(guessed).every((column) => column === null))
      throw badRequest(IMPORT_KEYS.noHeader, { file: IMPORT_KEYS.noHeader });
    return guessed;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw badRequest(IMPORT_KEYS.badMapping, { mapping: IMPORT_KEYS.badMapping });
  }
  const given =
    json && typeof json === 'object' && !Array.isArray(json)
      ? { name: null, firstname: null, email: null, phone: null, level: null, ...json }
      : json;
  const parsed = ImportMappingSchema.safeParse(given);
  const width = Math.max(sheet.header.length, ...sheet.rows.map((r) => r.cells.length));
  if (!parsed.success || Object.values(parsed.data).some((c) => c !== null && c >= width))
    throw badRequest(IMPORT_KEYS.badMapping, { mapping: IMPORT_KEYS.badMapping });
  return parsed.data;
}

/** The client and group named: a group's learners belong to its client, so the client follows it. */
async function targetOf(db: Db, group?: string, company?: string): Promise<ImportTarget> {
  if (group) {
    const [found] = await db
      .select({ companyId: groups.companyId })
      .from(groups)
      .where(eq(groups.id, group));
    if (!found) throw badRequest(IMPORT_KEYS.unknownGroup, { group: IMPORT_KEYS.unknownGroup });
    if (company && company !== found.companyId)
      throw badRequest(IMPORT_KEYS.companyNotGroups, { company: IMPORT_KEYS.companyNotGroups });
    return { companyId: found.companyId, groupId: group };
  }
  if (company) {
    const [found] = await db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.id, company));
    if (!found) throw unknownReference('company', 'app.people.unknown_company');
  }
  return { companyId: company ?? null, groupId: null };
}

/** Reads the multipart form of both import routes: 400, 413 or 415 when it cannot be imported. */
export async function readImportRequest(db: Db, request: FastifyRequest): Promise<ImportRequest> {
  if (!request.isMultipart()) throw new HttpError(415, 'app.errors.bad_request');
  const form = await readMultipartInMemory(request, IMPORT_MAX_BYTES);
  const fields = parseFormFields(
    ImportFormSchema,
    Object.fromEntries(Object.entries(form.fields).filter(([, v]) => v !== '')),
  );
  if (!form.file) throw badRequest(IMPORT_KEYS.noFile, { file: IMPORT_KEYS.noFile });
  const sheet = await readSheet(form.file.bytes);
  const mapping = mappingOf(fields.mapping, sheet);
  const target = await targetOf(db, fields.group, fields.company);
  return { fileName: form.file.fileName, sheet, mapping, target };
}

/** The dry run: the report, nothing written. */
export async function checkImport(db: Db, input: ImportRequest): Promise<ImportReport> {
  return (await checkSheet(db, input.sheet, input.mapping, input.target)).report;
}

async function insertNew(tx: Db, rows: CheckedRow[], companyId: string | null) {
  const ids: string[] = [];
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    const values = rows.slice(i, i + INSERT_CHUNK).map(({ student }) => ({
      name: student?.name ?? '',
      firstname: student?.firstname ?? '',
      email: student?.email ?? '',
      phone: student?.phone ?? null,
      level: student?.level ?? null,
      companyId,
    }));
    const made = await tx.insert(students).values(values).returning({ id: students.id });
    ids.push(...made.map((r) => r.id));
  }
  return ids;
}

/**
 * Checks again and writes in one transaction: the new students (on the target's client), then the
 * new and existing ones into the group. Any refused row: ImportRefused, nothing written.
 */
export async function applyImport(db: Database, input: ImportRequest): Promise<ImportResult> {
  try {
    return await db.transaction(async (tx) => {
      const { report, rows } = await checkSheet(tx, input.sheet, input.mapping, input.target);
      if (report.counts.error > 0) throw new ImportRefused(report);
      const created = await insertNew(
        tx,
        rows.filter((r) => r.status === 'new'),
        input.target.companyId,
      );
      let addedToGroup = 0;
      const groupId = input.target.groupId;
      if (groupId) {
        const joining = [
          ...created,
          ...rows
            .filter((r) => r.status === 'existing' && !r.inGroup)
            .map((r) => r.studentId ?? ''),
        ];
        for (let i = 0; i < joining.length; i += INSERT_CHUNK) {
          const added = await tx
            .insert(groupStudents)
            .values(joining.slice(i, i + INSERT_CHUNK).map((studentId) => ({ groupId, studentId })))
            .onConflictDoNothing()
            .returning({ id: groupStudents.studentId });
          addedToGroup += added.length;
        }
      }
      return { created: created.length, existing: report.counts.existing, addedToGroup };
    });
  } catch (error) {
    // Another request took one of the e-mails since the check: the import is refused whole.
    if (pgCode(error) === '23505') throw emailTaken();
    throw error;
  }
}
