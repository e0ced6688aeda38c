import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { groupObjectivesReached } from '../../server/db/schema';
import { groupFixture } from './group-results-fixture';
import { build } from './helpers';

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
    expect(text).toMatch(/Heures réalisées: 3 h/);
    expect(text).toMatch(/Heures de e-learning: 3 h/);
    expect(text).toMatch(/Objectifs atteints: 1 \/ 2/);
    expect(text).toContain(`✓ ${f.o1.name}`);
    expect(text).toContain(`✗ ${f.o2.name}`);
    const pdf = await injectAs('admin', { url: url(f.zoe.id).replace('/docx', '') });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
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
