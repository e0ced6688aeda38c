import { ROLES } from '../../domain/permissions';
import { languages, staff } from '../../server/db/schema';
import { ALL, describeStockClient, type Plan } from './stock-client-fixture';

/**
 * The stock client on the agenda's sessions (see stock-client-fixture.ts): lists at /session, one
 * session at /session/id/{id} (spec section 7), which the declaration's recordPath gives
 * withApiPaths. Two trainers so that the teacher reference has records on both sides.
 */
const trainers: string[] = [];
let language = '';

const PLANS: Record<string, Plan> = {
  sessions: {
    verbs: [...ALL],
    sort: 'start',
    q: (r) => String(r.title),
    before: async (db) => {
      const made = await db
        .insert(staff)
        .values(
          ['Ada', 'Ben'].map((name) => ({
            type: ROLES.teacher,
            name,
            firstname: 'Stock',
            email: `${name.toLowerCase()}.stock@agenda.example`,
            status: 'active' as const,
          })),
        )
        .returning();
      trainers.push(...made.map((t) => t.id));
      [{ id: language }] = await db.select().from(languages).limit(1);
    },
    seed: (n) => ({
      title: `Stock session ${n}`,
      description: 'Ward rounds',
      type: n % 2 ? 'One-to-one' : 'Group',
      teacher: trainers[n % 2],
      language,
      isOpenToStudentRegistration: true,
      slots: 4 + n,
      start: `2040-03-0${1 + n}T09:00:00+01:00`,
      end: `2040-03-0${1 + n}T10:30:00+01:00`,
    }),
    // No unique field: a session as read is a valid new one.
    fresh: (r) => ({ ...r }),
    change: (n) => ({ title: `Stock session changed ${n}`, slots: 10 + n }),
    references: [{ target: 'teacher', resource: 'teachers' }],
    deletes: true,
  },
};

describeStockClient('agenda', PLANS);
