import { and, count, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import {
  auditLog,
  companies,
  groupStudents,
  groups,
  notificationRecipients,
  notificationsIntra,
  students,
} from '../../server/db/schema';
import { zipEntries } from '../../server/lib/zip';
import { build } from './helpers';
import { multipart } from './multipart';

type Report = {
  columns: string[];
  mapping: Record<string, number | null>;
  rows: {
    line: number;
    status: string;
    values: Record<string, string>;
    errors?: Record<string, string>;
    studentId?: string;
  }[];
  counts: { new: number; existing: number; error: number };
};

const csvOf = (rows: string[][], sep = ',') => rows.map((r) => r.join(sep)).join('\r\n');

/** A csv of n learners, e-mails unique to the tag. */
const learners = (n: number, tag: string) =>
  Array.from({ length: n }, (_, i) => [
    `Nom${i}`,
    `Prénom${i}`,
    `${tag}.${i}@import.example`,
    '',
    'B1',
  ]);

async function xlsxOf(rows: (string | number | { formula: string })[][]) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Learners');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('learners import from a spreadsheet', async () => {
  const { app, injectAs, account } = await build();
  const admin = await account('admin');
  const [english] = (await injectAs('admin', { url: '/api/language' })).json() as { _id: string }[];
  const [client, other] = await app.db
    .insert(companies)
    .values([
      { name: 'Clinique du Parc', country: 'FR', type: 'Client', languageArea: 2 },
      { name: 'Other client', country: 'FR', type: 'Client', languageArea: 1 },
    ])
    .returning();
  const [group] = await app.db
    .insert(groups)
    .values({
      companyId: client.id,
      name: 'Nurses B1',
      type: 'EW',
      level: 3,
      languageId: english._id,
    })
    .returning();

  const send = (
    path: 'import' | 'import/check',
    file: { name: string; content: Buffer | string; type?: string },
    fields: Record<string, string> = {},
    as: 'admin' | 'teacher' = 'admin',
  ) =>
    injectAs(as, {
      method: 'POST',
      url: `/api/student/${path}`,
      ...multipart(fields, { type: file.type ?? 'text/csv', ...file }),
    });
  const check = async (
    content: Buffer | string,
    fields: Record<string, string> = {},
    name = 'l.csv',
  ) => {
    const res = await send('import/check', { name, content }, fields);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Report;
  };
  const studentCount = async () => (await app.db.select({ n: count() }).from(students))[0].n;

  it('reads a UTF-8 csv with its BOM, and guesses the English headers', async () => {
    const text = `\uFEFF${csvOf([
      ['Last name', 'First name', 'Email', 'Phone', 'Level'],
      ['Müller', 'Zoë', 'zoe@import.example', '+33 1 02', 'c1'],
    ])}`;
    const report = await check(Buffer.from(text, 'utf8'));
    expect(report.columns).toEqual(['Last name', 'First name', 'Email', 'Phone', 'Level']);
    expect(report.mapping).toEqual({ name: 0, firstname: 1, email: 2, phone: 3, level: 4 });
    expect(report.rows).toEqual([
      {
        line: 2,
        status: 'new',
        values: {
          name: 'Müller',
          firstname: 'Zoë',
          email: 'zoe@import.example',
          phone: '+33 1 02',
          level: 'c1',
        },
      },
    ]);
  });

  it('refuses a level outside A0..C2 or 0..6 and a name too long, with the student routes’ keys', async () => {
    const report = await check(
      csvOf([
        ['Name', 'First name', 'Email', 'Level'],
        ['x'.repeat(101), 'Ann', 'ann.long@import.example', 'Z9'],
      ]),
    );
    expect(report.rows[0]).toMatchObject({
      status: 'error',
      errors: { name: 'app.errors.field_too_long', level: 'app.student_import.invalid_level' },
    });
  });

  it('reads a Windows-1252 csv with semicolons and French headers', async () => {
    const text = csvOf(
      [
        ['Nom', 'Prénom', 'Courriel', 'Téléphone', 'Niveau (CECRL)'],
        ['Lefèvre', 'Hélène', 'helene@import.example', '', '3'],
      ],
      ';',
    );
    const report = await check(Buffer.from(text, 'latin1'));
    expect(report.mapping).toEqual({ name: 0, firstname: 1, email: 2, phone: 3, level: 4 });
    expect(report.rows[0].values).toMatchObject({
      name: 'Lefèvre',
      firstname: 'Hélène',
      level: '3',
    });
    expect(report.rows[0].status).toBe('new');
  });

  it('guesses German headers whatever their case and punctuation, and reads an xlsx', async () => {
    const file = await xlsxOf([
      ['STUFE', 'E-Mail-Adresse', 'Vorname', 'Nachname', 'Telefon'],
      ['A2', 'jurgen@import.example', 'Jürgen', 'Groß', 491234],
    ]);
    const report = await check(file, {}, 'l.xlsx');
    expect(report.mapping).toEqual({ name: 3, firstname: 2, email: 1, phone: 4, level: 0 });
    expect(report.rows[0]).toMatchObject({
      line: 2,
      status: 'new',
      values: { name: 'Groß', phone: '491234' },
    });
  });

  it('follows an explicit mapping instead of the guess', async () => {
    const text = csvOf([
      ['a', 'b', 'c'],
      ['x@import.example', 'Durand', 'Paul'],
    ]);
    const report = await check(text, {
      mapping: JSON.stringify({ email: 0, name: 1, firstname: 2 }),
    });
    expect(report.mapping).toEqual({ name: 1, firstname: 2, email: 0, phone: null, level: null });
    expect(report.rows[0]).toMatchObject({
      status: 'new',
      values: { name: 'Durand', email: 'x@import.example' },
    });
    const bad = await send(
      'import/check',
      { name: 'l.csv', content: text },
      { mapping: '{"email": 9}' },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.mapping).toBeTruthy();
  });

  it('reports 3 bad rows of 50 with their reasons, writes nothing, then imports the fixed file into a group', async () => {
    const rows = learners(50, 'fifty');
    rows[4][0] = '';
    rows[9][2] = 'not-an-email';
    rows[19][2] = rows[2][2].toUpperCase();
    const header = ['Nom', 'Prénom', 'E-mail', 'Téléphone', 'Niveau'];
    const before = await studentCount();
    const report = await check(csvOf([header, ...rows]));
    expect(report.counts).toEqual({ new: 47, existing: 0, error: 3 });
    const errors = report.rows.filter((r) => r.status === 'error');
    expect(errors.map((r) => [r.line, r.errors])).toEqual([
      [6, { name: 'app.validation.required' }],
      [11, { email: 'app.validation.invalid_email' }],
      [21, { email: 'app.student_import.duplicate_in_file' }],
    ]);
    const refused = await send(
      'import',
      { name: 'fifty.csv', content: csvOf([header, ...rows]) },
      { group: group.id },
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      counts: { error: 3 },
      message: expect.stringContaining('3'),
    });
    expect(await studentCount()).toBe(before);

    rows[4][0] = 'Fixed';
    rows[9][2] = 'fixed.9@import.example';
    rows[19][2] = 'fixed.19@import.example';
    const done = await send(
      'import',
      { name: 'fifty.csv', content: csvOf([header, ...rows]) },
      { group: group.id },
    );
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ created: 50, existing: 0, addedToGroup: 50 });
    expect(await studentCount()).toBe(before + 50);
    const [member] = await app.db
      .select({ companyId: students.companyId, level: students.level })
      .from(students)
      .where(eq(students.email, 'fifty.0@import.example'));
    expect(member).toEqual({ companyId: client.id, level: 3 });
    const [{ n }] = await app.db
      .select({ n: count() })
      .from(groupStudents)
      .where(eq(groupStudents.groupId, group.id));
    expect(n).toBe(50);

    // The importer is told, and the trail holds one import entry.
    const told = await app.db
      .select({ params: notificationsIntra.params })
      .from(notificationsIntra)
      .innerJoin(
        notificationRecipients,
        eq(notificationRecipients.notificationId, notificationsIntra.id),
      )
      .where(
        and(
          eq(notificationsIntra.kind, 'import_finished'),
          eq(notificationRecipients.staffId, admin.id),
        ),
      );
    expect(told.map((r) => r.params)).toContainEqual({ name: 'fifty.csv', count: 50, errors: 0 });
    const entries = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'import'), eq(auditLog.tableName, 'students')));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorId: admin.id,
      recordId: '',
      after: { file: 'fifty.csv', rows: 50 },
    });
  });

  it('matches an existing e-mail whatever its case, adds her to the group, and refuses another client’s learner', async () => {
    const [existing] = await app.db
      .insert(students)
      .values({
        name: 'Known',
        firstname: 'Anne',
        email: 'anne.known@import.example',
        companyId: client.id,
      })
      .returning();
    const [elsewhere] = await app.db
      .insert(students)
      .values({
        name: 'Away',
        firstname: 'Bea',
        email: 'bea.away@import.example',
        companyId: other.id,
      })
      .returning();
    const header = ['Name', 'Firstname', 'Email'];
    const file = csvOf([
      header,
      ['Known', 'Anne', 'ANNE.Known@import.example'],
      ['New', 'Carl', 'carl.new@import.example'],
    ]);
    const report = await check(file, { group: group.id });
    expect(report.rows[0]).toMatchObject({ status: 'existing', studentId: existing.id });
    const done = await send('import', { name: 'two.csv', content: file }, { group: group.id });
    expect(done.json()).toEqual({ created: 1, existing: 1, addedToGroup: 2 });

    const refused = await check(csvOf([header, ['Away', 'Bea', 'bea.away@import.example']]), {
      company: client.id,
    });
    expect(refused.rows[0]).toMatchObject({
      status: 'error',
      studentId: elsewhere.id,
      errors: { email: 'app.groups.student_other_company' },
    });
  });

  it('the dry run writes nothing', async () => {
    const before = await studentCount();
    const [{ n: trail }] = await app.db.select({ n: count() }).from(auditLog);
    const report = await check(
      csvOf([['Nom', 'Prénom', 'Email'], ...learners(20, 'dry').map((r) => r.slice(0, 3))]),
      {
        group: group.id,
      },
    );
    expect(report.counts.new).toBe(20);
    expect(await studentCount()).toBe(before);
    const [{ n: after }] = await app.db.select({ n: count() }).from(auditLog);
    expect(after).toBe(trail);
  });

  it('refuses what is not a spreadsheet of values, with a translated 400 and nothing written', async () => {
    const before = await studentCount();
    const header = ['Nom', 'Prénom', 'Email'];
    const refusedWith = async (content: Buffer | string, name = 'l.csv') => {
      const form = multipart({}, { name, type: 'text/csv', content });
      const res = await injectAs('admin', {
        method: 'POST',
        url: '/api/student/import',
        payload: form.payload,
        headers: { ...form.headers, 'accept-language': 'fr' },
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors.file).toBeTruthy();
      return res.json().message as string;
    };
    const many = csvOf([header, ...learners(10_001, 'many').map((r) => r.slice(0, 3))]);
    expect(await refusedWith(many)).toContain('10000');
    const formula = await xlsxOf([header, ['A', 'B', { formula: 'CONCAT("a","@b.example")' }]]);
    expect(await refusedWith(formula, 'l.xlsx')).toContain('C2');
    const png = Buffer.concat([
      Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
      Buffer.alloc(64),
    ]);
    expect(await refusedWith(png)).toMatch(/ni un tableur/);
    const utf16 = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from(csvOf([header, ['a', 'b', 'c@d.example']]), 'utf16le'),
    ]);
    expect(await refusedWith(utf16)).toMatch(/UTF-16/);
    expect(await refusedWith(Buffer.from([0x4e, 0x6f, 0x6d, 0x0a, 0x8d, 0x0a]))).toMatch(
      /Windows-1252/,
    );
    expect(await refusedWith('')).toMatch(/vide/);
    expect(
      await refusedWith(
        csvOf([
          ['x', 'y'],
          ['1', '2'],
        ]),
        'no_header',
      ),
    ).toMatch(/en-têtes/);
    expect(await refusedWith(Buffer.from('PK\x03\x04broken'), 'l.xlsx')).toMatch(/xlsx/);
    const document = await zipEntries([['word/document.xml', '<w:document/>']]);
    expect(await refusedWith(document, 'l.xlsx')).toMatch(/ni un tableur/);
    expect(await studentCount()).toBe(before);
  });

  it('refuses a file over 10 MB with a 413, and a Teacher with a 403', async () => {
    const big = await send('import/check', {
      name: 'big.csv',
      content: Buffer.alloc(10 * 1024 * 1024 + 10, 0x61),
    });
    expect(big.statusCode).toBe(413);
    const teacher = await send(
      'import',
      { name: 'l.csv', content: 'Nom,Prénom,Email\na,b,c@d.example' },
      {},
      'teacher',
    );
    expect(teacher.statusCode).toBe(403);
    const json = await injectAs('admin', {
      method: 'POST',
      url: '/api/student/import',
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
    const unknownGroup = await send(
      'import/check',
      { name: 'l.csv', content: 'Nom,Prénom,Email\na,b,c@d.example' },
      {
        group: '00000000-0000-4000-8000-000000000000',
      },
    );
    expect(unknownGroup.statusCode).toBe(400);
    expect(unknownGroup.json().errors.group).toBeTruthy();
    // The trail keeps its one import entry of the file imported above, no more.
    const [{ n }] = await app.db
      .select({ n: count() })
      .from(auditLog)
      .where(sql`${auditLog.action} = 'import'`);
    expect(n).toBe(2);
  });
});
