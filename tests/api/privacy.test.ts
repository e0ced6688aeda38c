import { Readable } from 'node:stream';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  agreementSignatures,
  atRiskActions,
  atRiskFlags,
  auditLog,
  complaints,
  elearningNotifications,
  groupGrades,
  groupStudents,
  groups,
  improvements,
  issuedDocuments,
  languages,
  moduleTests,
  notificationsIntra,
  sessionComments,
  sessions,
  signatures,
  students,
  surveyRequests,
  surveys,
  testAttempts,
  unitTrackers,
} from '../../server/db/schema';
import { groupFixture } from './group-results-fixture';
import { build } from './helpers';
import { unzip } from './zip-names';

describe('GDPR: a person’s data exported and erased', async () => {
  const { app, injectAs, account, outbox } = await build();
  const teacher = await account('teacher');
  const fixture = await groupFixture(app, teacher.id);
  const stamp = Math.random().toString(36).slice(2, 8);
  const surname = `Quennevillé${stamp}`;
  const firstname = 'Ysolde';
  const email = `ysolde.${stamp}@learner.example`;
  const fullName = `${firstname} ${surname}`;

  // She is created and edited through the API (so the trail holds her name and e-mail), and she
  // leaves traces everywhere a learner does, some of them in free text written about her.
  const created = await injectAs('admin', {
    method: 'POST',
    url: '/api/student',
    payload: { name: surname, firstname, email, company: fixture.company.id, level: 2 },
  });
  const id: string = created.json()._id;
  await injectAs('admin', {
    method: 'PUT',
    url: `/api/student/${id}`,
    payload: { phone: '+33 6 11 22 33 44' },
  });
  const [language] = await app.db.select().from(languages).limit(1);
  await app.db
    .insert(groupStudents)
    .values({ groupId: fixture.group.id, studentId: id, comment: `${fullName} parle vite` });
  await app.db.insert(groupGrades).values({
    groupId: fixture.group.id,
    studentId: id,
    test: 'end',
    skill: 'speaking',
    score: 0.7,
    comment: `Bravo ${fullName}`,
  });
  await app.db
    .update(groups)
    .set({ writerComment: `Groupe de ${surname} ${firstname}` })
    .where(eq(groups.id, fixture.group.id));
  await app.db.insert(unitTrackers).values({
    studentId: id,
    unitId: fixture.u1.id,
    activityId: 'a1',
    status: 'completed',
    score: 70,
    totalSeconds: 600,
    cmi: {
      core: { student_name: `${surname}, ${firstname}`, lesson_status: 'completed' },
      suspend_data: `notes of ${fullName}`,
    },
  });
  await app.db.insert(testAttempts).values({
    title: 'Placement',
    companyId: fixture.company.id,
    lastName: surname,
    firstName: firstname,
    email,
    tokenHash: `hash-${stamp}`,
    questions: [],
    answers: [{ text: `Je m'appelle ${fullName}` }, { choices: ['b'] }],
    studentId: id,
  });
  await app.db.insert(moduleTests).values({
    studentId: id,
    moduleId: fixture.m1.id,
    email,
    codeHash: `code-${stamp}`,
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  await app.db.insert(elearningNotifications).values({
    key: `welcome-${stamp}`,
    kind: 'welcome',
    studentId: id,
    groupId: fixture.group.id,
    email,
    language: 'fr',
  });
  await app.db.insert(notificationsIntra).values({
    kind: 'registration_waiting',
    params: { name: fullName },
  });
  const [session] = await app.db
    .insert(sessions)
    .values({
      title: 'Oral',
      description: '',
      type: 'Group',
      teacherId: teacher.id,
      languageId: language.id,
      slots: 1,
      start: new Date('2026-10-01T08:00:00Z'),
      end: new Date('2026-10-01T10:00:00Z'),
    })
    .returning();
  await app.db
    .insert(sessionComments)
    .values({ sessionId: session.id, authorId: teacher.id, text: `${fullName} absente` });
  const signatureKey = `signatures/${stamp}.png`;
  await app.files.put(signatureKey, Readable.from([Buffer.from('png of her signature')]));
  await app.db.insert(signatures).values({
    sessionId: session.id,
    slot: 0,
    studentId: id,
    via: 'link',
    fileKey: signatureKey,
    sha256: 'x',
    points: [[1, 2]],
    ip: '198.51.100.9',
    userAgent: 'Her phone',
  });

  // The quality registers: her survey answer, a flag on her with a call, her complaint, an action.
  const [survey] = await app.db
    .insert(surveys)
    .values({
      kind: 'learner_end',
      name: 'Fin',
      questions: [
        {
          id: 'r1',
          kind: 'rating',
          text: { en: 'R', fr: 'R', de: 'R' },
          choices: [],
          required: true,
          alert: false,
        },
        {
          id: 't1',
          kind: 'text',
          text: { en: 'T', fr: 'T', de: 'T' },
          choices: [],
          required: false,
          alert: false,
        },
      ],
    })
    .returning();
  await app.db.insert(surveyRequests).values({
    kind: 'learner_end',
    surveyId: survey.id,
    groupId: fixture.group.id,
    studentId: id,
    lang: 'fr',
    tokenNonce: 'nonce-of-her-survey',
    tokenHash: `survey-hash-${stamp}`,
    sentAt: new Date(),
    expiresAt: new Date(Date.now() + 86_400_000),
    answeredAt: new Date(),
    answers: { r1: 4, t1: `Signé ${fullName}` },
  });
  const [flag] = await app.db
    .insert(atRiskFlags)
    .values({
      studentId: id,
      groupId: fixture.group.id,
      rule: 'absences',
      figures: { absences: 2 },
      closedAt: new Date(),
      closedHow: 'by_hand',
      closingNote: `${fullName} est revenue`,
    })
    .returning();
  await app.db.insert(atRiskActions).values({
    flagId: flag.id,
    kind: 'call',
    doneOn: '2026-10-02',
    note: `Appel à ${fullName}`,
  });
  await app.db.insert(complaints).values({
    receivedOn: '2026-10-03',
    source: 'learner',
    fromName: fullName,
    subject: `Plainte de ${fullName}`,
    description: `${fullName} (${email}) trouve la salle trop petite`,
    status: 'answered',
    answer: `Réponse à ${firstname} ${surname}`,
    answeredOn: '2026-10-04',
    groupId: fixture.group.id,
  });
  await app.db.insert(improvements).values({
    origin: 'idea',
    title: `Salle pour ${fullName}`,
    description: 'Changer de salle',
  });

  await app.mailer.send({ to: email, subject: 'Bienvenue', text: `Bonjour ${fullName}` });
  await app.mailer.send({
    to: 'someone.else@learner.example',
    subject: 'Bienvenue',
    text: 'Bonjour',
  });

  const exportOf = (as: 'superAdmin' | 'admin' | 'teacher') =>
    injectAs(as, { url: `/api/privacy/student/${id}/export` });
  const erase = (confirm: string, as: 'superAdmin' | 'admin' | 'teacher' = 'superAdmin') =>
    injectAs(as, {
      method: 'POST',
      url: `/api/privacy/student/${id}/erase`,
      payload: { confirm },
    });

  it('exports everything held about a learner as a zip of JSON and her files, to a Super Administrator only', async () => {
    for (const role of ['admin', 'teacher'] as const) {
      expect((await exportOf(role)).statusCode, role).toBe(403);
      expect((await erase(fullName, role)).statusCode, role).toBe(403);
    }
    const res = await exportOf('superAdmin');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const entries = await unzip(res.rawPayload);
    const read = (name: string) => JSON.parse(entries.get(name)?.toString('utf8') ?? 'null');
    expect([...entries.keys()].sort()).toEqual(
      [
        'audit-trail.json',
        'at-risk.json',
        'attendance.json',
        'complaints.json',
        'improvements.json',
        'surveys.json',
        'elearning-idle-times.json',
        'elearning-units.json',
        'exam-results.json',
        'grades.json',
        'groups.json',
        'module-tests.json',
        'news.json',
        'notifications-sent.json',
        'objectives-reached.json',
        'record.json',
        'sessions.json',
        'signatures.json',
        `signatures/signatures_${stamp}.png`,
        'tests.json',
      ].sort(),
    );
    expect(read('record.json')).toMatchObject({ name: surname, email, phone: '+33 6 11 22 33 44' });
    expect(read('groups.json')).toEqual([
      expect.objectContaining({ group_name: fixture.group.name }),
    ]);
    expect(read('grades.json')).toEqual([
      expect.objectContaining({ comment: `Bravo ${fullName}` }),
    ]);
    expect(read('tests.json')[0]).not.toHaveProperty('token_hash');
    expect(read('surveys.json')).toEqual([
      expect.objectContaining({ answers: { r1: 4, t1: `Signé ${fullName}` } }),
    ]);
    expect(read('surveys.json')[0]).not.toHaveProperty('token_nonce');
    expect(read('at-risk.json')[0].actions[0].note).toBe(`Appel à ${fullName}`);
    expect(read('complaints.json')).toEqual([expect.objectContaining({ from_name: fullName })]);
    expect(read('improvements.json')).toHaveLength(1);
    expect(read('module-tests.json')[0]).not.toHaveProperty('code_hash');
    expect(read('elearning-units.json')[0].cmi.suspend_data).toBe(`notes of ${fullName}`);
    expect(read('audit-trail.json').map((e: { action: string }) => e.action)).toEqual(
      expect.arrayContaining(['create', 'update']),
    );
    expect(entries.get(`signatures/signatures_${stamp}.png`)?.toString()).toBe(
      'png of her signature',
    );
  });

  it('refuses an erasure whose typed name does not match, and changes nothing', async () => {
    const res = await erase('Someone Else');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('confirm');
    const [row] = await app.db.select().from(students).where(eq(students.id, id));
    expect(row.email).toBe(email);
  });

  it('erases her everywhere: no text or jsonb column holds her name or e-mail; statistics stay', async () => {
    const res = await erase(`  ${surname.toUpperCase()}   ${firstname} `);
    expect(res.statusCode).toBe(200);

    const columns = (
      (await app.db.execute(sql`
        select table_name as t, column_name as c from information_schema.columns
         where table_schema = 'public' and data_type in ('text', 'jsonb', 'character varying')`)) as unknown as {
        rows: { t: string; c: string }[];
      }
    ).rows;
    const found: string[] = [];
    for (const { t, c } of columns) {
      for (const needle of [surname, email, stamp]) {
        const hit = (await app.db.execute(
          sql.raw(
            `select count(*)::int as n from "${t}" where strpos(lower("${c}"::text), lower('${needle}')) > 0`,
          ),
        )) as unknown as { rows: { n: number }[] };
        if (hit.rows[0].n > 0 && !(needle === stamp && /hash|key$/.test(c)))
          found.push(`${t}.${c}: ${needle}`);
      }
    }
    expect(found).toEqual([]);
    // The outbox's copies of the mails sent to her are gone; the others stay.
    expect(outbox().map((m) => m.to)).toEqual(['someone.else@learner.example']);

    // What statistics need stays: her place in the group, her grade, her tracker's score.
    const [grade] = await app.db.select().from(groupGrades).where(eq(groupGrades.studentId, id));
    expect(grade).toMatchObject({ score: 0.7, comment: '' });
    const [tracker] = await app.db
      .select()
      .from(unitTrackers)
      .where(eq(unitTrackers.studentId, id));
    expect(tracker).toMatchObject({ score: 70, status: 'completed' });
    expect(tracker.cmi).toEqual({ core: { lesson_status: 'completed' } });
    const [attempt] = await app.db
      .select()
      .from(testAttempts)
      .where(eq(testAttempts.studentId, id));
    expect(attempt.answers).toEqual([{ text: '' }, { choices: ['b'] }]);
    // Her rating stays for the figures, what she wrote goes, and her link opens nothing any more.
    const [request] = await app.db
      .select()
      .from(surveyRequests)
      .where(eq(surveyRequests.studentId, id));
    expect(request.answers).toEqual({ r1: 4, t1: '' });
    expect(request.expiresAt.getTime()).toBeLessThanOrEqual(Date.now());
    const [complaint] = await app.db
      .select()
      .from(complaints)
      .where(eq(complaints.receivedOn, '2026-10-03'));
    expect(complaint).toMatchObject({
      fromName: '—',
      description: '— (—) trouve la salle trop petite',
    });
    expect(await app.files.get(signatureKey)).toBeUndefined();
    // The other learners are untouched.
    const [other] = await app.db
      .select()
      .from(groupStudents)
      .where(and(eq(groupStudents.studentId, fixture.zoe.id)));
    expect(other.comment).toBe('Très motivée');

    // The trail keeps that an erasure happened, not the data, and refuses a second one.
    const entries = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tableName, 'students'), eq(auditLog.recordId, id)));
    expect(entries.map((e) => e.action)).toEqual(['create', 'update', 'data_export', 'erase']);
    for (const entry of entries) expect([entry.before, entry.after]).toEqual([null, null]);
    expect((await erase('ERASED x')).statusCode).toBe(409);
  });

  it('erases a client contact the same way', async () => {
    const contact = (
      await injectAs('admin', {
        method: 'POST',
        url: '/api/customer',
        payload: {
          name: `Vandersteen${stamp}`,
          firstname: 'Odile',
          email: `odile.${stamp}@client.example`,
        },
      })
    ).json();
    // The group's agreement sent her twice: signed once, the other link still open.
    const [agreement] = await app.db
      .insert(issuedDocuments)
      .values({
        ...{ groupId: fixture.group.id, kind: 'agreement', version: 1, fileKey: 'x/a.pdf' },
        ...{ fileName: 'a.pdf', contentType: 'application/pdf', size: 4, digest: '0'.repeat(64) },
        ...{ lang: 'fr', keepUntil: '2032-12-31' },
      })
      .returning();
    const request = (n: number, signed: boolean) => ({
      ...{ documentId: agreement.id, customerId: contact._id, email: contact.email, lang: 'fr' },
      ...{ tokenNonce: `n${n}`, tokenHash: `h${n}${stamp}`, expiresAt: new Date('2099-01-01') },
      ...(signed
        ? { signedAt: new Date(), signerName: 'Odile V.', signedDigest: '0', signedFileKey: 'x' }
        : {}),
    });
    await app.db.insert(agreementSignatures).values([request(1, true), request(2, false)]);
    // Her complaint, and an at-risk mail that went to her.
    await app.db.insert(complaints).values({
      receivedOn: '2026-11-03',
      source: 'client',
      fromName: `Odile Vandersteen${stamp}`,
      subject: 'Horaires',
      description: 'Les horaires ne conviennent pas',
      groupId: fixture.group.id,
    });
    const [mailed] = await app.db
      .insert(atRiskFlags)
      .values({
        studentId: fixture.zoe.id,
        groupId: fixture.group.id,
        rule: 'behind',
        figures: { percent: 40 },
        clientMailedTo: [contact.email, 'rh@client.example'],
      })
      .returning();
    const zip = await injectAs('superAdmin', {
      url: `/api/privacy/customer/${contact._id}/export`,
    });
    expect(zip.statusCode).toBe(200);
    const entries = await unzip(zip.rawPayload);
    expect(JSON.parse(entries.get('record.json')?.toString() ?? '{}')).toMatchObject({
      firstname: 'Odile',
    });
    const sent = JSON.parse(entries.get('agreement-signatures.json')?.toString() ?? '[]');
    expect(sent.map((r: { signerName: string | null }) => r.signerName)).toEqual([
      'Odile V.',
      null,
    ]);
    expect(JSON.parse(entries.get('complaints.json')?.toString() ?? '[]')).toEqual([
      expect.objectContaining({ subject: 'Horaires' }),
    ]);
    const res = await injectAs('superAdmin', {
      method: 'POST',
      url: `/api/privacy/customer/${contact._id}/erase`,
      payload: { confirm: `Odile Vandersteen${stamp}` },
    });
    expect(res.statusCode).toBe(200);
    // The link she did not sign signs no more; the proof of the one she signed is kept.
    const left = await app.db
      .select()
      .from(agreementSignatures)
      .where(eq(agreementSignatures.documentId, agreement.id));
    expect(left.map((r) => r.signerName)).toEqual(['Odile V.']);
    const [complaint] = await app.db
      .select()
      .from(complaints)
      .where(eq(complaints.receivedOn, '2026-11-03'));
    expect(complaint.fromName).toBe('—');
    const [flag] = await app.db.select().from(atRiskFlags).where(eq(atRiskFlags.id, mailed.id));
    expect(flag.clientMailedTo).toEqual([
      `erased-${contact._id}@erased.invalid`,
      'rh@client.example',
    ]);
    const trail = (
      (await app.db.execute(
        sql`select string_agg(a::text, ' ') as t from audit_log a`,
      )) as unknown as {
        rows: { t: string }[];
      }
    ).rows[0].t;
    expect(trail).not.toContain(`Vandersteen${stamp}`);
    expect(trail).not.toContain(`odile.${stamp}`);
  });
});
