import { Readable } from 'node:stream';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ROLES, scopeOf } from '../../domain/permissions';
import {
  accessCodes,
  agreementSignatures,
  atRiskFlags,
  elearningDetails,
  examSessions,
  groupStudents,
  groups,
  groupTeachers,
  issuedDocuments,
  languages,
  questionPools,
  questions,
  sessionComments,
  sessions,
  staff,
  testAttempts,
} from '../../server/db/schema';
import { t } from '../../server/lib/i18n';
import { type As, build } from './helpers';
import { qualityRecords } from './role-matrix-quality';
import {
  concrete,
  type Operation,
  operations,
  sample,
  servedRoutes,
  unknownUuid,
  urlOf,
} from './route-table';

/**
 * Every operation of the OpenAPI document, asked by nobody, a Teacher, an Admin and a Super
 * Administrator, against its declared access (x-access) and domain/permissions.ts.
 */
const WHO: As[] = ['nobody', 'teacher', 'admin', 'superAdmin'];

describe('role matrix of every route', async () => {
  const { app, injectAs, account } = await build();
  // The deletes last: a delete of the teacher's own record would leave the routes after it none to read.
  const ops = (await operations(app)).sort(
    (a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'),
  );
  for (const role of ['superAdmin', 'admin', 'teacher'] as const) await account(role);
  const signInText = t('en', 'app.errors.unauthorized');

  // Records outside the teacher's groups (group B, taught by another teacher) and records of her
  // own group A: a Teacher with the 'own' scope asks for each by id.
  const post = async (url: string, payload: object) =>
    (await injectAs('superAdmin', { method: 'POST', url, payload })).json()._id as string;
  const company = await post('/api/company/', {
    name: 'Matrix Co',
    country: 'FR',
    type: 'Client',
    languageArea: 1,
  });
  const student = await post('/api/student', {
    name: 'Matrix',
    firstname: 'Student',
    email: 'matrix.student@example.com',
    company,
  });
  const customer = await post('/api/customer', {
    name: 'Matrix',
    firstname: 'Contact',
    email: 'matrix.contact@example.com',
    company,
  });
  const ownCompany = await post('/api/company/', {
    name: 'Matrix Own Co',
    country: 'FR',
    type: 'Client',
    languageArea: 1,
  });
  const ownStudent = await post('/api/student', {
    name: 'Matrix',
    firstname: 'Own',
    email: 'matrix.own.student@example.com',
    company: ownCompany,
  });
  const ownCustomer = await post('/api/customer', {
    name: 'Matrix',
    firstname: 'Own contact',
    email: 'matrix.own.contact@example.com',
    company: ownCompany,
  });
  const teacher = await account('teacher');
  const [other] = await app.db
    .insert(staff)
    .values({ type: 3, name: 'OTHER', firstname: 'Matrix', email: 'matrix.other@test.example' })
    .returning({ id: staff.id });
  const [language] = await app.db.select({ id: languages.id }).from(languages).limit(1);
  const [ownGroup, outsideGroup] = await app.db
    .insert(groups)
    .values(
      [ownCompany, company].map((companyId, i) => ({
        companyId,
        name: `Matrix group ${i}`,
        type: 'EW',
        level: 2,
        languageId: language.id,
        // An exam, so GET /group/exam/{id} answers them.
        typeofexam: 'toeic',
        middleTest: true,
        // Semester 3: the exam sessions below reach them (GET /examresult/{id}).
        semester: 3,
      })),
    )
    .returning({ id: groups.id });
  await app.db.insert(groupTeachers).values([
    { groupId: ownGroup.id, staffId: teacher.id },
    { groupId: outsideGroup.id, staffId: other.id },
  ]);
  await app.db.insert(groupStudents).values([
    { groupId: ownGroup.id, studentId: ownStudent },
    { groupId: outsideGroup.id, studentId: student },
  ]);
  const [ownDetails, outsideDetails] = await app.db
    .insert(elearningDetails)
    .values([
      { groupId: ownGroup.id, companyId: ownCompany },
      { groupId: outsideGroup.id, companyId: company },
    ])
    .returning({ id: elearningDetails.id });

  // Sessions: "own" is the session's trainer (DESIGN.md), not her groups.
  const [ownSession, outsideSession] = await app.db
    .insert(sessions)
    .values(
      [teacher.id, other.id].map((teacherId) => ({
        title: 'Matrix session',
        description: 'Matrix',
        type: 'Group',
        teacherId,
        languageId: language.id,
        slots: 1,
        start: new Date('2027-01-11T08:00:00Z'),
        end: new Date('2027-01-11T09:00:00Z'),
      })),
    )
    .returning({ id: sessions.id });
  const [ownComment, outsideComment] = await app.db
    .insert(sessionComments)
    .values([
      { sessionId: ownSession.id, authorId: teacher.id, text: 'Mine' },
      { sessionId: outsideSession.id, authorId: other.id, text: 'Theirs' },
    ])
    .returning({ id: sessionComments.id });

  // A question of the bank: it belongs to no group, so a Teacher reads every one.
  const [question] = await app.db
    .insert(questions)
    .values({
      type: 'free',
      skill: 'writing',
      level: 2,
      languageId: language.id,
      prompt: '<p>Matrix</p>',
      promptText: 'Matrix',
    })
    .returning({ id: questions.id });
  const [pool] = await app.db
    .insert(questionPools)
    .values({
      name: 'Matrix pool',
      languageId: language.id,
      rules: [{ levelFrom: 2, levelTo: 2, skills: ['writing'], types: ['free'], count: 1 }],
      size: 1,
    })
    .returning({ id: questionPools.id });
  const [code] = await app.db
    .insert(accessCodes)
    .values({
      code: 'MATR1XC0DE0000000000000000',
      poolId: pool.id,
      companyId: company,
      validFrom: new Date(),
      validUntil: new Date(Date.now() + 86_400_000),
      maxUses: 1,
    })
    .returning({ id: accessCodes.id });
  // Tests taken with codes: one for the teacher's group, one for another group.
  const attempt = (groupId: string, companyId: string, email: string) => ({
    companyId,
    groupId,
    title: 'Matrix test',
    lastName: 'Matrix',
    firstName: 'Learner',
    email,
    tokenHash: email,
    questions: [],
    answers: [],
  });
  const [ownResult, outsideResult] = await app.db
    .insert(testAttempts)
    .values([
      attempt(ownGroup.id, ownCompany, 'own.result@example.com'),
      attempt(outsideGroup.id, company, 'outside.result@example.com'),
    ])
    .returning({ id: testAttempts.id });

  // Exam sessions: one of her group's client, one of the other client.
  const [ownExam, outsideExam] = await app.db
    .insert(examSessions)
    .values(
      [ownCompany, company].map((companyId) => ({
        companyId,
        semester: 3,
        modality: 'Sur table',
        examBegin: new Date('2027-01-11T08:00:00Z'),
        examEnd: new Date('2027-01-11T10:00:00Z'),
      })),
    )
    .returning({ id: examSessions.id });

  // Learners at risk: a flag of her group's learner, and one of the other group's.
  const [ownFlag, outsideFlag] = await app.db
    .insert(atRiskFlags)
    .values([
      { studentId: ownStudent, groupId: ownGroup.id, rule: 'absences', figures: { absences: 2 } },
      { studentId: student, groupId: outsideGroup.id, rule: 'absences', figures: { absences: 2 } },
    ])
    .returning({ id: atRiskFlags.id });

  // Documents issued: a certificate of her group's learner, and one of the other group's.
  const [ownIssued, outsideIssued] = await app.db
    .insert(issuedDocuments)
    .values(
      [
        [ownGroup.id, ownStudent],
        [outsideGroup.id, student],
      ].map(([groupId, studentId]) => ({
        groupId,
        studentId,
        kind: 'certificate',
        version: 1,
        fileKey: `issued-documents/${groupId}/matrix.pdf`,
        fileName: 'matrix.pdf',
        contentType: 'application/pdf',
        size: 4,
        digest: '0'.repeat(64),
        lang: 'en',
        keepUntil: '2032-12-31',
      })),
    )
    .returning({ id: issuedDocuments.id, fileKey: issuedDocuments.fileKey });
  for (const { fileKey } of [ownIssued, outsideIssued])
    await app.files.put(fileKey as string, Readable.from([Buffer.from('%PDF')]));
  // An agreement's signature, signed, on each of the two documents.
  const [ownSigned, outsideSigned] = await app.db
    .insert(agreementSignatures)
    .values(
      [ownIssued, outsideIssued].map((doc, n) => ({
        documentId: doc.id,
        email: 'contact@matrix.example',
        lang: 'en',
        tokenNonce: `nonce-${n}`,
        tokenHash: `hash-${n}`,
        expiresAt: new Date('2099-01-01T00:00:00Z'),
        signedAt: new Date(),
        signerName: 'Contact',
        signedDigest: '0'.repeat(64),
        signedFileKey: `${doc.fileKey}`,
      })),
    )
    .returning({ id: agreementSignatures.id });
  const superAdmin = (await account('superAdmin')).id;
  const quality = await qualityRecords(app.db, {
    teacher: teacher.id,
    superAdmin,
    ownGroup,
    outsideGroup,
  });

  /** The records a Teacher asks for by id, by kind: those of her own group A. */
  const own = {
    company: ownCompany,
    student: ownStudent,
    customer: ownCustomer,
    group: ownGroup.id,
    elearningDetails: ownDetails.id,
    session: ownSession.id,
    comment: ownComment.id,
    question: question.id,
    pool: pool.id,
    code: code.id,
    result: ownResult.id,
    exam: ownExam.id,
    flag: ownFlag.id,
    issued: ownIssued.id,
    agreementSignature: ownSigned.id,
    ...quality.own,
  };
  type Kind = keyof typeof own;
  /** Records no group owns: a Teacher with the 'own' scope reads them all. */
  const SHARED: Kind[] = ['question', 'pool', 'code', 'survey'];
  const outside: Record<Kind, string> = {
    company,
    student,
    customer,
    group: outsideGroup.id,
    elearningDetails: outsideDetails.id,
    session: outsideSession.id,
    comment: outsideComment.id,
    question: question.id,
    pool: pool.id,
    code: code.id,
    result: outsideResult.id,
    exam: outsideExam.id,
    flag: outsideFlag.id,
    issued: outsideIssued.id,
    agreementSignature: outsideSigned.id,
    ...quality.outside,
  };
  /** Which record a uuid path parameter names: by its own name, else by the path segment before it. */
  const KIND_OF_PARAM: Record<string, Kind> = {
    companyId: 'company',
    groupId: 'group',
    userId: 'student',
    studentId: 'student',
    sessionId: 'session',
    documentId: 'issued',
    signatureId: 'agreementSignature',
  };
  const KIND_OF_SEGMENT: Record<string, Kind> = {
    company: 'company',
    companyData: 'company',
    allGroups: 'company',
    companyresults: 'company',
    student: 'student',
    user: 'student',
    customer: 'customer',
    group: 'group',
    groups: 'group',
    results: 'group',
    trainingfollowup: 'group',
    groupnotation: 'group',
    elearningdetails: 'elearningDetails',
    session: 'session',
    comment: 'comment',
    question: 'question',
    qpool: 'pool',
    code: 'code',
    placementresult: 'result',
    examresult: 'exam',
    atrisk: 'flag',
    complaints: 'complaint',
    improvements: 'improvement',
    surveys: 'survey',
  };
  /** Paths whose segments mislead: /exam/{id} names a session, /group/exam/{id} and /group/surveys/{id} a group, /atrisk/client/{id}/mail a client. */
  const KIND_OF_PATH: Record<string, Kind> = {
    '/api/exam/{id}': 'exam',
    '/api/exam/update/{id}': 'exam',
    '/api/exam/delete/{id}': 'exam',
    '/api/exam/quizmaker/{examId}/{level}/{count}': 'exam',
    '/api/atrisk/client/{id}/mail': 'company',
    '/api/group/surveys/{id}': 'group',
  };
  const kindOf = (path: string, param: string): Kind | undefined => {
    if (KIND_OF_PATH[path]) return KIND_OF_PATH[path];
    if (KIND_OF_PARAM[param]) return KIND_OF_PARAM[param];
    const segments = path.split('/');
    for (let i = segments.indexOf(`{${param}}`) - 1; i > 1; i--) {
      const kind = KIND_OF_SEGMENT[segments[i]];
      if (kind) return kind;
    }
    return undefined;
  };

  let address = 0;
  /**
   * A plausible request: unknown uuids (or, given `records`, the record of each parameter's kind),
   * a body the schema accepts, from its own client address.
   */
  const plausible = (op: Operation, records?: Record<Kind, string>): InjectOptions => {
    const params = Object.fromEntries(
      op.pathParams.map((p) => {
        if (concrete(p.schema).format !== 'uuid') return [p.name, 'matrix'];
        const kind = kindOf(op.path, p.name);
        return [p.name, records && kind ? records[kind] : unknownUuid()];
      }),
    );
    address++;
    return {
      method: op.method as 'GET',
      url: urlOf(op.path, params),
      ...(op.body ? { payload: sample(op.body, '', address) as object } : {}),
      // The sign-in routes are limited per address; this test is about roles, not rates.
      remoteAddress: `10.9.${(address >> 8) & 255}.${address & 255}`,
    };
  };
  const outsideIds = Object.entries(outside)
    .filter(([kind]) => !SHARED.includes(kind as Kind))
    .map(([, id]) => id);

  it('documents every served /api route, each with its access', () => {
    const documented = new Set(ops.map((o) => `${o.method} ${o.path}`));
    // The document hides itself (schema.hide); it is public, as its own route states.
    const undocumented = servedRoutes(app).filter(
      (r) => !documented.has(r) && r !== 'GET /api/openapi.json',
    );
    expect(undocumented).toEqual([]);
    expect(ops.filter((o) => !o.access).map((o) => `${o.method} ${o.path}`)).toEqual([]);
  });

  for (const op of ops) {
    it(`${op.method} ${op.path} (${JSON.stringify(op.access)})`, async () => {
      const access = op.access;
      expect(access, 'the route states no access').toBeDefined();
      if (!access) return;
      for (const who of WHO) {
        const res = await injectAs(who, plausible(op));
        const status = res.statusCode;
        const line = `${who} -> ${status} ${res.body.slice(0, 120)}`;
        if (access === 'public') {
          // A public route may refuse credentials it is given (a wrong password), never ask to sign in.
          expect(status, line).not.toBe(403);
          if (status === 401) expect(res.json().message, line).not.toBe(signInText);
          continue;
        }
        if (who === 'nobody') {
          expect(status, line).toBe(401);
          continue;
        }
        const scope = access === 'signedIn' ? 'all' : scopeOf(ROLES[who], access[0], access[1]);
        if (scope === false) expect(status, line).toBe(403);
        else expect([401, 403], line).not.toContain(status);
        expect(status, line).toBeLessThan(500);
      }
    });

    // 'own' scope, per route: a record of the teacher's group is answered (never refused nor
    // hidden); a record outside her groups is a 404, or absent from the answer.
    const access = op.access;
    const uuidParams = op.pathParams.filter((p) => concrete(p.schema).format === 'uuid');
    if (
      !Array.isArray(access) ||
      scopeOf(ROLES.teacher, access[0], access[1]) !== 'own' ||
      uuidParams.length === 0
    )
      continue;
    const route = `${op.method} ${op.path}`;
    it(`${route}: a Teacher's own records`, async () => {
      for (const p of uuidParams) {
        expect(
          kindOf(op.path, p.name),
          `the record {${p.name}} names: add its segment to KIND_OF_SEGMENT`,
        ).toBeDefined();
      }
      const mine = await injectAs('teacher', plausible(op, own));
      const mineLine = `teacher, her group's record -> ${mine.statusCode} ${mine.body.slice(0, 120)}`;
      expect([401, 403, 404], mineLine).not.toContain(mine.statusCode);
      expect(mine.statusCode, mineLine).toBeLessThan(500);

      const theirs = await injectAs('teacher', plausible(op, outside));
      const theirsLine = `teacher, a record outside her groups -> ${theirs.statusCode} ${theirs.body.slice(0, 120)}`;
      expect(theirs.statusCode, theirsLine).toBeLessThan(500);
      if (uuidParams.every((p) => SHARED.includes(kindOf(op.path, p.name) as Kind))) {
        // No group owns it: she reads it as any other.
        expect(theirs.statusCode, theirsLine).toBe(200);
        return;
      }
      if (uuidParams.some((p) => ['session', 'comment'].includes(kindOf(op.path, p.name) ?? ''))) {
        // She reads every session; writing another trainer's is refused as forbidden.
        expect([400, 403], theirsLine).toContain(theirs.statusCode);
        return;
      }
      expect([401, 403], theirsLine).not.toContain(theirs.statusCode);
      if (theirs.statusCode < 300) {
        // Only a list may answer: filtered, holding none of the records outside her groups.
        expect(op.method, theirsLine).toBe('GET');
        expect(String(theirs.headers['content-type']), theirsLine).toMatch(/json/);
        for (const id of outsideIds) expect(theirs.body, theirsLine).not.toContain(id);
      } else if (op.method === 'GET' && op.pathParams.length === uuidParams.length) {
        expect(theirs.statusCode, theirsLine).toBe(404);
      } else {
        // A write may refuse its body, and a read its other ('matrix') parameters, before the
        // record is looked up: nothing is answered or changed either way.
        expect([400, 404], theirsLine).toContain(theirs.statusCode);
      }
    });
  }
});
