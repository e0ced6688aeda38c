import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { ROLES } from '../domain/permissions';
import { buildApp } from '../server/app';
import { atRiskPass } from '../server/areas/at-risk';
import { testConfig } from '../server/config';
import type { Database } from '../server/db/connect';
import { groupFunding, settings, staff } from '../server/db/schema';
import { DEMO_IDENTITY } from '../server/db/seed/demo-identity';
import {
  generateScaleData,
  generateScaleGroups,
  RESULTS_LEARNERS,
  type ScaleCounts,
} from '../server/db/seed/scale';
import { signAccessToken } from '../server/lib/tokens';
import { seedAtStart } from '../server/start';
import { bothWriters, type WriterFigures, withStaffWrites } from './at-risk-locks';
import { BPF_WEEKS, generateBpfYear } from './bpf';
import { type FirstRenderFigures, THROTTLE } from './first-render';
import { measureRecordRender } from './record-render';
import { now, since } from './stats';
import { learnerHistory } from './student-record';
import { measureSurveyPass, SURVEY_GROUPS, type SurveyPassFigures } from './survey-pass';
import { apiTimer, throwawayDatabase } from './timing';

/** The BPF's year: the last one, whose half-days have all been held. */
const BPF_YEAR = new Date().getFullYear() - 1;

/** Visits of the record in the browser, each with an empty cache. */
const RECORD_RENDERS = 5;

export interface GroupOperation {
  name: string;
  api: { p50: number; p95: number };
  sql: { p50: number; p95: number };
  statements: number;
  runs: number;
}

export interface GroupFigures {
  database: 'PGlite' | 'PostgreSQL';
  groups: number;
  generationMs: number;
  /** The signed-in Teacher's groups and learners (her 'own' scope). */
  teacherGroups: number;
  teacherLearners: number;
  operations: GroupOperation[];
  /** PostgreSQL: the learner's record in the throttled browser, to its summary's first bar. */
  recordRender?: FirstRenderFigures;
  /** The at-risk pass over every learner of every running group (server/areas/at-risk/pass.ts). */
  atRisk: {
    firstMs: number;
    raised: number;
    secondMs: number;
    runningLearners: number;
    /** PostgreSQL: a pass a year on, when every rule has stopped holding and every flag ends. */
    endingMs?: number;
    /** PostgreSQL: staff's writes on the flags and learners while the first and the ending pass ran. */
    writer?: WriterFigures;
  };
  /** The survey pass over the recipients of SURVEY_GROUPS groups that ended yesterday. */
  surveys: SurveyPassFigures;
}

/**
 * The paperwork of the bench's groups (issue 47 part 4), for the `missing` filter to sift: nine
 * groups in ten have their agreement issued, two in three of those sent to sign and half of those
 * signed; nine in ten have every learner's convocation issued.
 */
export async function generatePaperwork(db: Database) {
  const document = (
    kind: 'agreement' | 'convocation',
  ) => sql`${sql.raw(`'${kind}'`)}, 1, 'bench.pdf', 'application/pdf', 4,
    repeat('0', 64), 'fr', current_date + 2190`;
  await db.execute(sql`
    with g as (select id, row_number() over (order by name) as n from groups where name like 'Bench group %')
    insert into issued_documents (group_id, student_id, kind, version, file_name, content_type,
      size, digest, lang, keep_until)
    select g.id, null, ${document('agreement')} from g where g.n % 10 <> 0
    union all
    select g.id, gs.student_id, ${document('convocation')}
    from g join group_students gs on gs.group_id = g.id where g.n % 10 <> 1`);
  await db.execute(sql`
    with d as (select d.id, row_number() over (order by d.id) as n from issued_documents d
               join groups g on g.id = d.group_id
               where d.kind = 'agreement' and g.name like 'Bench group %')
    insert into agreement_signatures (document_id, email, lang, token_nonce, token_hash, expires_at,
      signed_at, signer_name, signed_digest, signed_file_key)
    select d.id, 'client@bench.example', 'fr', 'nonce', 'bench-' || d.id, now() + interval '30 days',
      case when d.n % 3 = 0 then now() end, case when d.n % 3 = 0 then 'Bench Signer' end,
      case when d.n % 3 = 0 then repeat('1', 64) end,
      case when d.n % 3 = 0 then 'agreement-signatures/bench.pdf' end
    from d where d.n % 3 <> 1`);
}

/**
 * At 100,000 students and 10,000 groups: the Teacher-scoped students list (GET /student as a
 * Teacher: the learners of her groups, server/lib/scope.ts) and a group's results for 30 learners
 * (GET /group/results/{id}), and the sections of a learner's record with three years of history
 * (bench/student-record.ts: 10 groups, 400 half-days, 40 units, 20 tests), as an Admin and as the
 * Teacher, each beside the raw SQL it ran.
 */
export async function measureGroups(
  kind: 'PGlite' | 'PostgreSQL',
  counts: ScaleCounts,
  groups: number,
  runs: number,
  log: (line: string) => void,
): Promise<GroupFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-groups-'));
  const pgDatabase =
    kind === 'PostgreSQL'
      ? await throwawayDatabase(process.env.TEST_DATABASE_URL as string, 'bench_groups')
      : undefined;
  const app = await buildApp(
    testConfig({ dataDir, memoryDatabase: false, DATABASE_URL: pgDatabase?.url }),
  );
  // Reference data and the first Super Administrator, as a start seeds them.
  await seedAtStart(app);
  try {
    await app.ready();
    log(
      `  ${kind}: generating ${counts.students.toLocaleString('en')} students, ${groups.toLocaleString('en')} groups...`,
    );
    const generationStarted = now();
    await generateScaleData(app.db, counts);
    await generateScaleGroups(app.db, groups);
    await generatePaperwork(app.db);
    await generateBpfYear(app.db, BPF_YEAR);
    await app.db.execute(sql`vacuum analyze`);
    const generationMs = since(generationStarted);
    log(`  ${kind}: data generated in ${Math.round(generationMs / 1000)} s`);

    // The Teacher of the first results group: she teaches it and about as many groups as any.
    const [{ groupId, staffId }] = (
      (await app.db.execute(sql`
        select g.id as "groupId", t.staff_id as "staffId"
        from groups g join group_teachers t on t.group_id = g.id
        where g.name like 'Bench group %'
        order by g.name limit 1`)) as unknown as { rows: { groupId: string; staffId: string }[] }
    ).rows;
    const resultsGroups = (
      (await app.db.execute(sql`
        select id from groups where name like 'Bench group %' order by name limit 50`)) as unknown as {
        rows: { id: string }[];
      }
    ).rows.map((r) => r.id);
    const [mine] = (
      (await app.db.execute(sql`
        select count(distinct t.group_id)::int as groups, count(distinct s.student_id)::int as learners
        from group_teachers t left join group_students s on s.group_id = t.group_id
        where t.staff_id = ${staffId}`)) as unknown as {
        rows: { groups: number; learners: number }[];
      }
    ).rows;
    const teacher = await app.db.query.staff.findFirst({ where: eq(staff.id, staffId) });
    const admin = await app.db.query.staff.findFirst({ where: eq(staff.type, ROLES.superAdmin) });
    if (!teacher || !admin)
      throw new Error('no Teacher or Super Administrator in the bench database');
    const tokenOf = (who: typeof teacher) =>
      signAccessToken(app.config.jwtSecret, {
        sub: who.id,
        type: who.type as 1 | 2 | 3,
        email: who.email,
      });
    const teacherToken = await tokenOf(teacher);
    const adminToken = await tokenOf(admin);
    log(`  ${kind}: the Teacher teaches ${mine.groups} groups, ${mine.learners} learners`);

    // A learner of the Teacher's first group, with three years of history (bench/student-record.ts).
    const historyStarted = now();
    const learner = await learnerHistory(app.db, groupId);
    log(`  ${kind}: a learner's history written in ${Math.round(since(historyStarted) / 1000)} s`);
    const own = (section: string, sort: string) =>
      `/api/student/record/${section}?${page(sort, [0, 9], { studentId: learner })}`;

    const time = apiTimer(app);
    const page = (sort: string, range = [0, 9], filter?: Record<string, unknown>) =>
      `range=${encodeURIComponent(JSON.stringify(range))}&sort=${encodeURIComponent(sort)}${
        filter ? `&filter=${encodeURIComponent(JSON.stringify(filter))}` : ''
      }`;
    const operations: [string, string, (i: number) => string][] = [
      [
        "Teacher: students list page sorted by name (her groups' learners)",
        teacherToken,
        () => `/api/student?${page('["name","ASC"]')}`,
      ],
      [
        'Teacher: the same, sorted by creation, third page',
        teacherToken,
        () => `/api/student?${page('["createdAt","DESC"]', [20, 29])}`,
      ],
      [
        "Teacher: clients list page (her groups' clients)",
        teacherToken,
        () => `/api/company?${page('["name","ASC"]')}`,
      ],
      [
        `Teacher: results of her group of ${RESULTS_LEARNERS} learners`,
        teacherToken,
        () => `/api/group/results/${groupId}`,
      ],
      [
        `Admin: results of a group of ${RESULTS_LEARNERS} learners`,
        adminToken,
        (i) => `/api/group/results/${resultsGroups[i % resultsGroups.length]}`,
      ],
      ...(
        [
          ['groups', '["beginDate","DESC"]'],
          ['sessions', '["start","DESC"]'],
          ['elearning', '["lastActivityAt","DESC"]'],
          ['results', '["at","DESC"]'],
          ['documents', '["at","DESC"]'],
        ] as const
      ).flatMap(([section, sort]): [string, string, (i: number) => string][] => [
        [`Admin: her record's ${section}, first page`, adminToken, () => own(section, sort)],
        [`Teacher: her record's ${section}, first page`, teacherToken, () => own(section, sort)],
      ]),
      ["Admin: her record's summary", adminToken, () => `/api/student/record/summary/${learner}`],
      [
        "Teacher: her record's summary",
        teacherToken,
        () => `/api/student/record/summary/${learner}`,
      ],
      [
        "Admin: her group's client's summary",
        adminToken,
        () => `/api/company/summary/${companyId}`,
      ],
      [
        "Teacher: her group's client's summary",
        teacherToken,
        () => `/api/company/summary/${companyId}`,
      ],
      // Issue 47's paperwork: the groups whose step is missing, the agreement's and the learners'.
      ...(['agreement_unsigned', 'convocations_unsent'] as const).map(
        (missing): [string, string, (i: number) => string] => [
          `Admin: groups list page filtered by the missing step ${missing}`,
          adminToken,
          () => `/api/group?${page('["name","ASC"]', [0, 9], { missing })}`,
        ],
      ),
      // Issue 48's annual report: every group's year of half-days counted, with what is missing.
      [
        `Admin: the BPF of a year (${BPF_WEEKS} half-days held by each group)`,
        adminToken,
        () => `/api/bpf/${BPF_YEAR}`,
      ],
      // Issue 48's quality indicators of the same year (its marks; the bench writes no survey or complaint).
      [
        `Admin: the quality indicators of a year (${BPF_WEEKS} half-days held by each group)`,
        adminToken,
        () => `/api/quality-report?from=${BPF_YEAR}-01-01&to=${BPF_YEAR}-12-31`,
      ],
      // Issue 47's documents of her group: the agreement, and her own as each learner's.
      [
        `Admin: the agreement of a group of ${RESULTS_LEARNERS} learners (PDF)`,
        adminToken,
        () => `/api/group/agreement/${groupId}`,
      ],
      [
        `Admin: the agreement of a group of ${RESULTS_LEARNERS} learners (Word)`,
        adminToken,
        () => `/api/group/agreement/docx/${groupId}`,
      ],
      [
        'Admin: her convocation (PDF)',
        adminToken,
        () => `/api/group/convocation/${groupId}/${learner}`,
      ],
      [
        'Admin: her end-of-training attestation (PDF)',
        adminToken,
        () => `/api/group/attestation/${groupId}/${learner}`,
      ],
      [
        'Admin: her certificate of completion (PDF)',
        adminToken,
        () => `/api/group/trainingfollowup/certificate/${groupId}/${learner}`,
      ],
    ];
    // What the documents need: the provider's identity, the action's nature and price.
    await app.db
      .insert(settings)
      .values({ key: 'identity', value: DEMO_IDENTITY })
      .onConflictDoNothing();
    await app.db
      .insert(groupFunding)
      .values({ groupId, nature: 'training', priceMode: 'group', unitPriceCents: 300_000 })
      .onConflictDoNothing();

    const [{ companyId }] = (
      (await app.db.execute(
        sql`select company_id as "companyId" from groups where id = ${groupId}`,
      )) as unknown as { rows: { companyId: string }[] }
    ).rows;
    const results: GroupOperation[] = [];
    for (const [name, token, url] of operations) {
      const timing = await time(url, token, runs);
      const op: GroupOperation = {
        name,
        api: timing.api,
        sql: timing.sql,
        statements: timing.statements.length,
        runs,
      };
      results.push(op);
      log(
        `  ${kind}: ${name}: api p50 ${op.api.p50.toFixed(1)} / p95 ${op.api.p95.toFixed(1)} ms, sql p50 ${op.sql.p50.toFixed(1)} / p95 ${op.sql.p95.toFixed(1)} ms`,
      );
    }
    // Her record in the browser, through the production server on this database.
    let recordRender: FirstRenderFigures | undefined;
    if (pgDatabase) {
      recordRender = await measureRecordRender(
        pgDatabase.url,
        learner,
        { email: app.config.ADMIN_EMAIL, password: app.config.ADMIN_PASSWORD as string },
        RECORD_RENDERS,
      );
      log(
        `  ${kind}: her record's first section: seen by Playwright ${recordRender.runs.map((t) => `${Math.round(t)} ms`).join(', ')}; first frame ${recordRender.painted.map((t) => `${Math.round(t)} ms`).join(', ')}`,
      );
    }
    // The at-risk pass: the first raises every flag (and its notification), the next finds them.
    const [{ runningLearners }] = (
      (await app.db.execute(sql`
        select count(*)::int as "runningLearners" from group_students gs join groups g on g.id = gs.group_id
        where (g.begin_date is null or g.begin_date <= current_date)
          and (g.end_date is null or g.end_date >= current_date)`)) as unknown as {
        rows: { runningLearners: number }[];
      }
    ).rows;
    // On PostgreSQL, staff write beside the first pass and beside one that ends every flag: the
    // longest any of their writes waited is the longest a pass's statement blocked a write.
    const beside = <T>(pass: () => Promise<T>) =>
      kind === 'PostgreSQL'
        ? withStaffWrites(app.db, pass)
        : pass().then((result) => ({ result, writer: undefined }));
    const firstStarted = now();
    const { result: first, writer: firstWriter } = await beside(() =>
      atRiskPass(app.db, new Date()),
    );
    const firstMs = since(firstStarted);
    const secondStarted = now();
    await atRiskPass(app.db, new Date());
    const secondMs = since(secondStarted);
    log(
      `  ${kind}: at-risk pass over ${runningLearners.toLocaleString('en')} learners of running groups: first ${Math.round(firstMs)} ms (${first.raised} flags raised), next ${Math.round(secondMs)} ms`,
    );
    let endingMs: number | undefined;
    let writer: WriterFigures | undefined;
    if (kind === 'PostgreSQL' && firstWriter) {
      const endingStarted = now();
      const ending = await beside(() =>
        atRiskPass(app.db, new Date(Date.now() + 400 * 86_400_000)),
      );
      endingMs = since(endingStarted);
      writer = bothWriters(firstWriter, ending.writer as WriterFigures);
      log(
        `  ${kind}: at-risk pass a year on: ${ending.result.ended} flags ended in ${Math.round(endingMs)} ms; staff's ${writer.writes} writes beside the first and this pass: slowest ${writer.maxMs.toFixed(1)} ms (a ${writer.slowest}; flags ${writer.maxFlagMs.toFixed(1)} ms, learners ${writer.maxLearnerMs.toFixed(1)} ms), p99 ${writer.p99Ms.toFixed(1)} ms`,
      );
    }
    // Last, as it moves groups' ends: the survey pass over 10,000 learners and their groups' others.
    const surveys = await measureSurveyPass(app.db, kind === 'PostgreSQL');
    log(
      `  ${kind}: survey pass over ${surveys.due.toLocaleString('en')} recipients of ${SURVEY_GROUPS} groups ended yesterday: first ${Math.round(surveys.firstMs)} ms (${surveys.created} requests and mails queued), next ${Math.round(surveys.secondMs)} ms${surveys.writer ? `; staff's ${surveys.writer.writes} writes beside the first: slowest ${surveys.writer.maxMs.toFixed(1)} ms, p99 ${surveys.writer.p99Ms.toFixed(1)} ms` : ''}`,
    );
    return {
      database: kind,
      groups,
      generationMs,
      teacherGroups: mine.groups,
      teacherLearners: mine.learners,
      operations: results,
      recordRender,
      atRisk: { firstMs, raised: first.raised, secondMs, runningLearners, endingMs, writer },
      surveys,
    };
  } finally {
    await app.close();
    await pgDatabase?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const ms = (n: number) => `${n.toFixed(1)} ms`;

/** The README table rows: database, operation, API and SQL p50/p95, ratio, targets. */
export function groupRows(figures: GroupFigures[]): string[][] {
  const rows: string[][] = [];
  for (const f of figures) {
    rows.push([
      f.database,
      `data generation (the Teacher: ${f.teacherGroups} groups, ${f.teacherLearners} learners)`,
      `${Math.round(f.generationMs / 1000)} s`,
      '',
      '',
      '',
    ]);
    for (const op of f.operations) {
      const within = op.api.p50 <= 2 * op.sql.p50 && op.api.p95 <= 2 * op.sql.p95;
      // A document (issue 47) is made in under 1 s, the BPF of a year (issue 48) in under 5 s; a
      // list or a section answers in under 50 ms.
      const target = /\((PDF|Word)\)$/.test(op.name)
        ? 1000
        : op.name.includes('BPF')
          ? 5000
          : op.name.includes('quality indicators')
            ? 1000
            : 50;
      const fast =
        f.database === 'PostgreSQL'
          ? ` (< ${target >= 1000 ? `${target / 1000} s` : '50 ms'} p95: ${op.api.p95 < target ? 'met' : 'missed'})`
          : '';
      rows.push([
        f.database,
        `${op.name} (${op.runs} runs)`,
        `${ms(op.api.p50)} / ${ms(op.api.p95)}${fast}`,
        `${ms(op.sql.p50)} / ${ms(op.sql.p95)} (${op.statements} statements)`,
        `${(op.api.p50 / op.sql.p50).toFixed(1)}x / ${(op.api.p95 / op.sql.p95).toFixed(1)}x`,
        within ? 'yes' : 'no',
      ]);
    }
    const sv = f.surveys;
    rows.push([
      f.database,
      `the survey pass over ${sv.due.toLocaleString('en')} recipients of ${SURVEY_GROUPS} groups ended yesterday (${sv.created.toLocaleString('en')} requests made, each mail queued); then a pass that finds them made`,
      `${(sv.firstMs / 1000).toFixed(1)} s (< 60 s: ${sv.firstMs < 60_000 ? 'met' : 'missed'}); ${Math.round(sv.secondMs)} ms`,
      sv.writer
        ? `staff's ${sv.writer.writes} writes beside it: slowest ${ms(sv.writer.maxMs)} (< 100 ms: ${sv.writer.maxMs < 100 ? 'met' : 'missed'}), p99 ${ms(sv.writer.p99Ms)}`
        : '',
      '',
      '',
    ]);
    if (f.recordRender)
      rows.push([
        f.database,
        `Admin: her record in Chromium at ${THROTTLE.mbits} Mbit/s and ${THROTTLE.rttMs} ms RTT, signed in, empty cache: from navigation to the first frame with the summary's first bar, on the page's clock; in brackets, when Playwright saw it (medians of ${f.recordRender.runs.length})`,
        `${Math.round(f.recordRender.paintedMedian)} ms (${Math.round(f.recordRender.median)} ms) (< 1.5 s: ${f.recordRender.paintedMedian < 1500 ? 'met' : 'missed'})`,
        '',
        '',
        '',
      ]);
  }
  return rows;
}
