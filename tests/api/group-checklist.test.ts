import { TZDate } from '@date-fns/tz';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ChecklistStep } from '../../domain/entities/group-checklist';
import { MISSING_STEPS, type MissingStep } from '../../domain/entities/group-checklist';
import { providerDay } from '../../domain/rules/session';
import {
  agreementSignatures,
  groupFunding,
  groupStudents,
  groups,
  issuedDocuments,
  languages,
  sessionGroups,
  sessions,
  settings,
  signatureReopenings,
  signatures,
  students,
} from '../../server/db/schema';
import { DOCUMENT_IDENTITY } from './document-fixture';
import { groupFixture } from './group-results-fixture';
import { build } from './helpers';

const DAY = 86_400_000;
const dayFrom = (days: number) => providerDay(new Date(Date.now() + days * DAY));

/**
 * A group's paperwork checklist (issue 47 part 4): the group moves through its steps, a Teacher
 * sees only the groups taught, and the groups list's `missing` filter finds exactly the groups whose
 * step the checklist says is missing.
 */
describe('the paperwork checklist of a group', async () => {
  const { app, injectAs, account } = await build();
  const teacher = await account('teacher');
  const admin = await account('admin');
  const f = await groupFixture(app, teacher.id);
  // Running: its end date a month away.
  await app.db
    .update(groups)
    .set({ endDate: dayFrom(30) })
    .where(eq(groups.id, f.group.id));
  // What the agreement needs beside the fixture's: the activity declaration and a price.
  await app.db.update(settings).set({
    value: { ...DOCUMENT_IDENTITY, activityNumber: '44670123467', activityRegion: 'Grand Est' },
  });
  await app.db
    .update(groupFunding)
    .set({ priceMode: 'group', unitPriceCents: 240_000 })
    .where(eq(groupFunding.groupId, f.group.id));
  const [language] = await app.db.select().from(languages).limit(1);

  const checklist = async (groupId = f.group.id, as: 'admin' | 'teacher' = 'teacher') => {
    const res = await injectAs(as, { url: `/api/group/checklist/${groupId}` });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { groupId: string; steps: ChecklistStep[] };
    expect(body.groupId).toBe(groupId);
    return Object.fromEntries(body.steps.map((s) => [s.step, s]));
  };
  const issueAgreement = async () => {
    const res = await injectAs('admin', {
      method: 'POST',
      url: `/api/group/documents/${f.group.id}`,
      payload: { kind: 'agreement', studentId: null },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  };
  const sendToSign = (documentId: string, at = new Date()) =>
    app.db.insert(agreementSignatures).values({
      documentId,
      email: 'contact@clinique.example',
      lang: 'fr',
      tokenNonce: `nonce-${Math.random()}`,
      tokenHash: `hash-${Math.random()}`,
      sentBy: admin.id,
      createdAt: at,
      expiresAt: new Date(at.getTime() + 30 * DAY),
    });
  /** Its requests to sign: the first one signed. */
  const sign = async (documentId: string, signedAt = new Date()) => {
    const [first] = await app.db
      .select({ id: agreementSignatures.id })
      .from(agreementSignatures)
      .where(eq(agreementSignatures.documentId, documentId))
      .orderBy(agreementSignatures.createdAt)
      .limit(1);
    await app.db
      .update(agreementSignatures)
      .set({
        signedAt,
        signerName: 'Paul Durand',
        signedDigest: '1'.repeat(64),
        signedFileKey: `agreement-signatures/${documentId}.pdf`,
      })
      .where(eq(agreementSignatures.id, first.id));
  };
  const keep = (groupId: string, kind: string, studentId: string | null, version = 1) =>
    app.db.insert(issuedDocuments).values({
      groupId,
      studentId,
      kind,
      version,
      fileKey: `issued-documents/${groupId}/${kind}-${Math.random()}.pdf`,
      fileName: `${kind}.pdf`,
      contentType: 'application/pdf',
      size: 4,
      digest: '0'.repeat(64),
      lang: 'fr',
      issuedBy: admin.id,
      keepUntil: '2032-12-31',
    });
  /**
   * A one-hour session of the group, `daysAgo` days ago (at least one) from 09:00 to 10:00 on the
   * provider's clock, with its sheet or not: one half-day whatever the time the test runs at (an
   * hour across 13:00 would be two half-days, and slot 0 alone would not complete it).
   */
  const endedSession = async (groupId: string, daysAgo: number, sheet = true) => {
    const [y, m, d] = dayFrom(-daysAgo).split('-').map(Number);
    const end = new TZDate(y, m - 1, d, 10, 0, 0, 'Europe/Paris');
    const [session] = await app.db
      .insert(sessions)
      .values({
        title: 'Ward rounds',
        description: '',
        type: 'Group',
        teacherId: teacher.id,
        languageId: language.id,
        slots: 12,
        start: new Date(end.getTime() - 3_600_000),
        end,
        appointmentAt: sheet ? new Date(end.getTime() - 7_200_000) : null,
      })
      .returning();
    await app.db.insert(sessionGroups).values({ sessionId: session.id, groupId });
    return session;
  };
  const countersign = (sessionId: string, signedAt: Date) =>
    app.db.insert(signatures).values({
      sessionId,
      slot: 0,
      studentId: null,
      staffId: teacher.id,
      via: 'screen',
      fileKey: `signatures/${sessionId}/${Math.random()}.png`,
      sha256: '0'.repeat(64),
      points: [],
      ip: '127.0.0.1',
      userAgent: 'test',
      signedAt,
    });

  it('starts with everything missing or not due', async () => {
    const steps = await checklist();
    expect(steps.agreement_sent).toEqual({
      step: 'agreement_sent',
      state: 'missing',
      at: null,
      by: null,
    });
    expect(steps.agreement_signed.state).toBe('missing');
    expect(steps.convocations_sent).toMatchObject({ state: 'missing', done: 0, total: 2 });
    expect(steps.attendance_complete.state).toBe('not_due');
    expect(steps.attestations_issued).toMatchObject({ state: 'not_due', done: 0, total: 2 });
    expect(steps.certificates_issued.state).toBe('not_due');
  });

  it('marks the agreement sent, then signed, and a new version unsigned again', async () => {
    const v1 = await issueAgreement();
    expect((await checklist()).agreement_sent.state).toBe('missing');
    const sentAt = new Date(Date.now() - 2 * DAY);
    await sendToSign(v1, sentAt);
    await sendToSign(v1, new Date(Date.now() - DAY));
    let steps = await checklist();
    expect(steps.agreement_sent).toEqual({
      step: 'agreement_sent',
      state: 'done',
      at: sentAt.toISOString(),
      by: 'Test ADMIN',
    });
    expect(steps.agreement_signed.state).toBe('missing');
    const signedAt = new Date(Date.now() - 3_600_000);
    await sign(v1, signedAt);
    steps = await checklist();
    expect(steps.agreement_signed).toEqual({
      step: 'agreement_signed',
      state: 'done',
      at: signedAt.toISOString(),
      by: 'Paul Durand',
    });
    // A change: version 2, neither sent nor signed until it is.
    const v2 = await issueAgreement();
    steps = await checklist();
    expect(steps.agreement_sent.state).toBe('missing');
    expect(steps.agreement_signed.state).toBe('missing');
    await sendToSign(v2);
    expect((await checklist()).agreement_sent.state).toBe('done');
    await sign(v2);
    expect((await checklist()).agreement_signed.state).toBe('done');
  });

  it('counts the convocations issued, learner by learner', async () => {
    await keep(f.group.id, 'convocation', f.zoe.id);
    // The outsider's convocation to another group does not count here.
    await keep(f.other.id, 'convocation', f.outsider.id);
    expect((await checklist()).convocations_sent).toMatchObject({
      state: 'missing',
      done: 1,
      total: 2,
      by: 'Test ADMIN',
    });
    await keep(f.group.id, 'convocation', f.adam.id);
    await keep(f.group.id, 'convocation', f.adam.id, 2);
    expect((await checklist()).convocations_sent).toMatchObject({
      state: 'done',
      done: 2,
      total: 2,
    });
  });

  it('asks each ended session countersigned, a reopening undoing it', async () => {
    const session = await endedSession(f.group.id, 1);
    expect((await checklist()).attendance_complete).toMatchObject({
      state: 'missing',
      done: 0,
      total: 1,
    });
    const signedAt = new Date(session.end.getTime() + 60_000);
    await countersign(session.id, signedAt);
    expect((await checklist()).attendance_complete).toEqual({
      step: 'attendance_complete',
      state: 'done',
      at: signedAt.toISOString(),
      by: 'TEACHER Test',
      done: 1,
      total: 1,
    });
    await app.db
      .insert(signatureReopenings)
      .values({ sessionId: session.id, slot: 0, staffId: admin.id, reason: 'Wrong learner' });
    expect((await checklist()).attendance_complete.state).toBe('missing');
    await countersign(session.id, new Date());
    expect((await checklist()).attendance_complete.state).toBe('done');
  });

  it('asks attestations and certificates once the group has ended', async () => {
    await keep(f.group.id, 'attestation', f.zoe.id);
    expect((await checklist()).attestations_issued).toMatchObject({ state: 'not_due', done: 1 });
    await app.db
      .update(groups)
      .set({ endDate: dayFrom(-2) })
      .where(eq(groups.id, f.group.id));
    let steps = await checklist();
    expect(steps.attestations_issued).toMatchObject({ state: 'missing', done: 1, total: 2 });
    expect(steps.certificates_issued).toMatchObject({ state: 'missing', done: 0, total: 2 });
    await keep(f.group.id, 'attestation', f.adam.id);
    await keep(f.group.id, 'certificate', f.zoe.id);
    await keep(f.group.id, 'certificate', f.adam.id);
    steps = await checklist();
    expect(Object.values(steps).map((s) => s.state)).toEqual(Array(6).fill('done'));
  });

  it('answers a Teacher 404 outside the groups taught, and an Admin every group', async () => {
    const res = await injectAs('teacher', { url: `/api/group/checklist/${f.other.id}` });
    expect(res.statusCode).toBe(404);
    expect((await checklist(f.other.id, 'admin')).agreement_sent.state).toBe('missing');
  });

  it('filters the groups list by the missing step, as the checklist says', async () => {
    // An ended group: its agreement sent, unsigned; a learner's convocation and attestation issued,
    // no certificate, and nothing for the other; an ended session without a countersignature.
    const [learner, late] = await app.db
      .insert(students)
      .values(
        ['Eva', 'Lou'].map((firstname) => ({
          name: 'Ended',
          firstname,
          email: `${firstname.toLowerCase()}.ended@learner.example`,
          companyId: f.company.id,
        })),
      )
      .returning();
    const [ended] = await app.db
      .insert(groups)
      .values({
        companyId: f.company.id,
        name: 'Ended group',
        type: 'EW',
        level: 2,
        languageId: language.id,
        beginDate: dayFrom(-60),
        endDate: dayFrom(-10),
      })
      .returning();
    await app.db.insert(groupStudents).values([
      { groupId: ended.id, studentId: learner.id },
      { groupId: ended.id, studentId: late.id },
    ]);
    await keep(ended.id, 'agreement', null);
    const [agreement] = await app.db
      .select()
      .from(issuedDocuments)
      .where(eq(issuedDocuments.groupId, ended.id));
    await sendToSign(agreement.id);
    await keep(ended.id, 'convocation', learner.id);
    await keep(ended.id, 'attestation', learner.id);
    await endedSession(ended.id, 12);
    // A session without its sheet, of another group not yet ended.
    await endedSession(f.other.id, 3, false);
    const expected: Record<MissingStep, string[]> = {
      agreement_unsent: [f.other.id],
      agreement_unsigned: [ended.id, f.other.id],
      convocations_unsent: [ended.id],
      attendance_incomplete: [ended.id, f.other.id],
      attestations_unissued: [ended.id],
      certificates_unissued: [ended.id],
    };
    const STEP_OF: Record<MissingStep, string> = {
      agreement_unsent: 'agreement_sent',
      agreement_unsigned: 'agreement_signed',
      convocations_unsent: 'convocations_sent',
      attendance_incomplete: 'attendance_complete',
      attestations_unissued: 'attestations_issued',
      certificates_unissued: 'certificates_issued',
    };
    const lists = await Promise.all(
      [f.group.id, f.other.id, ended.id].map(
        async (id) => [id, await checklist(id, 'admin')] as const,
      ),
    );
    for (const missing of MISSING_STEPS) {
      const filter = encodeURIComponent(JSON.stringify({ companyId: f.company.id, missing }));
      const res = await injectAs('admin', { url: `/api/group?range=[0,49]&filter=${filter}` });
      expect(res.statusCode, res.body).toBe(200);
      const found = (res.json() as { _id: string }[]).map((g) => g._id).sort();
      expect(found, missing).toEqual([...expected[missing]].sort());
      // The list and the checklist agree.
      const byChecklist = lists
        .filter(([, steps]) => steps[STEP_OF[missing]].state === 'missing')
        .map(([id]) => id)
        .sort();
      expect(byChecklist, missing).toEqual(found);
    }
    const teacherRes = await injectAs('teacher', {
      url: `/api/group?range=[0,49]&filter=${encodeURIComponent(JSON.stringify({ missing: 'agreement_unsigned' }))}`,
    });
    expect(teacherRes.json()).toEqual([]);
    const bad = await injectAs('admin', {
      url: `/api/group?range=[0,49]&filter=${encodeURIComponent(JSON.stringify({ missing: 'nope' }))}`,
    });
    expect(bad.statusCode).toBe(400);
  });
});
