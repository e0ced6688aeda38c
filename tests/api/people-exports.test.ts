import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import {
  companies,
  customers,
  groups,
  groupTeachers,
  languages,
  staff,
  staffLanguages,
} from '../../server/db/schema';
import { type As, build } from './helpers';

const today = () => new Date().toISOString().slice(0, 10);
const EN = { 'accept-language': 'en' };

/**
 * GET /customer/export and GET /teacher/export (issue 28): the list's filters and sort, the
 * reader's language for headers, values, sheet and file name, and the roles of the lists.
 */
describe('client contacts and trainers exports', async () => {
  const { app, injectAs, account } = await build();
  const me = await account('teacher');
  await account('admin');
  const langs = await app.db
    .select({ id: languages.id, initial: languages.initial })
    .from(languages)
    .where(inArray(languages.initial, ['FR', 'DE']));
  const lang = Object.fromEntries(langs.map((l) => [l.initial, l.id]));

  const client = (name: string) => ({
    name,
    country: 'FR',
    type: 'Client' as const,
    languageArea: 1,
  });
  const [x, y] = await app.db
    .insert(companies)
    .values([client('Pxport Xeno'), client('Pxport Ypsilon')])
    .returning({ id: companies.id });
  await app.db.insert(customers).values([
    {
      name: 'Pxport Abel',
      firstname: 'Xavier',
      email: 'pxport.xavier@example.com',
      phone: '+33 1 23 45 67 89',
      companyId: x.id,
    },
    { name: 'Pxport Zorro', firstname: 'Yann', email: 'pxport.yann@example.com', companyId: y.id },
    { name: 'Pxport Mila', firstname: 'Xena', email: 'pxport.xena@example.com', companyId: x.id },
  ]);
  // The Teacher teaches a group of client X only: she reads X's contacts.
  const [group] = await app.db
    .insert(groups)
    .values({ name: 'Pxport A', companyId: x.id, type: 'EW', level: 2, languageId: lang.FR })
    .returning({ id: groups.id });
  await app.db.insert(groupTeachers).values({ groupId: group.id, staffId: me.id });

  const [alpha, beta] = await app.db
    .insert(staff)
    .values([
      {
        type: 3,
        name: 'Pxtrain Alpha',
        firstname: 'Anna',
        email: 'pxtrain.anna@test.example',
        phone: '+49 30 1234',
        status: 'active',
      },
      {
        type: 3,
        name: 'Pxtrain Beta',
        firstname: 'Ben',
        email: 'pxtrain.ben@test.example',
        status: 'pending',
      },
    ])
    .returning({ id: staff.id });
  await app.db.insert(staffLanguages).values([
    { staffId: alpha.id, languageId: lang.FR },
    { staffId: alpha.id, languageId: lang.DE },
    { staffId: beta.id, languageId: lang.DE },
  ]);

  /** The file's sheet names, its rows as arrays (the header first) and its disposition. */
  const sheet = async (
    as: As,
    url: string,
    query: Record<string, string>,
    headers: Record<string, string> = EN,
  ) => {
    const res = await injectAs(as, { url, query, headers });
    expect(res.statusCode, `${as} ${url}`).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml.sheet');
    const book = XLSX.read(res.rawPayload, { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]], {
      header: 1,
    });
    return { names: book.SheetNames, rows, disposition: res.headers['content-disposition'] };
  };
  const contacts = { filter: JSON.stringify({ q: 'pxport' }) };
  const trainers = { filter: JSON.stringify({ q: 'pxtrain' }) };

  it.each([
    {
      lang: 'en',
      sheet: 'Client contacts',
      file: `client-contacts-${today()}.xlsx`,
      header: ['Name', 'First name', 'E-mail', 'Phone', 'Company', 'Created'],
    },
    {
      lang: 'fr',
      sheet: 'Contacts clients',
      file: `contacts-clients-${today()}.xlsx`,
      header: ['Nom', 'Prénom', 'E-mail', 'Téléphone', 'Société', 'Créé le'],
    },
  ])('writes the contacts in $lang: headers, sheet and file name', async (expected) => {
    const { names, rows, disposition } = await sheet('admin', '/api/customer/export', contacts, {
      'accept-language': expected.lang,
    });
    expect(names).toEqual([expected.sheet]);
    expect(disposition).toBe(`attachment; filename="${expected.file}"`);
    expect(rows[0]).toEqual(expected.header);
    // The list's default sort: by name.
    expect(rows.slice(1).map((r) => r.slice(0, 5))).toEqual([
      ['Pxport Abel', 'Xavier', 'pxport.xavier@example.com', '+33 1 23 45 67 89', 'Pxport Xeno'],
      ['Pxport Mila', 'Xena', 'pxport.xena@example.com', '', 'Pxport Xeno'],
      ['Pxport Zorro', 'Yann', 'pxport.yann@example.com', '', 'Pxport Ypsilon'],
    ]);
  });

  it("applies the contacts list's filter and sort", async () => {
    const { rows } = await sheet('admin', '/api/customer/export', {
      filter: JSON.stringify({ q: 'pxport', company: x.id }),
      sort: JSON.stringify(['firstname', 'DESC']),
    });
    expect(rows.slice(1).map((r) => r[1])).toEqual(['Xena', 'Xavier']);
  });

  it.each([
    {
      lang: 'en',
      sheet: 'Trainers',
      file: `trainers-${today()}.xlsx`,
      header: ['Name', 'First name', 'E-mail', 'Phone', 'Languages taught', 'Status', 'Created'],
      alpha: ['French', 'German'],
      status: ['Active', 'Pending'],
    },
    {
      lang: 'fr',
      sheet: 'Formateurs',
      file: `formateurs-${today()}.xlsx`,
      header: ['Nom', 'Prénom', 'E-mail', 'Téléphone', 'Langues enseignées', 'Statut', 'Créé le'],
      alpha: ['Français', 'Allemand'],
      status: ['Actif', 'En attente'],
    },
  ])('writes the trainers in $lang: headers, languages, status, file name', async (expected) => {
    const { names, rows, disposition } = await sheet('admin', '/api/teacher/export', trainers, {
      'accept-language': expected.lang,
    });
    expect(names).toEqual([expected.sheet]);
    expect(disposition).toBe(`attachment; filename="${expected.file}"`);
    expect(rows[0]).toEqual(expected.header);
    expect(rows.slice(1).map((r) => r.slice(0, 4))).toEqual([
      ['Pxtrain Alpha', 'Anna', 'pxtrain.anna@test.example', '+49 30 1234'],
      ['Pxtrain Beta', 'Ben', 'pxtrain.ben@test.example', ''],
    ]);
    expect(rows[1][4].split(', ').sort()).toEqual([...expected.alpha].sort());
    expect(rows[2][4]).toBe(expected.alpha[1]);
    expect(rows.slice(1).map((r) => r[5])).toEqual(expected.status);
  });

  it("applies the trainers list's filters and sort", async () => {
    const status = await sheet('admin', '/api/teacher/export', {
      filter: JSON.stringify({ q: 'pxtrain', status: 'pending' }),
    });
    expect(status.rows.slice(1).map((r) => r[0])).toEqual(['Pxtrain Beta']);
    const taught = await sheet('admin', '/api/teacher/export', {
      filter: JSON.stringify({ q: 'pxtrain', languages: [lang.DE] }),
      sort: JSON.stringify(['name', 'DESC']),
    });
    expect(taught.rows.slice(1).map((r) => r[0])).toEqual(['Pxtrain Beta', 'Pxtrain Alpha']);
  });

  it("answers each role as its list does: a Teacher, her groups' contacts and every trainer", async () => {
    for (const url of ['/api/customer/export', '/api/teacher/export']) {
      expect((await injectAs('nobody', { url })).statusCode, url).toBe(401);
    }
    const own = await sheet('teacher', '/api/customer/export', contacts);
    expect(own.rows.slice(1).map((r) => r[4])).toEqual(['Pxport Xeno', 'Pxport Xeno']);
    const all = await sheet('teacher', '/api/teacher/export', trainers);
    expect(all.rows).toHaveLength(3);
    expect((await sheet('superAdmin', '/api/customer/export', contacts)).rows).toHaveLength(4);
  });

  it('documents both files in OpenAPI as binary xlsx, with the list dialect', () => {
    const doc = app.swagger() as unknown as {
      paths: Record<
        string,
        { get: Record<string, unknown> & { responses: Record<string, unknown> } }
      >;
    };
    const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    for (const path of ['/api/customer/export', '/api/teacher/export']) {
      const { get } = doc.paths[path];
      expect(get.responses['200']).toMatchObject({
        content: { [XLSX_TYPE]: { schema: { type: 'string', format: 'binary' } } },
      });
      const names = (get.parameters as { name: string }[]).map((p) => p.name);
      expect(names).toEqual(expect.arrayContaining(['filter', 'sort', 'range']));
    }
  });

  it('refuses a filter the list refuses with a 400', async () => {
    for (const url of ['/api/customer/export', '/api/teacher/export']) {
      const res = await injectAs('admin', {
        url,
        query: { filter: JSON.stringify({ id: 'not-a-uuid' }) },
      });
      expect(res.statusCode, url).toBe(400);
    }
  });
});
