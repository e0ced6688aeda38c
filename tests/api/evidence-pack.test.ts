import { describe, expect, it } from 'vitest';
import {
  atRiskActions,
  atRiskFlags,
  complaints,
  languages,
  sessionGroups,
  sessionRegistrants,
  sessions,
  slotAttendance,
  surveyRequests,
  surveys,
  testAttempts,
} from '../../server/db/schema';
import { groupFixture } from './group-results-fixture';
import { build } from './helpers';
import { hasPdftotext, pdfText } from './pdf-text';
import { unzip } from './zip-names';

/**
 * A group's evidence pack (issue 48 part 3): one zip whose index maps the Qualiopi indicators to
 * the files, each part in its folder, every PDF readable by pdftotext; the documents issued as
 * stored; for Super Administrators and Admins only.
 */
describe('the evidence pack of a group', async () => {
  const { app, injectAs, account } = await build();
  const db = app.db;
  const teacher = await account('teacher');
  const f = await groupFixture(app, teacher.id);
  const [language] = await db.select().from(languages).limit(1);

  // Documents issued: Zoé's certificate (twice: the pack holds the latest), Adam's attestation.
  const issue = (body: object) =>
    injectAs('admin', {
      method: 'POST',
      url: `/api/group/documents/${f.group.id}`,
      headers: { 'accept-language': 'fr' },
      payload: body,
    });
  for (const body of [
    { kind: 'certificate', studentId: f.zoe.id },
    { kind: 'certificate', studentId: f.zoe.id },
    { kind: 'attestation', studentId: f.adam.id },
  ])
    expect((await issue(body)).statusCode).toBe(201);

  // A session held a week ago, marked; one to come, which has no sheet yet.
  const session = async (start: Date) => {
    const [row] = await db
      .insert(sessions)
      .values({
        title: 'Handover practice',
        description: '',
        type: 'Group',
        teacherId: teacher.id,
        languageId: language.id,
        slots: 5,
        start,
        end: new Date(start.getTime() + 3 * 3600_000),
        timeZone: 'Europe/Paris',
      })
      .returning();
    await db.insert(sessionGroups).values({ sessionId: row.id, groupId: f.group.id });
    await db
      .insert(sessionRegistrants)
      .values([f.zoe, f.adam].map((l) => ({ sessionId: row.id, studentId: l.id })));
    return row;
  };
  const held = await session(new Date(Date.now() - 7 * 86_400_000));
  await session(new Date(Date.now() + 7 * 86_400_000));
  await db.insert(slotAttendance).values([
    { sessionId: held.id, studentId: f.zoe.id, slot: 0, status: 'present', minutes: 180 },
    { sessionId: held.id, studentId: f.adam.id, slot: 0, status: 'absent', minutes: 0 },
  ]);

  // Zoé's placement test, handed in; a flag on Adam with a call; a complaint; a survey answered.
  await db.insert(testAttempts).values({
    companyId: f.group.companyId,
    groupId: f.group.id,
    studentId: f.zoe.id,
    title: 'Placement test',
    lastName: 'Zoe',
    firstName: 'Élise',
    email: f.zoe.email,
    tokenHash: 'evidence-attempt',
    questions: [],
    answers: [],
    marks: [],
    score: 6.5,
    level: 3,
    pending: 0,
    finishedAt: new Date('2026-08-20T09:00:00Z'),
  });
  const [flag] = await db
    .insert(atRiskFlags)
    .values({
      studentId: f.adam.id,
      groupId: f.group.id,
      rule: 'absences',
      figures: { absences: 2 },
    })
    .returning();
  await db.insert(atRiskActions).values({
    flagId: flag.id,
    kind: 'call',
    doneOn: '2026-10-02',
    note: 'Appel à Adam : reprise lundi',
    staffId: teacher.id,
  });
  await db.insert(complaints).values({
    receivedOn: '2026-10-05',
    source: 'client',
    fromName: 'Clinique Étoile, DRH',
    subject: 'Salle trop petite',
    description: 'La salle de formation est trop petite.',
    status: 'answered',
    answer: 'Nous changeons de salle.',
    answeredOn: '2026-10-07',
    groupId: f.group.id,
  });
  const [survey] = await db
    .insert(surveys)
    .values({
      kind: 'learner_end',
      name: 'Fin de formation',
      questions: [
        {
          id: 'r1',
          kind: 'rating',
          text: { en: 'Rate it', fr: 'Votre note', de: 'Ihre Note' },
          choices: [],
          required: true,
          alert: false,
        },
        {
          id: 't1',
          kind: 'text',
          text: { en: 'Say', fr: 'Un commentaire', de: 'Kommentar' },
          choices: [],
          required: false,
          alert: false,
        },
      ],
    })
    .returning();
  await db.insert(surveyRequests).values({
    kind: 'learner_end',
    surveyId: survey.id,
    groupId: f.group.id,
    studentId: f.zoe.id,
    lang: 'fr',
    tokenNonce: 'evidence-nonce',
    tokenHash: 'evidence-hash',
    sentAt: new Date('2026-12-01T15:00:00Z'),
    expiresAt: new Date('2027-12-01T00:00:00Z'),
    answeredAt: new Date('2026-12-02T10:00:00Z'),
    answers: { r1: 5, t1: 'Très utile au quotidien' },
  });

  const pack = (as: 'admin' | 'teacher' | 'superAdmin', id = f.group.id) =>
    injectAs(as, { url: `/api/group/evidence-pack/${id}?lang=fr` });

  it('holds an index and each part in its folder, the documents issued as stored', async () => {
    const res = await pack('admin');
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toContain('dossier-de-preuves-Infirmieres-B1');
    const entries = await unzip(res.rawPayload);
    const names = [...entries.keys()];
    const inFolder = (folder: string) => names.filter((n) => n.startsWith(`${folder}/`));
    expect(names[0]).toBe('00-index.pdf');
    expect(inFolder('01-programme')).toHaveLength(1);
    expect(inFolder('02-convention')).toEqual([]);
    expect(inFolder('03-convocations')).toEqual([]);
    expect(inFolder('04-positionnement')).toHaveLength(1);
    // The held session's sheet, not the one to come.
    expect(inFolder('05-emargement')).toHaveLength(1);
    expect(inFolder('06-resultats')).toEqual(['06-resultats/resultats.pdf']);
    expect(inFolder('07-decrochage')).toEqual(['07-decrochage/decrochage.pdf']);
    // Zoé's latest certificate (version 2) and Adam's attestation, byte for byte as issued.
    const issued = inFolder('08-attestations');
    expect(issued).toHaveLength(2);
    expect(issued.some((n) => n.startsWith('08-attestations/v2-'))).toBe(true);
    expect(issued.some((n) => n.startsWith('08-attestations/v1-'))).toBe(true);
    const list = (
      await injectAs('admin', { url: `/api/group/documents/${f.group.id}` })
    ).json() as { id: string; kind: string; version: number; studentId: string }[];
    const latest = list.find((d) => d.kind === 'certificate' && d.version === 2);
    const file = await injectAs('admin', {
      url: `/api/group/documents/${f.group.id}/${latest?.id}`,
    });
    const copy = issued.find((n) => n.startsWith('08-attestations/v2-')) as string;
    expect(entries.get(copy)?.equals(file.rawPayload)).toBe(true);
    expect(inFolder('09-enquetes')).toEqual(['09-enquetes/enquetes.pdf']);
    expect(inFolder('10-reclamations')).toEqual(['10-reclamations/reclamations.pdf']);
    for (const [name, body] of entries)
      if (name.endsWith('.pdf')) expect(body.subarray(0, 5).toString(), name).toBe('%PDF-');
  });

  it.runIf(hasPdftotext)(
    'reads as an auditor reads it: the index maps the indicators to the files',
    async () => {
      const entries = await unzip((await pack('admin')).rawPayload);
      const text = (name: string) => pdfText(entries.get(name) as Buffer);
      const index = text('00-index.pdf');
      expect(index).toContain('Dossier de preuves');
      expect(index).toContain('Infirmières B1 – été');
      expect(index).toContain('Positionnement : tests de niveau');
      expect(index).toContain('Indicateurs : 8');
      expect(index).toContain('Indicateurs : 30');
      expect(index).toContain('Aucune convention ni aucun contrat émis pour ce groupe.');
      expect(index).toContain('01-programme/');
      expect(index).toContain('09-enquetes/enquetes.pdf');
      const atRisk = text('07-decrochage/decrochage.pdf');
      expect(atRisk).toContain('ADAM Ben');
      expect(atRisk).toContain('Appel à Adam : reprise lundi');
      const surveysText = text('09-enquetes/enquetes.pdf');
      expect(surveysText).toContain('Réponses : 1 sur 1 envoyées (100 %)');
      expect(surveysText).toContain('Très utile au quotidien');
      const complaintsText = text('10-reclamations/reclamations.pdf');
      expect(complaintsText).toContain('Salle trop petite');
      expect(complaintsText).toContain('Nous changeons de salle.');
      const sheet = [...entries.keys()].find((n) => n.startsWith('05-emargement/')) as string;
      expect(text(sheet)).toContain('Handover practice');
    },
  );

  it('is for administrators: a Teacher is refused, an unknown group is a 404', async () => {
    expect((await pack('teacher')).statusCode).toBe(403);
    expect((await pack('superAdmin', '00000000-0000-4000-8000-00000000dead')).statusCode).toBe(404);
  });
});
