import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  agreementSignatures,
  companies,
  customers,
  groupFunders,
  groupFunding,
  jobs,
  settings,
} from '../../server/db/schema';
import { runJobs } from '../../server/jobs/worker';
import { rowsOf } from '../../server/lib/raw-rows';
import { DOCUMENT_IDENTITY, readyForDocuments } from './document-fixture';
import { groupFixture } from './group-results-fixture';
import { build } from './helpers';
import { hasPdftotext, pdfText } from './pdf-text';

/**
 * The agreement signed online (issue 47 part 4): sent to a contact of the client with a link that
 * only its hash keeps, signed once a version with name, time, address and digest, the signed PDF
 * carrying them; a new version is signed anew, an old link no longer signs.
 */
describe('the agreement signed online', async () => {
  const { app, injectAs, account, outbox } = await build();
  const teacher = await account('teacher');
  const f = await groupFixture(app, teacher.id);
  await readyForDocuments(app, [f.group.id]);
  await app.db.update(settings).set({
    value: { ...DOCUMENT_IDENTITY, activityNumber: '44670123467', activityRegion: 'Grand Est' },
  });
  await app.db
    .update(groupFunding)
    .set({ priceMode: 'group', unitPriceCents: 240_000, modality: 'in_class' })
    .where(eq(groupFunding.groupId, f.group.id));
  await app.db.insert(groupFunders).values({
    groupId: f.group.id,
    position: 0,
    kind: 'company',
    amountCents: 240_000,
    minutes: 0,
  });
  const [otherClient] = await app.db
    .insert(companies)
    .values({ name: 'Autre SA', country: 'FR', type: 'Client', languageArea: 2 })
    .returning();
  const [contact, elsewhere, noMail] = await app.db
    .insert(customers)
    .values([
      {
        name: 'Durand',
        firstname: 'Anne',
        email: 'anne.durand@clinique.example',
        companyId: f.company.id,
      },
      { name: 'Autre', firstname: 'Paul', email: 'paul@other.example', companyId: otherClient.id },
      { name: 'Sans', firstname: 'Mail', email: ' ', companyId: f.company.id },
    ])
    .returning();
  const issueAgreement = async () => {
    const res = await injectAs('admin', {
      method: 'POST',
      url: `/api/group/documents/${f.group.id}`,
      headers: { 'accept-language': 'fr' },
      payload: { kind: 'agreement', studentId: null },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string; version: number; digest: string };
  };
  const send = (documentId: string, customerId = contact.id, as: 'admin' | 'teacher' = 'admin') =>
    injectAs(as, {
      method: 'POST',
      url: `/api/group/agreement-signatures/${f.group.id}`,
      payload: { documentId, customerId },
    });
  /** The link of the last mail to the contact, as the job wrote it. */
  const linkToken = async () => {
    await runJobs(app);
    const mails = outbox().filter((m) => m.to === contact.email);
    const match = mails.at(-1)?.text.match(/\/agreement-signature\/([A-Za-z0-9_-]{40,})/);
    expect(match, 'a link in the mail').toBeTruthy();
    return (match as RegExpMatchArray)[1];
  };
  const page = (token: string) => app.inject({ url: `/api/agreement-signature/${token}` });
  const sign = (token: string, payload: object = { name: 'Anne Durand', consent: true }) =>
    app.inject({
      method: 'POST',
      url: `/api/agreement-signature/${token}`,
      headers: { 'user-agent': 'Test browser/1.0' },
      payload,
    });

  const v1 = await issueAgreement();
  let firstToken = '';

  it('refuses another client’s contact, one without address, another document, a Teacher', async () => {
    expect((await send(v1.id, elsewhere.id)).statusCode).toBe(400);
    expect((await send(v1.id, noMail.id)).statusCode).toBe(400);
    expect((await send(v1.id, contact.id, 'teacher')).statusCode).toBe(403);
    const certificate = await injectAs('admin', {
      method: 'POST',
      url: `/api/group/documents/${f.group.id}`,
      payload: { kind: 'certificate', studentId: f.zoe.id },
    });
    expect(certificate.statusCode, certificate.body).toBe(201);
    expect((await send(certificate.json().id)).statusCode).toBe(409);
    const otherGroup = await injectAs('admin', {
      method: 'POST',
      url: `/api/group/agreement-signatures/${f.other.id}`,
      payload: { documentId: v1.id, customerId: contact.id },
    });
    expect(otherGroup.statusCode).toBe(404);
    expect(await app.db.select().from(agreementSignatures)).toHaveLength(0);
  });

  it('mails the link once, with the version attached, and keeps no token', async () => {
    const res = await send(v1.id);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      version: 1,
      email: contact.email,
      mail: 'sent',
      signedAt: null,
    });
    firstToken = await linkToken();
    await runJobs(app);
    const mails = outbox().filter((m) => m.to === contact.email);
    expect(mails).toHaveLength(1);
    const mail = mails[0] as unknown as { subject: string; attachments: { contentType: string }[] };
    expect(mail.subject).toContain('Convention de formation à signer');
    expect(mail.attachments.map((a) => a.contentType.split(';')[0])).toEqual(['application/pdf']);
    // Neither the requests, the job queue nor the audit trail hold the token or its nonce.
    const stored = JSON.stringify([
      await app.db.select().from(agreementSignatures),
      await app.db.select().from(jobs),
      await rowsOf(app.db, sql`select * from audit_log where table_name = 'agreement_signatures'`),
    ]);
    expect(stored).not.toContain(firstToken);
    const [row] = await app.db.select().from(agreementSignatures);
    const audit = (await rowsOf(
      app.db,
      sql`select after from audit_log where table_name = 'agreement_signatures'`,
    )) as { after: Record<string, unknown> }[];
    expect(audit[0].after.token_nonce).toBe('hidden');
    expect(stored.split(row.tokenNonce).length - 1).toBe(1);
    const list = await injectAs('teacher', {
      url: `/api/group/agreement-signatures/${f.group.id}`,
    });
    expect(list.json()[0]).toMatchObject({ mail: 'sent', sentBy: 'Test ADMIN' });
  });

  it('shows the contact the version, its digest and file, and nothing for an unknown link', async () => {
    const res = await page(firstToken);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      provider: 'Lingua Santé SAS',
      group: f.group.name,
      company: 'Clinique Étoile',
      contact: 'DURAND Anne',
      version: 1,
      digest: v1.digest,
      state: 'open',
    });
    const file = await app.inject({ url: `/api/agreement-signature/${firstToken}/file` });
    expect(file.statusCode).toBe(200);
    expect(createHash('sha256').update(file.rawPayload).digest('hex')).toBe(v1.digest);
    expect((await page('x'.repeat(43))).statusCode).toBe(404);
  });

  it('signs once with the name and the box; the signed PDF carries name, date and digest', async () => {
    const refused = await sign(firstToken, { name: 'Anne Durand', consent: false });
    expect(refused.statusCode).toBe(400);
    expect((await sign(firstToken, { name: ' ', consent: true })).statusCode).toBe(400);
    // A second link to the same version, then both signed at once: one signature.
    expect((await send(v1.id)).statusCode).toBe(201);
    const secondToken = await linkToken();
    const both = await Promise.all([sign(firstToken), sign(secondToken)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect((await sign(firstToken)).statusCode).toBe(409);
    expect((await page(secondToken)).json()).toMatchObject({
      state: 'signed',
      signerName: 'Anne Durand',
    });
    expect((await send(v1.id)).statusCode).toBe(409);
    const list = (
      await injectAs('teacher', { url: `/api/group/agreement-signatures/${f.group.id}` })
    ).json();
    const signed = list.find((r: { signedAt: string | null }) => r.signedAt);
    expect(signed).toMatchObject({ signerName: 'Anne Durand', signedDigest: v1.digest });
    expect(signed.signerIp).toBeTruthy();
    const file = await injectAs('teacher', {
      url: `/api/group/agreement-signatures/${f.group.id}/${signed.id}`,
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(createHash('sha256').update(file.rawPayload).digest('hex')).toBe(
      signed.signedFileDigest,
    );
    if (hasPdftotext) {
      const text = pdfText(file.rawPayload).replace(/\s+/g, ' ');
      expect(text).toContain('Signature électronique');
      expect(text).toContain('Anne Durand');
      expect(text).toContain(v1.digest);
      expect(text).toContain(signed.signedAt.slice(0, 10));
      // The version itself comes first, marked on its pages.
      expect(text).toContain('Convention de formation');
      expect(text).toContain(`e-signed ${signed.signedAt.slice(0, 10)}`);
    }
  });

  it('a new version is signed anew; a link to an older one no longer signs', async () => {
    const v2 = await issueAgreement();
    expect(v2.version).toBe(2);
    expect((await send(v1.id)).statusCode).toBe(409);
    expect((await send(v2.id)).statusCode).toBe(201);
    const token2 = await linkToken();
    const v3 = await issueAgreement();
    expect((await page(token2)).json().state).toBe('superseded');
    expect((await sign(token2)).statusCode).toBe(409);
    expect((await send(v3.id)).statusCode).toBe(201);
    const token3 = await linkToken();
    // A link past its month signs nothing and serves no file.
    await app.db
      .update(agreementSignatures)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(agreementSignatures.documentId, v3.id));
    expect((await page(token3)).json().state).toBe('expired');
    expect((await sign(token3)).statusCode).toBe(409);
    expect((await app.inject({ url: `/api/agreement-signature/${token3}/file` })).statusCode).toBe(
      404,
    );
    await app.db
      .update(agreementSignatures)
      .set({ expiresAt: new Date(Date.now() + 86_400_000) })
      .where(eq(agreementSignatures.documentId, v3.id));
    expect((await sign(token3, { name: 'Anne Durand', consent: true })).statusCode).toBe(201);
  });
});
