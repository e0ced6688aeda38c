import { inArray, sql } from 'drizzle-orm';
import { STUDENT_OTHER_COMPANY } from '../../../domain/entities/group';
import { CreateStudentSchema } from '../../../domain/entities/student';
import {
  IMPORT_KEYS,
  type ImportMapping,
  type ImportReport,
  type ImportRow,
} from '../../../domain/entities/student-import';
import { normalizeEmail } from '../../../domain/rules/email';
import { importLevel } from '../../../domain/rules/import-columns';
import { isBlank } from '../../../domain/rules/required';
import type { Db } from '../../db/connect';
import { groupStudents, students } from '../../db/schema';
import { fieldErrors } from '../../lib/upload';
import type { Sheet } from './read-sheet';

/** Where the import puts its learners: a client (the group's when a group is given) and a group. */
export interface ImportTarget {
  companyId: string | null;
  groupId: string | null;
}

/** A checked row with what writing it needs. */
export interface CheckedRow extends ImportRow {
  student?: {
    name: string;
    firstname: string;
    email: string;
    phone: string | null;
    level: number | null;
  };
  inGroup?: boolean;
}

const IN_CHUNK = 1000;

/** The row's cells by field ('' when the field has no column or the row is short). */
function valuesOf(cells: string[], mapping: ImportMapping): ImportRow['values'] {
  const at = (column: number | null) => (column === null ? '' : (cells[column] ?? ''));
  return {
    name: at(mapping.name),
    firstname: at(mapping.firstname),
    email: at(mapping.email),
    phone: at(mapping.phone),
    level: at(mapping.level),
  };
}

/** The rules of POST /student on one row, as the same message keys. */
function checkRow(line: number, values: ImportRow['values']): CheckedRow {
  const level = importLevel(values.level);
  const body = {
    name: values.name,
    firstname: values.firstname,
    email: values.email,
    phone: values.phone === '' ? null : values.phone,
    level: level ?? null,
  };
  const parsed = CreateStudentSchema.safeParse(body);
  const errors = parsed.success ? {} : fieldErrors(parsed.error);
  if (isBlank(values.email)) errors.email = 'app.validation.required';
  if (level === undefined) errors.level = IMPORT_KEYS.invalidLevel;
  if (Object.keys(errors).length > 0) return { line, status: 'error', values, errors };
  return { line, status: 'new', values, student: { ...body, email: normalizeEmail(body.email) } };
}

/** The students having these e-mails (compared lower case, as students_email_key does). */
async function studentsByEmail(db: Db, emails: string[]) {
  const found = new Map<string, { id: string; companyId: string | null; archived: boolean }>();
  for (let i = 0; i < emails.length; i += IN_CHUNK) {
    const rows = await db
      .select({
        id: students.id,
        email: sql<string>`lower(${students.email})`,
        companyId: students.companyId,
        archivedAt: students.archivedAt,
      })
      .from(students)
      .where(inArray(sql`lower(${students.email})`, emails.slice(i, i + IN_CHUNK)));
    for (const r of rows)
      found.set(r.email, { id: r.id, companyId: r.companyId, archived: r.archivedAt !== null });
  }
  return found;
}

async function groupMembers(db: Db, groupId: string | null): Promise<Set<string>> {
  if (!groupId) return new Set();
  const rows = await db
    .select({ id: groupStudents.studentId })
    .from(groupStudents)
    .where(sql`${groupStudents.groupId} = ${groupId}`);
  return new Set(rows.map((r) => r.id));
}

/**
 * Each data row checked against the student rules, the file's other rows (an e-mail once) and the
 * database (a student with that e-mail is 'existing'; of another client than the target's, refused).
 */
export async function checkSheet(
  db: Db,
  sheet: Sheet,
  mapping: ImportMapping,
  target: ImportTarget,
): Promise<{ report: ImportReport; rows: CheckedRow[] }> {
  const rows = sheet.rows.map(({ line, cells }) => checkRow(line, valuesOf(cells, mapping)));
  const seen = new Set<string>();
  for (const row of rows) {
    if (!row.student) continue;
    if (seen.has(row.student.email)) {
      row.status = 'error';
      row.errors = { email: IMPORT_KEYS.duplicateInFile };
      row.student = undefined;
    } else seen.add(row.student.email);
  }
  const [existing, members] = await Promise.all([
    studentsByEmail(db, [...seen]),
    groupMembers(db, target.groupId),
  ]);
  for (const row of rows) {
    const found = row.student && existing.get(row.student.email);
    if (!found) continue;
    row.studentId = found.id;
    row.inGroup = members.has(found.id);
    const otherClient = target.companyId !== null && found.companyId !== target.companyId;
    const archivedJoining = target.groupId !== null && found.archived && !row.inGroup;
    if (otherClient || archivedJoining) {
      row.status = 'error';
      row.errors = {
        email: otherClient ? STUDENT_OTHER_COMPANY : IMPORT_KEYS.archivedStudent,
      };
      row.student = undefined;
    } else row.status = 'existing';
  }
  const counts = { new: 0, existing: 0, error: 0 };
  for (const row of rows) counts[row.status]++;
  return {
    report: {
      columns: sheet.header,
      mapping,
      rows: rows.map(({ line, status, values, errors, studentId }) => ({
        line,
        status,
        values,
        ...(errors ? { errors } : {}),
        ...(studentId ? { studentId } : {}),
      })),
      counts,
    },
    rows,
  };
}
