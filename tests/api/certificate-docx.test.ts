import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { groupFunding, groupObjectivesReached, settings } from '../../server/db/schema';
import { DOCUMENT_IDENTITY, readyForDocuments } from './document-fixture';
import { groupFixture } from './group-results-fixture';
import { build } from './helpers';
import { hasPdftotext, pdfText } from './pdf-text';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const docxText = (body: Buffer) => {
  const xml = new TextDecoder().decode(unzipSync(new Uint8Array(body))['word/document.xml']);
  return xml
    .replace(/<\/w:p>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
};

describe('certificate of attendance as docx', async () => {
  const { app, injectAs, account } = await build();
  // The group's trainer is the admin: the teacher account teaches another group, not this one.
  const admin = await account('admin');
  await account('teacher');
  const f = await groupFixture(app, admin.id);
  await app.db
    .insert(groupObjectivesReached)
    .values({ groupId: f.group.id, studentId: f.zoe.id, objectiveId: f.o1.id });
  const url = (studentId: string, groupId = f.group.id) =>
    `/api/group/trainingfollowup/certificate/docx/${groupId}/${studentId}`;

  it("downloads the learner's certificate in the reader's language with hours and objectives reached", async () => {
    const res = await injectAs('admin', {
      url: url(f.zoe.id),
      headers: { 'accept-language': 'fr' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe(DOCX);
    expect(res.headers['content-disposition']).toContain('certificat');
    expect(res.headers['content-disposition']).toMatch(/Zoe-%C3%89lise\.docx/);
    const text = docxText(res.rawPayload);
    expect(text).toContain('Certificat de réalisation');
    expect(text).toContain('ZOE Élise');
    expect(text).toContain('Infirmières B1 – été');
    // The fixture's e-learning time counts as hours done; no half-day is marked in this file.
    expect(text).toMatch(/Pour une durée de: 3 h, dont 0 h en présentiel et 3 h à distance/);
    expect(text).toContain(
      'Nature de l’action concourant au développement des compétences: \n[X] Action de formation',
    );
    expect(text).toContain('Fait à Strasbourg, le');
    expect(text).toMatch(/Objectifs atteints: 1 \/ 2/);
    expect(text).toContain(`✓ ${f.o1.name}`);
    expect(text).toContain(`✗ ${f.o2.name}`);
    const pdf = await injectAs('admin', { url: url(f.zoe.id).replace('/docx', '') });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });

  it.runIf(hasPdftotext)('prints every field of the ministry’s model in English too', async () => {
    const res = await injectAs('admin', {
      url: url(f.zoe.id).replace('/docx', ''),
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const text = pdfText(res.rawPayload).replace(/\s+/g, ' ');
    for (const field of [
      'Certificate of completion',
      'I, the undersigned Claire Martin, Gérante, legal representative of the provider of the action contributing to skills development Lingua Santé SAS, certify that:',
      'Beneficiary of the action ZOE Élise',
      'Employee of the company Clinique Étoile',
      'Followed the action Infirmières B1 – été',
      '[X] Training action [ ] Skills assessment [ ] VAE action [ ] Apprenticeship training action',
      'Which took place from',
      'For a duration of 3 h, of which 0 h in class and 3 h at a distance',
      'for 3 years from the end of the year of the last payment',
      'Done at Strasbourg, on',
      'Stamp and signature of the head of the provider of the action',
    ])
      expect(text).toContain(field);
  });

  it('is not made while the identity or the plan lacks what it needs, and says what', async () => {
    await app.db
      .update(settings)
      .set({ value: { ...DOCUMENT_IDENTITY, legalName: '', signer: { name: '', title: '' } } });
    await app.db.delete(groupFunding);
    for (const u of [url(f.zoe.id), url(f.zoe.id).replace('/docx', '')]) {
      const res = await injectAs('admin', { url: u });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(
        'This document cannot be made yet. Missing: legal name, signer, nature of the action (the group’s Funding tab).',
      );
    }
    await readyForDocuments(app, [f.group.id]);
    expect((await injectAs('admin', { url: url(f.zoe.id) })).statusCode).toBe(200);
  });

  it('answers 404 to a teacher outside the group, as the PDF does, and for a learner not in it', async () => {
    for (const u of [url(f.zoe.id), url(f.zoe.id).replace('/docx', '')]) {
      const res = await injectAs('teacher', { url: u });
      expect([403, 404]).toContain(res.statusCode);
    }
    const outsider = await injectAs('admin', { url: url(f.outsider.id) });
    expect(outsider.statusCode).toBe(404);
    const bad = await injectAs('admin', { url: url('not-a-uuid') });
    expect(bad.statusCode).toBe(400);
  });
});
