import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Document, Packer, Paragraph, TextRun } from 'docx';
import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import {
  documentTemplates,
  languages,
  sessionGroups,
  sessionRegistrants,
  sessions,
} from '../../server/db/schema';
import { groupFixture } from './group-results-fixture';
import { build } from './helpers';
import { multipart } from './multipart';
import { hasPdftotext, pdfText } from './pdf-text';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** A Word file of these paragraphs, a tag split across two runs as Word splits them. */
const wordFile = (paragraphs: string[]) =>
  Packer.toBuffer(
    new Document({
      sections: [
        {
          children: [
            new Paragraph({
              children: [
                new TextRun('Action: {group.'),
                new TextRun({ text: 'title}', bold: true }),
              ],
            }),
            ...paragraphs.map((text) => new Paragraph(text)),
          ],
        },
      ],
    }),
  );

const docxText = (body: Buffer) =>
  new TextDecoder()
    .decode(unzipSync(new Uint8Array(body))['word/document.xml'])
    .replace(/<\/w:p>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&');

const upload = (content: Buffer | string, name = 'convocation.docx') =>
  multipart({}, { name, type: DOCX, content });

/** Whether LibreOffice is on this machine: the real conversion runs only then. */
const soffice = ['/usr/bin/soffice', '/usr/bin/libreoffice'].find(
  (path) => spawnSync(path, ['--version'], { timeout: 30_000 }).status === 0,
);

/**
 * The provider's own Word templates (issue 47 part 3): uploaded by an Admin with the fields of its
 * kind, refused naming an unknown one, filled for a group's learner in place of the built-in model,
 * in Word, and in PDF through LibreOffice when SOFFICE_PATH gives it.
 */
describe('document templates', async () => {
  const { app, injectAs, account, dataDir } = await build();
  const teacher = await account('teacher');
  await account('admin');
  const f = await groupFixture(app, teacher.id);
  const [language] = await app.db.select().from(languages).limit(1);
  const [session] = await app.db
    .insert(sessions)
    .values({
      title: 'Ward rounds',
      description: '',
      type: 'Group-visio',
      teacherId: teacher.id,
      languageId: language.id,
      slots: 1,
      start: new Date('2099-01-12T08:00:00Z'),
      end: new Date('2099-01-12T10:00:00Z'),
      joinUrl: 'https://meet.example/ward-rounds',
    })
    .returning();
  await app.db.insert(sessionGroups).values({ sessionId: session.id, groupId: f.group.id });
  await app.db.insert(sessionRegistrants).values({ sessionId: session.id, studentId: f.zoe.id });
  const convocation = `/api/group/convocation/docx/${f.group.id}/${f.zoe.id}`;
  const convocationPdf = `/api/group/convocation/${f.group.id}/${f.zoe.id}`;
  const template = await wordFile([
    'Dear {learner.name}, from {provider.name}.',
    '{#sessions}{date} {from}–{to}: {place} with {trainer}{/sessions}',
    '{#group.price}Price: {group.price}{/group.price}{^group.price}No price given.{/group.price}',
  ]);

  it('uploads an Admin’s template with three fields and a loop, and lists what it uses', async () => {
    const res = await injectAs('admin', {
      method: 'PUT',
      url: '/api/document-templates/convocation',
      ...upload(template),
    });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer.template).toMatchObject({
      fileName: 'convocation.docx',
      size: template.length,
      digest: createHash('sha256').update(template).digest('hex'),
      uploadedBy: 'Test ADMIN',
    });
    expect(answer.template.uses).toEqual([
      'group.title',
      'learner.name',
      'provider.name',
      'sessions',
      'date',
      'from',
      'to',
      'place',
      'trainer',
      'group.price',
    ]);
    const list = await injectAs('admin', { url: '/api/document-templates' });
    expect(list.json().map((k: { kind: string }) => k.kind)).toEqual([
      'agreement',
      'contract',
      'convocation',
      'attestation',
      'certificate',
    ]);
    expect(list.json()[0].template).toBeNull();
    expect(list.json()[0].fields).not.toContain('learner.name');
    const file = await injectAs('admin', { url: '/api/document-templates/convocation/file' });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(template)).toBe(true);
  });

  it('fills it for a learner in place of the built-in model, in Word', async () => {
    const res = await injectAs('teacher', {
      url: convocation,
      headers: { 'accept-language': 'fr' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe(DOCX);
    expect(res.headers['content-disposition']).toContain('convocation-Zoe-%C3%89lise.docx');
    const text = docxText(res.rawPayload);
    expect(text).toContain('Action: Infirmières B1 – été');
    expect(text).toContain('Dear ZOE Élise, from Lingua Santé SAS.');
    expect(text).toMatch(
      /lundi 12\/01\/2099 \d\d:00–\d\d:00: à distance : https:\/\/meet\.example\/ward-rounds with TEACHER Test/,
    );
    expect(text).toContain('No price given.');
    expect(text).not.toContain('{');
  });

  it('serves the PDF path in Word without LibreOffice, in PDF with it, 503 when it fails', async () => {
    const word = await injectAs('admin', { url: convocationPdf });
    expect(word.statusCode, word.body).toBe(200);
    expect(word.headers['content-type']).toBe(DOCX);
    // A stand-in for soffice: it writes its input, as the PDF, where --outdir says.
    const fake = join(dataDir, 'fake-soffice.sh');
    writeFileSync(
      fake,
      '#!/bin/sh\nwhile [ $# -gt 1 ]; do [ "$1" = --outdir ] && out=$2; shift; done\ncp "$1" "$out/document.pdf"\n',
    );
    chmodSync(fake, 0o755);
    app.config.SOFFICE_PATH = fake;
    const converted = await injectAs('admin', { url: convocationPdf });
    expect(converted.statusCode, converted.body).toBe(200);
    expect(converted.headers['content-type']).toBe('application/pdf');
    expect(converted.headers['content-disposition']).toContain('.pdf');
    expect(docxText(converted.rawPayload)).toContain('Dear ZOE Élise');
    app.config.SOFFICE_PATH = join(dataDir, 'no-such-soffice');
    const failed = await injectAs('admin', {
      url: convocationPdf,
      headers: { 'accept-language': 'en' },
    });
    expect(failed.statusCode).toBe(503);
    expect(failed.json().message).toContain(
      'LibreOffice could not turn the filled template into PDF',
    );
    app.config.SOFFICE_PATH = undefined;
  });

  it.runIf(Boolean(soffice) && hasPdftotext)(
    'turns it into PDF with the real LibreOffice',
    async () => {
      app.config.SOFFICE_PATH = soffice;
      const res = await injectAs('admin', { url: convocationPdf });
      app.config.SOFFICE_PATH = undefined;
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(pdfText(res.rawPayload)).toContain('Dear ZOE Élise, from Lingua Santé SAS.');
    },
    120_000,
  );

  it('refuses a template naming unknown fields, with their names, and keeps the one in place', async () => {
    const before = await app.db.select().from(documentTemplates);
    const bad = await wordFile(['{learner.shoeSize} and {group.titel} and {learner.shoeSize}']);
    const body = upload(bad);
    const res = await injectAs('admin', {
      method: 'PUT',
      url: '/api/document-templates/convocation',
      headers: { 'accept-language': 'en', ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'The template names fields this kind of document does not have: learner.shoeSize, group.titel.',
    );
    expect(res.json().errors.file).toBeDefined();
    // A learner's field in the group's agreement is unknown there.
    const agreement = await wordFile(['{learner.name}']);
    const refused = await injectAs('admin', {
      method: 'PUT',
      url: '/api/document-templates/agreement',
      ...upload(agreement),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('learner.name');
    expect(await app.db.select().from(documentTemplates)).toEqual(before);
  });

  it('refuses what is no Word template, a tag it cannot read, a missing file, JSON', async () => {
    const put = (payload: ReturnType<typeof upload>) =>
      injectAs('admin', {
        method: 'PUT',
        url: '/api/document-templates/attestation',
        headers: { 'accept-language': 'en', ...payload.headers },
        payload: payload.payload,
      });
    const text = await put(upload('just text', 'a.docx'));
    expect([text.statusCode, text.json().message]).toEqual([
      400,
      'This file is not a Word document (.docx).',
    ]);
    const unclosed = await put(upload(await wordFile(['{learner.name'])));
    expect(unclosed.statusCode).toBe(400);
    expect(unclosed.json().message).toContain('“learner.name”');
    const none = await put(multipart({}));
    expect(none.statusCode).toBe(400);
    const json = await injectAs('admin', {
      method: 'PUT',
      url: '/api/document-templates/attestation',
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
    const kind = await injectAs('admin', {
      method: 'PUT',
      url: '/api/document-templates/invoice',
      ...upload(template),
    });
    expect(kind.statusCode).toBe(400);
    expect(
      await app.db
        .select()
        .from(documentTemplates)
        .where(eq(documentTemplates.kind, 'attestation')),
    ).toEqual([]);
  });

  it('names what the identity lacks of the fields the template uses (409)', async () => {
    const needs = await wordFile(['{provider.accessibility}']);
    const up = await injectAs('admin', {
      method: 'PUT',
      url: '/api/document-templates/attestation',
      ...upload(needs, 'attestation.docx'),
    });
    expect(up.statusCode, up.body).toBe(200);
    const res = await injectAs('admin', {
      url: `/api/group/attestation/docx/${f.group.id}/${f.zoe.id}`,
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('accessibility');
  });

  it('replaces a template, deleting the old file, and removes it for the built-in model', async () => {
    const [old] = await app.db
      .select()
      .from(documentTemplates)
      .where(eq(documentTemplates.kind, 'convocation'));
    const next = await wordFile(['Version 2 for {learner.firstName}']);
    const res = await injectAs('admin', {
      method: 'PUT',
      url: '/api/document-templates/convocation',
      ...upload(next, 'v2.docx'),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await app.files.get(old.fileKey)).toBeUndefined();
    expect(docxText((await injectAs('admin', { url: convocation })).rawPayload)).toContain(
      'Version 2 for Élise',
    );
    const gone = await injectAs('admin', {
      method: 'DELETE',
      url: '/api/document-templates/convocation',
    });
    expect(gone.statusCode).toBe(204);
    // The built-in convocation needs the accessibility contact, which the template did not use.
    const builtIn = await injectAs('admin', {
      url: convocationPdf,
      headers: { 'accept-language': 'en' },
    });
    expect(builtIn.statusCode).toBe(409);
    expect(builtIn.json().message).toContain('accessibility');
    expect(
      (await injectAs('admin', { method: 'DELETE', url: '/api/document-templates/convocation' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await injectAs('admin', { url: '/api/document-templates/convocation/file' })).statusCode,
    ).toBe(404);
  });

  it('is for Super Administrators and Admins: a Teacher neither reads nor writes them', async () => {
    expect((await injectAs('teacher', { url: '/api/document-templates' })).statusCode).toBe(403);
    const put = await injectAs('teacher', {
      method: 'PUT',
      url: '/api/document-templates/agreement',
      ...upload(template),
    });
    expect(put.statusCode).toBe(403);
    expect((await injectAs('superAdmin', { url: '/api/document-templates' })).statusCode).toBe(200);
  });
});
