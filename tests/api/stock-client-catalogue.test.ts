import {
  companies,
  examResults,
  examSessions,
  examSubjects,
  languages,
  students,
  testAttempts,
  units,
} from '../../server/db/schema';
import { ALL, describeStockClient, type Plan, READ, unique } from './stock-client-fixture';

let language = '';
let client = '';
let newsClient = '';

/** The stock client on the e-learning catalogue and the question bank (see stock-client-fixture.ts). */
const PLANS: Record<string, Plan> = {
  semesters: {
    verbs: [...ALL],
    sort: 'value',
    q: (r) => String(r.value),
    seed: (n) => ({
      value: n % 11,
      begin: `2040-0${1 + (n % 9)}-01`,
      end: `2040-12-${10 + (n % 19)}`,
      schoolTypes: n % 2 ? ['IFSI'] : ['IFAS', 'SAMU'],
      examType: n % 2 === 1,
      examModalities: n % 2 ? ['Sur table'] : [],
    }),
    // No unique field: a copy of a record as read is a valid new semester.
    fresh: (r) => ({ ...r }),
    change: (n) => ({ examType: n % 2 === 0, schoolTypes: n % 2 ? ['IFMEM'] : ['CFARM'] }),
    deletes: true,
  },
  modules: {
    verbs: [...ALL],
    sort: 'level',
    q: (r) => String(r.name),
    seed: (n) => ({
      name: `Stock module ${n}`,
      level: 1 + (n % 5),
      tags: n % 2 ? ['medical'] : ['business', 'writing'],
    }),
    // No unique field: a copy of a record as read is a valid new module.
    fresh: (r) => ({ ...r }),
    change: (n) => ({ level: n % 2 ? 2 : 4, tags: [`changed${n}`] }),
    deletes: true,
  },
  courses: {
    verbs: [...ALL],
    sort: 'name',
    q: (r) => String(r.name),
    seed: (n, made) => ({
      name: `Stock course ${n}`,
      listModules: (made.modules ?? []).slice(0, 1 + (n % 3)).map((m) => m.id),
    }),
    fresh: (r) => ({ ...r }),
    change: (n) => ({ name: `Stock course changed ${n}` }),
    deletes: true,
  },
  contents: {
    verbs: [...ALL],
    sort: 'title',
    q: (r) => String(r.title),
    seed: (n, made) => ({
      title: `Stock content ${n}`,
      level: 1 + (n % 5),
      language: n % 2 ? (made.languages?.[0]?.id ?? null) : null,
      items: [
        { content: `Operational ${n}`, type: 2, level: 1 + (n % 5) },
        { content: `Linguistic ${n}`, type: 3, level: n % 7 },
      ],
    }),
    // No unique field: a copy of a record as read (items with their _id) is a valid new title.
    fresh: (r) => ({ ...r }),
    change: (n) => ({
      level: n % 2 ? 2 : 4,
      items: [{ content: `Changed ${n}`, type: 3, level: 2 }],
    }),
    deletes: true,
  },
  units: {
    verbs: [...READ, 'update', 'updateMany'],
    notOffered:
      'a unit is made by uploading its SCORM package (multipart POST /unit, the /units screen), not from JSON',
    sort: 'title',
    q: (r) => String(r.title),
    change: (n) => ({ title: `Stock unit renamed ${n}` }),
    insert: async (db) => {
      await db.insert(units).values(
        [1, 2, 3].map((n) => ({
          filename: `stock-unit-${n}-000000`,
          title: `Stock unit ${n}`,
          version: n % 2 ? '1.2' : '2004',
          activities: [{ id: 'a', title: 'A', launch: 'index.html' }],
          size: 100 * n,
          fileCount: 1,
          packageKey: `units/stock-${n}.zip`,
          packageSize: 50 * n,
        })),
      );
    },
    deletes: true,
  },
  categories: {
    verbs: ['getList', 'getMany', 'create'],
    notOffered: 'a category is named once: no record page, no rename (GET and PUT /category/{id})',
    sort: 'name',
    q: (r) => String(r.name),
    seed: (n) => ({ name: `Stock category ${n}` }),
    // The name is unique whatever its case and accents.
    fresh: (r, n) => ({ ...r, name: `${r.name} copy ${unique(n)}` }),
    change: () => ({}),
    deletes: true,
  },
  resources: {
    verbs: [...ALL],
    sort: 'name',
    q: (r) => String(r.name),
    // Links through JSON; a file resource is a multipart upload (tests/api/learning-resources.test.ts).
    seed: (n, made) => ({
      name: `Stock resource ${n}`,
      type: n % 2 ? 'website' : 'video',
      label: `Label ${n}`,
      url: `https://example.org/stock/${n}`,
      categoryId: n % 2 ? (made.categories?.[0]?.id ?? null) : null,
    }),
    fresh: (r) => ({ ...r }),
    change: (n) => ({ label: `Changed ${n}`, type: 'audio' }),
    references: [{ target: 'categoryId', resource: 'categories' }],
    deletes: true,
  },
  questions: {
    verbs: [...ALL],
    sort: 'level',
    q: (r) => String(r.prompt).replace(/<[^>]+>/g, ''),
    before: async (db) => {
      [{ id: language }] = await db.select().from(languages).limit(1);
    },
    seed: (n) => ({
      type: n % 2 ? 'single' : 'multiple',
      skill: 'grammar',
      level: n % 7,
      language,
      prompt: `<p>Stock question ${n}: pick the past tense</p>`,
      choices: [
        { text: 'went', correct: true },
        { text: 'goes', correct: false },
      ],
      gaps: [],
      guide: null,
    }),
    // No unique field: a copy of a question as read is a valid new one (its choices keep their ids).
    fresh: (r) => ({ ...r }),
    change: (n) => ({ level: (n + 3) % 7, skill: 'vocabulary' }),
    deletes: true,
  },
  qpools: {
    verbs: [...ALL],
    sort: 'name',
    q: (r) => String(r.name),
    before: async (db) => {
      [{ id: language }] = await db.select().from(languages).limit(1);
    },
    seed: (n) => ({
      name: `Stock pool ${n}`,
      language,
      rules: [
        {
          levelFrom: n % 3,
          levelTo: 3,
          skills: ['reading', 'grammar'],
          types: ['single'],
          count: 2,
        },
      ],
    }),
    // No unique field: a pool as read (with its size) is a valid new one.
    fresh: (r) => ({ ...r }),
    change: (n) => ({ name: `Renamed pool ${n}` }),
    deletes: true,
  },
  examSubjects: {
    verbs: [...ALL],
    sort: 'name',
    q: (r) => String(r.name),
    // Every other one an automatic quiz, which names a pool made above.
    seed: (n, made) => ({
      name: `Stock subject ${n}`,
      examType: n % 2 ? 'toeic' : 'linguabusiness',
      modality: n % 2 ? 'Quiz automatisé' : 'Sur la plateforme',
      pool: n % 2 ? made.qpools[0].id : null,
    }),
    // No unique field: a subject as read is a valid new one.
    fresh: (r) => ({ ...r }),
    change: (n) => ({ name: `Renamed subject ${n}` }),
    deletes: true,
  },
  codes: {
    verbs: [...ALL],
    sort: 'validUntil',
    q: (r) => String(r.code),
    before: async (db) => {
      [{ id: client }] = await db
        .insert(companies)
        .values({ name: 'Stock client', country: 'FR', type: 'Client', languageArea: 1 })
        .returning({ id: companies.id });
    },
    seed: (n, made) => ({
      pool: made.qpools[n % made.qpools.length].id,
      company: client,
      group: null,
      validFrom: '2040-01-01T08:00:00.000Z',
      validUntil: `2040-02-${10 + (n % 19)}T18:00:00.000Z`,
      maxUses: 1 + n,
    }),
    // The server makes each code: a copy of a code as read is a new code on the same terms.
    fresh: (r) => ({ ...r }),
    change: (n) => ({ maxUses: 50 + n }),
    deletes: true,
  },
  placementResults: {
    verbs: [...READ],
    notOffered: 'written by learners through the public test page; staff read them only',
    sort: 'lastName',
    q: (r) => String(r.lastName),
    deletes: false,
    insert: async (db) => {
      const [{ id: companyId }] = await db
        .insert(companies)
        .values({ name: 'Stock results client', country: 'FR', type: 'Client', languageArea: 1 })
        .returning({ id: companies.id });
      await db.insert(testAttempts).values(
        [1, 2, 3].map((n) => ({
          companyId,
          title: 'Stock test',
          lastName: `Stocklearner${n}`,
          firstName: 'Ana',
          email: `stock.learner${n}@example.com`,
          tokenHash: `stock-${n}`,
          questions: [],
          answers: [],
        })),
      );
    },
  },
  exams: {
    verbs: [...READ],
    notOffered:
      "written in the client's panel (PUT /exam/new, /exam/update, /exam/delete); the list only reads them",
    sort: 'examBegin',
    q: (r) => String((r.examSubject as { name: string }).name),
    deletes: false,
    insert: async (db) => {
      const [{ id: companyId }] = await db
        .insert(companies)
        .values({ name: 'Stock exams client', country: 'FR', type: 'Client', languageArea: 1 })
        .returning({ id: companies.id });
      const subjects = await db
        .insert(examSubjects)
        .values(
          [1, 2, 3].map((n) => ({
            name: `Stocksubject${n}`,
            examType: 'toeic',
            modality: 'Sur la plateforme',
          })),
        )
        .returning({ id: examSubjects.id });
      await db.insert(examSessions).values(
        subjects.map(({ id }, n) => ({
          companyId,
          semester: 3 + n,
          modality: 'Sur la plateforme',
          examSubjectId: id,
          examBegin: new Date(`2040-0${n + 1}-10T08:00:00Z`),
          examEnd: new Date(`2040-0${n + 1}-10T10:00:00Z`),
        })),
      );
    },
  },
  examResults: {
    verbs: ['getList', 'getMany'],
    notOffered:
      'entered per exam session and learner (PUT /examresult/{session}/{student}) or written by a quiz; GET /examresult/{id} reads a session, not a row',
    sort: 'examBegin',
    q: (r) => String(r.name),
    deletes: false,
    insert: async (db) => {
      const [{ id: companyId }] = await db
        .insert(companies)
        .values({ name: 'Stock results co', country: 'FR', type: 'Client', languageArea: 1 })
        .returning({ id: companies.id });
      const learners = await db
        .insert(students)
        .values(
          [1, 2, 3].map((n) => ({
            name: `Stockgraded${n}`,
            firstname: 'Ana',
            email: `stock.graded${n}@example.com`,
            companyId,
          })),
        )
        .returning({ id: students.id });
      const [{ id: sessionId }] = await db
        .insert(examSessions)
        .values({
          companyId,
          semester: 3,
          modality: 'Sur table',
          examBegin: new Date('2040-05-10T08:00:00Z'),
          examEnd: new Date('2040-05-10T10:00:00Z'),
        })
        .returning({ id: examSessions.id });
      await db.insert(examResults).values(
        learners.map(({ id }, n) => ({
          examSessionId: sessionId,
          studentId: id,
          skill: 'reading',
          score: 4 + n,
          level: 2,
        })),
      );
    },
  },
  news: {
    verbs: [...ALL],
    sort: 'title',
    q: (r) => String(r.title),
    before: async (db) => {
      [{ id: newsClient }] = await db
        .insert(companies)
        .values({ name: 'Stock news client', country: 'FR', type: 'Client', languageArea: 1 })
        .returning({ id: companies.id });
    },
    // Every other one for a client's learners.
    seed: (n) => ({
      title: `Stock news ${n}`,
      body: `<p>Stock <strong>news</strong> ${n}</p>`,
      publishFrom: `2040-0${1 + (n % 9)}-01T08:00:00.000Z`,
      publishUntil: n % 2 ? null : `2040-12-${10 + (n % 19)}T18:00:00.000Z`,
      audience: n % 2 ? 'company' : 'all',
      companyId: n % 2 ? newsClient : null,
      pinned: n % 3 === 0,
    }),
    // No unique field: a news item as read is a valid new one.
    fresh: (r) => ({ ...r }),
    change: (n) => ({ title: `Changed news ${n}`, pinned: n % 2 === 0 }),
    deletes: true,
  },
};

describeStockClient('catalogue', PLANS);
