import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { schoolYear } from '../../server/areas/company-panel/roadmap';
import {
  companies,
  companyPanels,
  companySemesters,
  examSessions,
  semesters,
} from '../../server/db/schema';
import { build } from './helpers';

type Row = {
  _id: string;
  company: string;
  companyName: string;
  schoolType: string | null;
  semesterValue: number;
  beginDate: string;
  endDate: string;
  elearningHours: number;
  presentialHours: number;
  exams: { examBegin: string; examEnd: string }[];
};

describe('road map API (GET /company/fdr and its xlsx)', async () => {
  const { app, injectAs } = await build();
  const year = schoolYear();
  const previousFirst = `${Number(year.first.slice(0, 4)) - 1}-09-01`;
  const previousLast = `${Number(year.first.slice(0, 4))}-01-31`;

  const [inYear, lastYear] = await app.db
    .insert(semesters)
    .values([
      { value: 3, begin: year.first, end: year.last, schoolTypes: ['IFSI'], examType: true },
      { value: 3, begin: previousFirst, end: previousLast, schoolTypes: ['IFSI'], examType: true },
    ])
    .returning({ id: semesters.id });
  const made = await app.db
    .insert(companies)
    .values(
      ['Alpha Roadmap', 'Beta Roadmap', 'Gamma Archived Roadmap'].map((name, i) => ({
        name,
        country: 'FR',
        type: 'Client' as const,
        languageArea: 1,
        archivedAt: i === 2 ? new Date() : null,
      })),
    )
    .returning({ id: companies.id, name: companies.name });
  const [alpha, beta, gamma] = made;
  await app.db
    .insert(companyPanels)
    .values(made.map((c) => ({ companyId: c.id, schoolType: 'IFSI' })));
  const entry = (companyId: string, semesterId: string, beginDate: string, endDate: string) => ({
    companyId,
    semesterId,
    beginDate,
    endDate,
    elearningMinutes: 630,
    presentialGroups: 2,
    presentialMinutes: 125,
    needFormer: true,
  });
  await app.db
    .insert(companySemesters)
    .values([
      entry(alpha.id, inYear.id, year.first, year.last),
      entry(alpha.id, lastYear.id, previousFirst, previousLast),
      entry(beta.id, inYear.id, year.first, year.last),
      entry(gamma.id, inYear.id, year.first, year.last),
    ]);
  const examBegin = new Date(year.from.getTime() + 40 * 86_400_000);
  examBegin.setHours(9, 0, 0, 0);
  const examEnd = new Date(examBegin.getTime() + 2 * 3_600_000);
  await app.db.insert(examSessions).values([
    { companyId: alpha.id, semester: 3, modality: 'Sur table', examBegin, examEnd },
    // Another semester value: not on the semester 3 row.
    { companyId: alpha.id, semester: 4, modality: 'Sur table', examBegin, examEnd },
  ]);

  const fdr = (query: Record<string, string> = {}, as: 'admin' | 'teacher' = 'admin') =>
    injectAs(as, { url: '/api/company/fdr', query });

  it('one row per client and semester entry meeting the school year, with its exam sessions', async () => {
    const res = await fdr();
    expect(res.statusCode).toBe(200);
    const rows = (res.json() as Row[]).filter((r) => r.companyName.endsWith('Roadmap'));
    expect(rows.map((r) => [r.companyName, r.semesterValue, r.beginDate])).toEqual([
      ['Alpha Roadmap', 3, year.first],
      ['Beta Roadmap', 3, year.first],
    ]);
    expect(rows[0]).toMatchObject({
      company: alpha.id,
      schoolType: 'IFSI',
      elearningHours: 630,
      presentialHours: 125,
      exams: [{ examBegin: examBegin.toISOString(), examEnd: examEnd.toISOString() }],
    });
    expect(rows[1].exams).toEqual([]);
  });

  it('speaks the list dialect: range, sort, filters, Content-Range; unknown keys are a 400', async () => {
    const page = await fdr({ range: '[0,0]', sort: '["companyName","DESC"]' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-range']).toBe('items 0-0/2');
    expect(page.json()[0].companyName).toBe('Beta Roadmap');
    const q = await fdr({ filter: JSON.stringify({ q: 'alpha' }) });
    expect(q.json().map((r: Row) => r.companyName)).toEqual(['Alpha Roadmap']);
    const byCompany = await fdr({ filter: JSON.stringify({ company: beta.id, semesterValue: 3 }) });
    expect(byCompany.json().map((r: Row) => r.company)).toEqual([beta.id]);
    expect((await fdr({ filter: '{"zzz":1}' })).statusCode).toBe(400);
    expect((await fdr({ sort: '["zzz","ASC"]' })).statusCode).toBe(400);
  });

  it('a Teacher reads an empty road map (no client in their groups yet); signed out is a 401', async () => {
    const res = await fdr({}, 'teacher');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
    expect((await injectAs('nobody', { url: '/api/company/fdr' })).statusCode).toBe(401);
  });

  it('exports the same rows as xlsx in the reader’s language, hours as hours and minutes', async () => {
    const res = await injectAs('admin', {
      url: '/api/company/fdr/export',
      query: { sort: '["companyName","ASC"]' },
      headers: { 'accept-language': 'fr' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(String(res.headers['content-disposition'])).toContain('feuille-de-route-');
    const book = XLSX.read(res.rawPayload, { type: 'buffer' });
    expect(book.SheetNames).toEqual(['Feuille de route']);
    const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(book.Sheets[book.SheetNames[0]]);
    const alphaRow = rows.find((r) => r.Client === 'Alpha Roadmap');
    expect(alphaRow).toMatchObject({
      Client: 'Alpha Roadmap',
      'Type d’école': 'IFSI',
      Semestre: 3,
      'Heures e-learning': '10 h 30',
      'Heures en présentiel': '2 h 05',
      'Formateur requis': 'Oui',
    });
    expect(String(alphaRow?.['Sessions d’examen'])).toContain('09:00');
    expect(rows.filter((r) => String(r.Client).endsWith('Roadmap'))).toHaveLength(2);

    const de = await injectAs('admin', {
      url: '/api/company/fdr/export',
      headers: { 'accept-language': 'de' },
    });
    const deBook = XLSX.read(de.rawPayload, { type: 'buffer' });
    const deRows = XLSX.utils.sheet_to_json<Record<string, unknown>>(
      deBook.Sheets[deBook.SheetNames[0]],
    );
    expect(deRows.find((r) => r.Kunde === 'Beta Roadmap')).toMatchObject({
      'E-Learning-Stunden': '10 Std. 30',
    });
  });
});
