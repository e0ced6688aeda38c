import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { formatDate } from '../../domain/rules/dates';
import { languages } from '../../server/db/schema';
import { build } from './helpers';
import { hasPdftotext, pdfText } from './pdf-text';

const today = () => new Date().toISOString().slice(0, 10);
const sheetOf = (payload: Buffer) => {
  const book = XLSX.read(payload, { type: 'buffer' });
  return {
    names: book.SheetNames,
    rows: XLSX.utils.sheet_to_json<Record<string, unknown>>(book.Sheets[book.SheetNames[0]]),
  };
};

describe('exports in the language of the user', async () => {
  const { app, injectAs } = await build();
  const [french] = await app.db.select().from(languages).where(eq(languages.initial, 'FR'));
  const company = (
    await injectAs('admin', {
      method: 'POST',
      url: '/api/company',
      payload: { name: 'Bœuf’s Café 10 €', country: 'DE', type: 'Client', languageArea: 2 },
    })
  ).json();
  const student = (
    await injectAs('admin', {
      method: 'POST',
      url: '/api/student',
      payload: {
        name: 'Œuvre-Lefèvre Straße',
        firstname: 'Zoë d’Arc',
        email: 'oeuvre@example.com',
        phone: '+49 30 12’34 €',
        company: company._id,
        level: 3,
        language: french.id,
      },
    })
  ).json();
  const filter = JSON.stringify({ id: [student._id] });

  it.each([
    {
      lang: 'en',
      sheet: 'Students',
      disposition: `attachment; filename="students-${today()}.xlsx"`,
      row: {
        Name: 'Œuvre-Lefèvre Straße',
        Company: 'Bœuf’s Café 10 €',
        Level: 'B1',
        Language: 'French',
      },
    },
    {
      lang: 'fr',
      sheet: 'Étudiants',
      disposition: `attachment; filename="etudiants-${today()}.xlsx"; filename*=UTF-8''%C3%A9tudiants-${today()}.xlsx`,
      row: { Nom: 'Œuvre-Lefèvre Straße', Prénom: 'Zoë d’Arc', Niveau: 'B1', Langue: 'Français' },
    },
    {
      lang: 'de',
      sheet: 'Lernende',
      disposition: `attachment; filename="Lernende-${today()}.xlsx"`,
      row: { Name: 'Œuvre-Lefèvre Straße', Telefon: '+49 30 12’34 €', Sprache: 'Französisch' },
    },
  ])(
    'writes the students xlsx in $lang: values, sheet and file name',
    async ({ lang, sheet, disposition, row }) => {
      const res = await injectAs('admin', {
        url: '/api/student/export',
        query: { filter },
        headers: { 'accept-language': `${lang};q=1, en;q=0.5` },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toBe(disposition);
      const { names, rows } = sheetOf(res.rawPayload);
      expect(names).toEqual([sheet]);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject(row);
      const dated = XLSX.read(res.rawPayload, { type: 'buffer', cellDates: true, cellNF: true });
      const created = dated.Sheets[sheet].H2;
      expect(created.v).toBeInstanceOf(Date);
      // Shown day first, as the screens and the PDF write it in that language.
      expect(created.z).toBe(lang === 'de' ? 'dd.mm.yyyy hh:mm' : 'dd/mm/yyyy hh:mm');
      // A spreadsheet date is a fraction of a day: a millisecond may round away.
      expect(
        Math.abs((created.v as Date).getTime() - Date.parse(student.createdAt)),
      ).toBeLessThanOrEqual(1);
    },
  );

  it.each([
    {
      lang: 'en',
      sheet: 'Clients',
      file: `clients-${today()}.xlsx`,
      row: {
        Name: 'Bœuf’s Café 10 €',
        Country: 'Germany',
        Type: 'Client',
        'Language area': 'Medical',
      },
    },
    {
      lang: 'fr',
      sheet: 'Clients',
      file: `clients-${today()}.xlsx`,
      row: {
        Nom: 'Bœuf’s Café 10 €',
        Pays: 'Allemagne',
        Type: 'Client',
        'Domaine de langue': 'Médical',
      },
    },
    {
      lang: 'de',
      sheet: 'Kunden',
      file: `Kunden-${today()}.xlsx`,
      row: {
        Name: 'Bœuf’s Café 10 €',
        Land: 'Deutschland',
        Typ: 'Kunde',
        Sprachbereich: 'Medizinisch',
      },
    },
  ])(
    'writes the clients xlsx in $lang: client type, language area, country',
    async ({ lang, sheet, file, row }) => {
      const res = await injectAs('admin', {
        url: '/api/company/export',
        query: { filter: JSON.stringify({ id: [company._id] }) },
        headers: { 'accept-language': lang },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${file}"`);
      const { names, rows } = sheetOf(res.rawPayload);
      expect(names).toEqual([sheet]);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject(row);
    },
  );

  it('names the PDF after the student, accents kept in filename*', async () => {
    const res = await injectAs('admin', {
      url: `/api/export/pdf/user/${student._id}`,
      headers: { 'accept-language': 'fr' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="etudiant-OEuvre-Lefevre-Strasse-Zoe-d-Arc.pdf"; filename*=UTF-8''${encodeURIComponent('étudiant-Œuvre-Lefèvre-Straße-Zoë-d’Arc')}.pdf`,
    );
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it.skipIf(!hasPdftotext).each([
    { lang: 'en', title: 'Student record', language: 'French', level: 'Level' },
    { lang: 'fr', title: "Fiche de l'étudiant", language: 'Français', level: 'Niveau' },
    {
      lang: 'de',
      title: 'Datenblatt der lernenden Person',
      language: 'Französisch',
      level: 'Niveau',
    },
  ])(
    'prints every character of the PDF in $lang (pdftotext reads it back)',
    async ({ lang, title, language, level }) => {
      const res = await injectAs('admin', {
        url: `/api/export/pdf/user/${student._id}`,
        headers: { 'accept-language': lang },
      });
      expect(res.statusCode).toBe(200);
      const lines = pdfText(res.rawPayload)
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean);
      expect(lines).toContain(title);
      expect(lines).toContain('ŒUVRE-LEFÈVRE STRASSE Zoë d’Arc');
      expect(lines).toContain(formatDate(student.createdAt, lang));
      expect(lines).toContain('Œuvre-Lefèvre Straße');
      expect(lines).toContain('Zoë d’Arc');
      expect(lines).toContain('+49 30 12’34 €');
      expect(lines).toContain('Bœuf’s Café 10 €');
      expect(lines).toContain(language);
      expect(lines).toContain(level);
      expect(lines).toContain('B1');
    },
  );
});
