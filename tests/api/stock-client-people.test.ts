import type { RaRecord } from 'react-admin';
import { addNotifications } from '../../server/areas/notifications/service';
import { auditLog, elearningNotifications, groups, students } from '../../server/db/schema';
import { ALL, describeStockClient, type Plan, READ, unique } from './stock-client-fixture';

let spares: RaRecord[] = [];
/** The spare group of a copy: the fourth for the create test (n = 1), the last three for the deletes (n = 10..12). */
const spareGroup = (n: number) => spares[n === 1 ? 3 : n - 6].id;

/** The stock client on the people, their companies and groups, and the reference lists (see stock-client-fixture.ts). */
const PLANS: Record<string, Plan> = {
  companies: {
    verbs: [...ALL],
    sort: 'name',
    q: (r) => String(r.name),
    seed: (n) => ({
      name: `Stock Company ${n}`,
      country: n % 2 ? 'FR' : 'DE',
      type: 'Client',
      languageArea: 1,
    }),
    fresh: (r, n) => ({ ...r, name: `${r.name} copy ${unique(n)}` }),
    change: (n) => ({ languageArea: n % 2 ? 2 : 1, type: 'School' }),
    references: [{ target: 'referent', resource: 'customers' }],
    // A referent is a contact of the company: set on the first company once contacts exist.
    link: async (provider, made) => {
      const [company] = made.companies;
      const { data } = await provider.getOne('companies', { id: company.id });
      await provider.update('companies', {
        id: company.id,
        data: { ...data, referent: made.customers[0].id },
        previousData: data,
      });
    },
    deletes: true,
  },
  customers: {
    verbs: [...ALL],
    sort: 'name',
    q: (r) => `${r.firstname} ${r.name}`,
    seed: (n, made) => ({
      name: `Contact${n}`,
      firstname: 'Stock',
      email: `stock.contact.${n}@example.com`,
      company: made.companies?.[n % 2]?.id ?? null,
    }),
    fresh: (r, n) => ({ ...r, email: `copy.${unique(n)}@example.com` }),
    change: (n) => ({ phone: `+33 1 00 00 00 ${String(n).padStart(2, '0')}` }),
    references: [{ target: 'company', resource: 'companies' }],
    deletes: true,
  },
  students: {
    verbs: [...ALL],
    sort: 'name',
    q: (r) => `${r.firstname} ${r.name}`,
    seed: (n, made) => ({
      name: `Student${n}`,
      firstname: 'Stock',
      email: `stock.student.${n}@example.com`,
      company: made.companies?.[n % 2]?.id ?? null,
      language: made.languages?.[n % 2]?.id ?? null,
      level: 2,
    }),
    fresh: (r, n) => ({ ...r, email: `copy.${unique(n)}@example.com` }),
    change: (n) => ({ level: 3 + (n % 2) }),
    references: [
      { target: 'company', resource: 'companies' },
      { target: 'language', resource: 'languages' },
    ],
    deletes: true,
  },
  teachers: {
    verbs: [...ALL],
    sort: 'name',
    q: (r) => `${r.firstname} ${r.name}`,
    seed: (n) => ({
      name: `Trainer${n}`,
      firstname: 'Stock',
      email: `stock.trainer.${n}@example.com`,
    }),
    fresh: (r, n) => ({ ...r, email: `copy.${unique(n)}@example.com` }),
    change: (n) => ({ phone: `+33 2 00 00 00 ${String(n).padStart(2, '0')}` }),
    deletes: true,
  },
  admin: {
    verbs: [...ALL],
    sort: 'name',
    q: (r) => `${r.firstname} ${r.name}`,
    seed: (n) => ({
      type: 2,
      name: `Employee${n}`,
      firstname: 'Stock',
      email: `stock.employee.${n}@example.com`,
    }),
    fresh: (r, n) => ({ ...r, email: `copy.${unique(n)}@example.com` }),
    change: (n) => ({ phone: `+33 3 00 00 00 ${String(n).padStart(2, '0')}` }),
    deletes: true,
  },
  languages: {
    verbs: [...READ],
    notOffered: 'reference data, read-only by design',
    sort: 'name',
    q: (r) => String(r.name),
    deletes: false,
  },
  countries: {
    verbs: [...READ],
    notOffered: 'reference data, read-only by design',
    sort: 'name',
    q: (r) => String(r.name),
    deletes: false,
  },
  groups: {
    verbs: [...ALL],
    sort: 'name',
    q: (r) => String(r.name),
    seed: (n, made) => ({
      companyId: made.companies[n % 2].id,
      name: `Stock group ${n}`,
      type: n % 2 ? 'MW' : 'EW',
      level: 1 + (n % 5),
      language: made.languages[0].id,
      idTeachers: [made.teachers[0].id],
      beginDate: `2040-0${1 + n}-01`,
      endDate: '2040-12-31',
      courses: (made.courses ?? []).slice(0, 1).map((c) => c.id),
    }),
    fresh: (r, n) => ({ ...r, name: `${r.name} copy ${unique(n)}` }),
    change: (n) => ({ level: n % 2 ? 3 : 4, semester: n }),
    references: [{ target: 'companyId', resource: 'companies' }],
    deletes: true,
  },
  elearningDetails: {
    verbs: [...ALL],
    sort: 'createdAt',
    // One record a group: each record gets a group of its own (spareGroup), written by `before`.
    before: async (db, made) => {
      spares = [];
      made.spareGroups = spares;
      for (let n = 0; n < 7; n++) {
        const [row] = await db
          .insert(groups)
          .values({
            companyId: String(made.companies[n % 2].id),
            name: `Stock e-learning group ${n}`,
            type: 'EW',
            level: 2,
            languageId: String(made.languages[0].id),
          })
          .returning({ id: groups.id });
        made.spareGroups.push({ id: row.id });
      }
    },
    seed: (n, made) => ({ groupId: made.spareGroups[n].id, semester: n, elearningTarget: 80 }),
    fresh: (r, n) => ({ ...r, groupId: spareGroup(n) }),
    change: (n) => ({ semester: 4 + (n % 2), presentialHours: 10 + n }),
    references: [
      { target: 'groupId', resource: 'groups' },
      { target: 'companyId', resource: 'companies' },
    ],
    deletes: true,
  },
  audit: {
    verbs: [...READ],
    notOffered: 'the trail is written by the database as records change, never through the API',
    sort: 'at',
    q: (r) => String(r.recordId),
    deletes: false,
    // The writes of the resources before it are in the trail already; two more, as the database writes them.
    insert: async (db) => {
      await db.insert(auditLog).values(
        [1, 2].map((n) => ({
          action: 'update' as const,
          tableName: 'students',
          recordId: `stock-${n}`,
          before: { phone: null },
          after: { phone: `+33 6 00 00 00 0${n}` },
        })),
      );
    },
  },
  notificationsIntra: {
    verbs: ['getList', 'getMany'],
    notOffered: 'written by the server only; no record page (GET /{id}) by design',
    sort: 'createdAt',
    deletes: false,
    // Written by the server only, for its recipients (the Admins and Super Administrators by default).
    insert: async (db) => {
      await addNotifications(
        db,
        [1, 2].map((n) => ({
          content: { kind: 'message', params: { title: `Stock ${n}`, body: `Body ${n}` } },
        })),
      );
    },
  },
  elearningNotificationLog: {
    verbs: ['getList', 'getMany'],
    notOffered: 'the sending log is written by the jobs only; no record page by design',
    sort: 'createdAt',
    deletes: false,
    // Written by the e-learning notification check: two rows of a group and learner made above.
    insert: async (db) => {
      const [group] = await db.select({ id: groups.id }).from(groups).limit(1);
      const [student] = await db.select({ id: students.id }).from(students).limit(1);
      await db.insert(elearningNotifications).values(
        [1, 2].map((n) => ({
          key: `stock:${n}`,
          kind: 'welcome',
          groupId: group.id,
          studentId: student.id,
          email: `stock.${n}@example.com`,
          language: 'en',
        })),
      );
    },
  },
};

describeStockClient('people', PLANS);
