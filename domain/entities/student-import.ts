import { z } from 'zod';

/** The learner fields a spreadsheet's columns map to (POST /student/import). */
export const IMPORT_FIELDS = ['name', 'firstname', 'email', 'phone', 'level'] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

/** Data rows a file may hold, below its header. */
export const IMPORT_MAX_ROWS = 10_000;
/** Bytes a file may have: past it a 413. */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;

/** Message keys (locales/fragments/student-import.ts). */
export const IMPORT_KEYS = {
  noFile: 'app.student_import.no_file',
  empty: 'app.student_import.empty_file',
  noHeader: 'app.student_import.no_header',
  noRows: 'app.student_import.no_rows',
  notSpreadsheet: 'app.student_import.not_spreadsheet',
  utf16: 'app.student_import.utf16',
  badEncoding: 'app.student_import.bad_encoding',
  badCsv: 'app.student_import.bad_csv',
  badXlsx: 'app.student_import.bad_xlsx',
  xlsxTooLarge: 'app.student_import.xlsx_too_large',
  tooManyRows: 'app.student_import.too_many_rows',
  formula: 'app.student_import.formula',
  badMapping: 'app.student_import.bad_mapping',
  unknownGroup: 'app.student_import.unknown_group',
  companyNotGroups: 'app.student_import.company_not_groups',
  duplicateInFile: 'app.student_import.duplicate_in_file',
  invalidLevel: 'app.student_import.invalid_level',
  archivedStudent: 'app.student_import.archived_student',
  rowsRefused: 'app.student_import.rows_refused',
} as const;

/** Each field's column (0-based index in the header row), or null when the file has none. */
export const ImportMappingSchema = z.strictObject({
  name: z.number().int().min(0).nullable(),
  firstname: z.number().int().min(0).nullable(),
  email: z.number().int().min(0).nullable(),
  phone: z.number().int().min(0).nullable(),
  level: z.number().int().min(0).nullable(),
});
export type ImportMapping = z.infer<typeof ImportMappingSchema>;

/** The form beside the file: a mapping (JSON, replaces the guess), a group and/or a client. */
export const ImportFormSchema = z.strictObject({
  mapping: z.string().max(1000).optional(),
  group: z.uuid().optional(),
  company: z.uuid().optional(),
});

export const IMPORT_STATUSES = ['new', 'existing', 'error'] as const;

const Cell = z.string();

export const ImportRowSchema = z.object({
  /** 1-based line of the file (a csv line, an xlsx row number). */
  line: z.number().int(),
  status: z.enum(IMPORT_STATUSES),
  /** The cells as read, trimmed ('' when the column is missing or empty). */
  values: z.object({ name: Cell, firstname: Cell, email: Cell, phone: Cell, level: Cell }),
  /** A message key per refused field. */
  errors: z.record(z.string(), z.string()).optional(),
  /** The student with that e-mail, when there is one. */
  studentId: z.uuid().optional(),
});
export type ImportRow = z.infer<typeof ImportRowSchema>;

export const ImportReportSchema = z.object({
  columns: z.array(z.string()),
  mapping: ImportMappingSchema,
  rows: z.array(ImportRowSchema),
  counts: z.object({ new: z.number().int(), existing: z.number().int(), error: z.number().int() }),
});
export type ImportReport = z.infer<typeof ImportReportSchema>;

/** The 400 of POST /student/import when a row is refused: the check's report and a message. */
export const ImportRefusedSchema = ImportReportSchema.extend({ message: z.string() });

export const ImportResultSchema = z.object({
  created: z.number().int(),
  existing: z.number().int(),
  addedToGroup: z.number().int(),
});
export type ImportResult = z.infer<typeof ImportResultSchema>;
