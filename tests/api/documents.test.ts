import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import {
  groupFunders,
  groupFunding,
  groupGrades,
  groupObjectivesReached,
  languages,
  sessionGroups,
  sessionRegistrants,
  sessions,
  settings,
} from '../../server/db/schema';
import { DOCUMENT_IDENTITY } from './document-fixture';
import { groupFixture } from './group-results-fixture';
import { build } from './helpers';
import { hasPdftotext, pdfText } from './pdf-text';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const docxText = (body: Buffer) =>
  new TextDecoder()
    .decode(unzipSync(new Uint8Array(body))['word/document.xml'])
    .replace(/<\/w:p>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/**
 * A learner's convocation and end-of-training attestation (issue 47 part 3), each in PDF and Word:
 * what they print, in French and English; what they need of the identity and the plan (409); who
 * reads them (a Teacher her groups').
 */
describe('a learner’s convocation and attestation', async () => {
  const { app, injectAs, account } = await build();
  const teacher = await account('teacher');
  await account('admin');
  const f = await groupFixture(app, teacher.id);
  const IDENTITY = {
    ...DOCUMENT_IDENTITY,
    accessibility: { name: 'Paul Roy', email: 'handicap@lingua.example', phone: '' },
  };
  await app.db.update(settings).set({ value: IDENTITY });
  await app.db.update(groupFunding).set({
    objective: 'rs',
    certificationTitle: 'Linguaskill Business',
    certificationCode: 'RS6891',
    prerequisites: 'Niveau A2 en anglais',
    equipment: 'Un casque avec micro',
  });
  await app.db
    .insert(groupObjectivesReached)
    .values({ groupId: f.group.id, studentId: f.zoe.id, objectiveId: f.o1.id });
  await app.db.insert(groupGrades).values(
    ['listening', 'reading'].map((skill) => ({
      groupId: f.group.id,
      studentId: f.zoe.id,
      test: 'end',
      skill,
      score: 6.5,
    })),
  );
  // Two sessions: one ended, one to come (online, with its link).
  const [language] = await app.db.select().from(languages).limit(1);
  const rows = await app.db
    .insert(sessions)
    .values(
      [
        ['2026-10-05T08:00:00Z', '2026-10-05T10:00:00Z', 'Group'],
        ['2099-01-12T08:00:00Z', '2099-01-12T10:00:00Z', 'Group-visio'],
      ].map(([start, end, type]) => ({
        title: 'Ward rounds',
        description: '',
        type,
        teacherId: teacher.id,
        languageId: language.id,
        slots: 1,
        start: new Date(start),
        end: new Date(end),
        joinUrl: type === 'Group-visio' ? 'https://meet.example/ward-rounds' : null,
      })),
    )
    .returning();
  await app.db
    .insert(sessionGroups)
    .values(rows.map((s) => ({ sessionId: s.id, groupId: f.group.id })));
  await app.db
    .insert(sessionRegistrants)
    .values(rows.map((s) => ({ sessionId: s.id, studentId: f.zoe.id })));

  const url = (kind: string, format = '') =>
    `/api/group/${kind}/${format}${f.group.id}/${f.zoe.id}`;
  const text = async (kind: string, lang: string) => {
    const res = await injectAs('teacher', { url: url(kind), headers: { 'accept-language': lang } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    return pdfText(res.rawPayload).replace(/\s+/g, ' ');
  };

  it.runIf(hasPdftotext)('prints the convocation: sessions to come, programme, needs', async () => {
    const fr = await text('convocation', 'fr');
    for (const part of [
      'Convocation',
      'Bonjour ZOE Élise,',
      'Lingua Santé SAS a le plaisir de vous convier à la formation Infirmières B1 – été, organisée pour Clinique Étoile.',
      'à distance : https://meet.example/ward-rounds · TEACHER Test',
      'Parcours : Nursing English',
      `Objectif : ${f.o1.name}`,
      'Prérequis Niveau A2 en anglais',
      'À apporter Un casque avec micro',
      'Merci de prévenir Paul Roy (handicap@lingua.example)',
    ])
      expect(fr).toContain(part);
    // The session that ended is not in it.
    expect(fr.match(/Ward rounds|TEACHER Test/g)).toHaveLength(2);
    const en = await text('convocation', 'en');
    expect(en).toContain('is pleased to invite you to the training Infirmières B1 – été');
    expect(en).toContain('online: https://meet.example/ward-rounds');
  });

  it.runIf(hasPdftotext)(
    'prints the attestation: objectives, nature, duration, results',
    async () => {
      const fr = await text('attestation', 'fr');
      for (const part of [
        'Attestation de fin de formation',
        'Lingua Santé SAS atteste que ZOE Élise a suivi l’action de formation ci-dessous.',
        'Nature de l’action Action de formation',
        'Certification préparée Linguaskill Business · RS6891',
        'Durée 3 h réalisées sur 30 h prévues',
        `${f.o1.name} : atteint`,
        `${f.o2.name} : non atteint`,
        'Test final',
        'Compréhension orale',
        'Claire Martin, Gérante',
      ])
        expect(fr).toContain(part);
      const en = await text('attestation', 'en');
      expect(en).toContain('End-of-training attestation');
      expect(en).toContain('Results of the assessment');
    },
  );

  it.runIf(hasPdftotext)('prints every field of article D6353-1 in the agreement', async () => {
    const agreement = `/api/group/agreement/${f.group.id}`;
    const missing = await injectAs('admin', { url: agreement });
    expect(missing.statusCode).toBe(409);
    expect(missing.json().message).toBe(
      'This document cannot be made yet. Missing: activity declaration number, region of the declaration, price of the action (the group’s Funding tab).',
    );
    await app.db.update(settings).set({
      value: { ...IDENTITY, activityNumber: '44670123467', activityRegion: 'Grand Est' },
    });
    await app.db
      .update(groupFunding)
      .set({ priceMode: 'group', unitPriceCents: 240_000, modality: 'blended' });
    await app.db.insert(groupFunders).values([
      {
        groupId: f.group.id,
        position: 0,
        kind: 'opco',
        name: 'AKTO',
        amountCents: 200_000,
        minutes: 1800,
        subrogation: true,
      },
      { groupId: f.group.id, position: 1, kind: 'company', amountCents: 40_000, minutes: 0 },
    ]);
    const read = async (lang: string) => {
      const res = await injectAs('teacher', {
        url: agreement,
        headers: { 'accept-language': lang },
      });
      expect(res.statusCode, res.body).toBe(200);
      return pdfText(res.rawPayload).replace(/\s+/g, ' ');
    };
    const fr = await read('fr');
    for (const part of [
      'Convention de formation professionnelle',
      'SIRET 44306184100047, déclaration d’activité enregistrée sous le numéro 44670123467 auprès du préfet de la région Grand Est',
      'Cet enregistrement ne vaut pas agrément de l’État.',
      'Article 1 : Intitulé, nature et objectif de l’action',
      'Intitulé Infirmières B1 – été',
      'Certification préparée : Linguaskill Business · RS6891',
      'Article 2 : Contenu',
      'Nursing English: Greeting, Handover',
      'Article 3 : Moyens prévus',
      'Article 4 : Durée et période de réalisation',
      'Durée 20 h',
      'Article 5 : Modalités de déroulement',
      'Modalité Mixte',
      'Article 6 : Modalités de suivi et de sanction',
      'Article 7 : Prix et modalités de règlement',
      'Prix (HT) 2 400,00 €',
      'Exonération de TVA',
      'AKTO : 2 000,00 €, réglé directement à l’organisme (subrogation)',
      'Règlement à réception de la facture',
      'Article 8 : Stagiaires',
      'ZOE Élise',
      'Pour Clinique Étoile (cachet et signature)',
    ])
      expect(fr.replace(/\u202f|\u00a0/g, ' ')).toContain(part);
    const en = await read('en');
    for (const part of [
      'Training agreement',
      'Article 1: Title, nature and objective of the action',
      'Article 3: Means provided',
      'Article 6: How it is followed and sanctioned',
      'Article 7: Price and terms of payment',
      'Price (excl. VAT) €2,400.00',
    ])
      expect(en).toContain(part);
  });

  it.runIf(hasPdftotext)(
    'prints the contract of a learner paying personally, only hers',
    async () => {
      await app.db.insert(groupFunders).values({
        groupId: f.group.id,
        position: 2,
        kind: 'learner',
        studentId: f.zoe.id,
        amountCents: 90_000,
        minutes: 1800,
      });
      const adam = await injectAs('admin', {
        url: `/api/group/contract/${f.group.id}/${f.adam.id}`,
      });
      expect(adam.statusCode).toBe(409);
      expect(adam.json().message).toContain('does not pay for the training personally');
      // L6353-4, 5°: not made while a trainer of the group has no diplomas, titles or references.
      const lacking = await injectAs('admin', {
        url: `/api/group/contract/${f.group.id}/${f.zoe.id}`,
      });
      expect(lacking.statusCode).toBe(409);
      expect(lacking.json().message).toContain('diplomas, titles or references of each trainer');
      const profile = await injectAs('admin', {
        method: 'PUT',
        url: `/api/teacher/${teacher.id}`,
        payload: { qualifications: 'CELTA (Cambridge), Master en anglais médical' },
      });
      expect(profile.statusCode, profile.body).toBe(200);
      expect(profile.json().qualifications).toBe('CELTA (Cambridge), Master en anglais médical');
      const fr = (await text('contract', 'fr')).replace(/\u202f|\u00a0/g, ' ');
      for (const part of [
        'Contrat de formation professionnelle',
        'articles L6353-3 à L6353-7 du Code du travail',
        'et ZOE Élise, ci-après le stagiaire, qui finance personnellement sa formation',
        'Effectif du groupe 2',
        'Article 3 : Niveau de connaissances préalables requis Niveau A2 en anglais',
        'Prix (HT) 900,00 €',
        'il ne peut être payé plus de 30 % du prix convenu',
        'Article 9 : Délai de rétractation',
        'Dans un délai de dix jours à compter de la signature du présent contrat, quatorze jours s’il est conclu à distance',
        'Article 10 : Cessation anticipée ou abandon',
        'Le stagiaire (précédé de la mention « lu et approuvé »)',
        ': CELTA (Cambridge), Master en anglais médical',
      ])
        expect(fr).toContain(part);
      expect(await text('contract', 'en')).toContain('The learner may withdraw within 10 days');
    },
  );

  it('gives the same text as Word, which it names in the reader’s language', async () => {
    for (const kind of ['convocation', 'attestation', 'agreement']) {
      const res = await injectAs('admin', {
        url: kind === 'agreement' ? `/api/group/agreement/docx/${f.group.id}` : url(kind, 'docx/'),
        headers: { 'accept-language': 'de' },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe(DOCX);
      const body = docxText(res.rawPayload);
      expect(body).toContain(
        {
          convocation: 'Einladung',
          attestation: 'Abschlussbescheinigung',
          agreement: 'Schulungsvereinbarung',
        }[kind],
      );
      expect(body).toContain('Infirmières B1 – été');
    }
  });

  it('is not made while the identity lacks what it needs; a Teacher reads her groups’ only', async () => {
    await app.db
      .update(settings)
      .set({ value: { ...DOCUMENT_IDENTITY, accessibility: { name: '', email: '', phone: '' } } });
    const res = await injectAs('admin', { url: url('convocation') });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'This document cannot be made yet. Missing: accessibility contact.',
    );
    const other = await injectAs('teacher', {
      url: `/api/group/attestation/${f.other.id}/${f.zoe.id}`,
    });
    expect(other.statusCode).toBe(404);
    const outsider = await injectAs('admin', {
      url: `/api/group/attestation/${f.group.id}/${f.outsider.id}`,
    });
    expect(outsider.statusCode).toBe(404);
  });
});
