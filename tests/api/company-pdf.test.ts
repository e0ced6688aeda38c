import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from '../../domain/rules/dates';
import { examSessions } from '../../server/db/schema';
import { build } from './helpers';
import { hasPdftotext, pdfText } from './pdf-text';

const linesOf = (pdf: Buffer) =>
  pdfText(pdf)
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

describe('GET /export/pdf/company/{id}: the administration panel as a PDF', async () => {
  const { app, injectAs } = await build();
  const company = (
    await injectAs('admin', {
      method: 'POST',
      url: '/api/company/',
      payload: { name: 'Œuvre-Lefèvre Straße', country: 'FR', type: 'Client', languageArea: 2 },
    })
  ).json() as { _id: string };
  const read = async () =>
    (await injectAs('admin', { url: `/api/companyData/${company._id}` })).json() as {
      updatedAt: string;
      pedagogicData: { _id: string }[];
    };
  const put = async (section: string, payload: Record<string, unknown>) => {
    const { updatedAt } = await read();
    const res = await injectAs('admin', {
      method: 'PUT',
      url: `/api/companyData/${section}/${company._id}`,
      payload: { ...payload, updatedAt },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const semester = (
    await injectAs('admin', {
      method: 'POST',
      url: '/api/semester',
      payload: {
        value: 1,
        begin: '2031-09-01',
        end: '2032-01-31',
        schoolTypes: ['IFSI'],
        examType: false,
        examModalities: [],
      },
    })
  ).json() as { _id: string };

  await put('admin', {
    adminData: {
      denomination: 'Œuvre-Lefèvre Straße',
      address: '12 rue de l’École, 69003 Lyon',
      phone: '04 72 00 00 00',
      siret: 12345678901234,
      type: 'IFSI',
      billingContact: {
        name: 'D’Arc',
        firstname: 'Zoë',
        address: 'Forfait 10 €',
        phone: '04 72 00 00 01',
        email: 'compta@oeuvre.example',
      },
    },
  });
  await put('pedagogic', {
    pedagogicData: [
      { name: 'Lefèvre', firstname: 'Jürgen', phone: '06 00 00 00 00', email: 'j@oeuvre.example' },
    ],
  });
  const referentId = (await read()).pedagogicData[0]._id;
  await put('semesters', {
    semesters: [
      {
        semester: semester._id,
        elearningHours: 750,
        presentialGroups: 2,
        presentialHours: 600,
        needFormer: true,
        beginDate: '2031-09-15',
        endDate: '2032-01-15',
        referents: [referentId],
      },
    ],
  });
  await put('criterias', { criteria: { attendance: '80', elearning: '100', exam: null } });
  const examBegin = new Date('2031-10-06T09:00:00Z');
  const examEnd = new Date('2031-10-06T11:00:00Z');
  await app.db.insert(examSessions).values({
    companyId: company._id,
    semester: 3,
    modality: 'Sur table',
    examSubjectId: null,
    examBegin,
    examEnd,
  });

  it('names the file after the panel and the client, translated, accents kept in filename*', async () => {
    const res = await injectAs('admin', {
      url: `/api/export/pdf/company/${company._id}`,
      headers: { 'accept-language': 'fr' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="panneau-administration-OEuvre-Lefevre-Strasse.pdf"; filename*=UTF-8''${encodeURIComponent('panneau-administration-Œuvre-Lefèvre-Straße')}.pdf`,
    );
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it.skipIf(!hasPdftotext).each([
    {
      lang: 'fr',
      expected: [
        'Panneau d’administration',
        'Données administratives',
        'Contacts pédagogiques',
        'Semestres',
        'Sessions d’examen',
        'Critères',
        'Type d’école',
        'Semestre 1',
        'Du 15/09/2031 au 15/01/2032',
        '12 h 30',
        'Oui · Présentiel : 2 groupe(s), 10 h',
        'Assiduité',
        '80 %',
        'Note d’examen',
        'Non renseigné',
      ],
    },
    {
      lang: 'de',
      expected: [
        'Verwaltungsbereich',
        'Verwaltungsdaten',
        'Pädagogische Kontakte',
        'Prüfungstermine',
        'Kriterien',
        'Schulart',
        'Semester 1',
        'Vom 15.09.2031 bis 15.01.2032',
        'Ja · Präsenz: 2 Gruppe(n), 10 h',
        'Anwesenheit',
        'Prüfungsnote',
        'Nicht angegeben',
      ],
    },
  ])(
    'prints every section and character in $lang (pdftotext reads it back)',
    async ({ lang, expected }) => {
      const res = await injectAs('admin', {
        url: `/api/export/pdf/company/${company._id}`,
        headers: { 'accept-language': lang },
      });
      expect(res.statusCode).toBe(200);
      const lines = linesOf(res.rawPayload);
      for (const line of [
        ...expected,
        'Œuvre-Lefèvre Straße',
        '12 rue de l’École, 69003 Lyon',
        '12345678901234',
        'IFSI',
        'D’Arc',
        'Zoë',
        'Forfait 10 €',
        'LEFÈVRE Jürgen',
        `${formatDateTime(examBegin, lang)} – ${formatDateTime(examEnd, lang)}`,
        formatDate(new Date(examEnd.getTime() + 21 * 86_400_000), lang),
      ]) {
        expect(lines, line).toContain(line);
      }
    },
  );

  it('runs onto a second page when the panel is long', async () => {
    await put('pedagogic', {
      pedagogicData: Array.from({ length: 70 }, (_, i) => ({
        name: `Nom${i}`,
        firstname: 'Zoë',
        phone: `06 ${i}`,
        email: `p${i}@oeuvre.example`,
      })),
    });
    const res = await injectAs('admin', {
      url: `/api/export/pdf/company/${company._id}`,
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(200);
    const pages = res.rawPayload.toString('latin1').match(/\/Type \/Page\b/g) ?? [];
    expect(pages.length).toBeGreaterThan(1);
    if (hasPdftotext) {
      const lines = linesOf(res.rawPayload);
      expect(lines).toContain('NOM69 Zoë');
      expect(lines).toContain('Criteria');
    }
  });

  it('answers 404 for an unknown client and for a Teacher (no client in their scope yet)', async () => {
    const unknown = await injectAs('admin', {
      url: '/api/export/pdf/company/00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    const teacher = await injectAs('teacher', { url: `/api/export/pdf/company/${company._id}` });
    expect(teacher.statusCode).toBe(404);
    const nobody = await injectAs('nobody', { url: `/api/export/pdf/company/${company._id}` });
    expect(nobody.statusCode).toBe(401);
  });
});
