import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { groupFixture } from './group-results-fixture';
import { build } from './helpers';
import { hasPdftotext, pdfText } from './pdf-text';

const unknownId = '00000000-0000-4000-8000-000000000000';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const docxText = (body: Buffer) => {
  const files = unzipSync(new Uint8Array(body));
  const xml = new TextDecoder().decode(files['word/document.xml']);
  return xml
    .replace(/<\/w:p>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
};

describe('group exports', async () => {
  const { injectAs, account, app } = await build();
  const teacher = await account('teacher');
  const f = await groupFixture(app, teacher.id);

  it.skipIf(!hasPdftotext)(
    'prints the course plan as a PDF in the reader language, with signatures',
    async () => {
      const res = await injectAs('teacher', {
        url: `/api/export/pdf/group/${f.group.id}`,
        headers: { 'accept-language': 'fr' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toContain(
        "filename*=UTF-8''plan-de-formation-Clinique-%C3%89toile-Infirmi%C3%A8res-B1-%E2%80%93-%C3%A9t%C3%A9.pdf",
      );
      const text = pdfText(res.rawPayload).replace(/\s+/g, ' ');
      for (const part of [
        'Plan de formation',
        'Infirmières B1 – été',
        'Clinique Étoile',
        'TEACHER Test',
        'du 01/09/2026 au 15/12/2026',
        '20 h',
        'groupe, mixte',
        'Nursing English',
        '• Greeting',
        'Semaine 1',
        'Accueillir un patient',
        'glossaire.pdf',
        'Œuvre commune',
        'ADAM Ben',
        'ZOE Élise',
        '30 h prévues',
        'Pour le client',
        "Pour l'organisme de formation",
        'Signature :',
      ])
        expect(text).toContain(part);
    },
  );

  it('writes the course plan as a Word document with signature lines', async () => {
    const res = await injectAs('admin', {
      url: `/api/export/docx/group/${f.group.id}`,
      headers: { 'accept-language': 'de' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(DOCX);
    expect(res.headers['content-disposition']).toContain('Schulungsplan-Clinique');
    const text = docxText(res.rawPayload);
    for (const part of [
      'Schulungsplan',
      'Infirmières B1 – été',
      'Kunde: ',
      'Clinique Étoile',
      'Zwischentest',
      'Für den Kunden',
      'Für den Schulungsanbieter',
      'Unterschrift: ____',
    ])
      expect(text).toContain(part);
  });

  it('exports the group as JSON: course plan, e-learning details and results', async () => {
    const res = await injectAs('teacher', { url: `/api/export/json/group/${f.group.id}` });
    expect(res.statusCode).toBe(200);
    const { group, results } = res.json();
    expect(group).toMatchObject({
      _id: f.group.id,
      name: 'Infirmières B1 – été',
      duration: 20,
      semester: 3,
      trainers: [{ _id: teacher.id }],
      courses: [
        {
          name: 'Nursing English',
          modules: [
            { name: 'Greeting' },
            { name: 'Handover' },
            { name: 'Discharge (in preparation)' },
          ],
        },
      ],
      elearning: { elearningDuration: 10, elearningDurationTarget: 2, elearningTarget: 60 },
    });
    expect(group.learners.map((l: { plannedHours: number | null }) => l.plannedHours)).toEqual([
      null,
      30,
    ]);
    expect(results.learners).toHaveLength(2);
  });

  it('exports a semester of a client: groups of that value meeting the window', async () => {
    const url = (begin: string, end: string, semester = 3, company = f.company.id) =>
      `/api/export/json/semester/${company}/${semester}/${begin}/${end}`;
    const both = await injectAs('admin', { url: url('2026-01-01', '2027-12-31') });
    expect(both.statusCode).toBe(200);
    expect(both.json()).toMatchObject({ companyName: 'Clinique Étoile', semester: 3 });
    expect(both.json().groups.map((g: { name: string }) => g.name)).toEqual([
      'Infirmières B1 – été',
      'Other group',
    ]);
    const autumn = await injectAs('admin', { url: url('2026-12-15', '2027-01-31') });
    expect(autumn.json().groups.map((g: { name: string }) => g.name)).toEqual([
      'Infirmières B1 – été',
    ]);
    expect(
      (await injectAs('admin', { url: url('2026-01-01', '2027-12-31', 4) })).json().groups,
    ).toEqual([]);
    // A Teacher gets her groups only, and 404 for a client of none of hers.
    const mine = await injectAs('teacher', { url: url('2026-01-01', '2027-12-31') });
    expect(mine.json().groups.map((g: { name: string }) => g.name)).toEqual([
      'Infirmières B1 – été',
    ]);
    const foreign = await injectAs('teacher', {
      url: url('2026-01-01', '2027-12-31', 3, unknownId),
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('This client does not exist');
    const order = await injectAs('admin', { url: url('2027-01-01', '2026-01-01') });
    expect(order.statusCode).toBe(400);
    expect(order.json().errors.end).toBe('The end of the period must not be before its beginning');
    for (const bad of [url('2026-01-01', '2026-13-01'), url('2026-01-01', '2027-01-01', 11)])
      expect((await injectAs('admin', { url: bad })).statusCode).toBe(400);
  });

  it("keeps a Teacher to her groups' plans; 401 signed out", async () => {
    for (const kind of ['pdf', 'docx', 'json']) {
      const res = await injectAs('teacher', { url: `/api/export/${kind}/group/${f.other.id}` });
      expect(res.statusCode, kind).toBe(404);
      expect(res.json().message).toBe('This group does not exist');
    }
    expect(
      (await injectAs('admin', { url: `/api/export/json/group/${f.other.id}` })).statusCode,
    ).toBe(200);
    expect(
      (await injectAs('nobody', { url: `/api/export/pdf/group/${f.group.id}` })).statusCode,
    ).toBe(401);
  });
});
