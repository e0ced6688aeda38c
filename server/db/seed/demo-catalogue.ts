import { count } from 'drizzle-orm';
import { levelValue } from '../../../domain/rules/levels';
import type { Database } from '../connect';
import { courseModules, courses, modules } from '../schema';

type DemoModule = [name: string, level: string, tags: string[]];

/** Modules of medical and business English, A1 to C1, as a language school offers them. */
const MODULES: DemoModule[] = [
  ['Introducing yourself at work', 'A1', ['general', 'speaking']],
  ['Parts of the body', 'A1', ['medical', 'vocabulary']],
  ['Numbers, dates and appointments', 'A1', ['general', 'vocabulary']],
  ['Greeting and admitting a patient', 'A2', ['medical', 'speaking']],
  ['Describing pain and symptoms', 'A2', ['medical', 'speaking']],
  ['Phone calls and messages', 'A2', ['business', 'speaking']],
  ['Writing short professional e-mails', 'A2', ['business', 'writing']],
  ['Taking a patient history', 'B1', ['medical', 'speaking']],
  ['Medication and dosage instructions', 'B1', ['medical', 'pharmacology']],
  ['Hand-over and shift reports', 'B1', ['medical', 'writing']],
  ['Taking part in meetings', 'B1', ['business', 'speaking']],
  ['Presenting figures and charts', 'B1', ['business', 'presentation']],
  ['Explaining a procedure and consent', 'B2', ['medical', 'speaking']],
  ['Reading clinical guidelines', 'B2', ['medical', 'reading']],
  ['Negotiating with suppliers', 'B2', ['business', 'negotiation']],
  ['Writing reports and minutes', 'B2', ['business', 'writing']],
  ['Breaking bad news with empathy', 'C1', ['medical', 'communication']],
  ['Presenting a case at a conference', 'C1', ['medical', 'presentation']],
  ['Reading and discussing research papers', 'C1', ['medical', 'reading']],
  ['Leading a negotiation', 'C1', ['business', 'negotiation']],
  ['Managing conflict in a team', 'C1', ['business', 'communication']],
];

/** Courses and their modules in order, by module name. */
const COURSES: [string, string[]][] = [
  [
    'Nursing English: first steps',
    [
      'Parts of the body',
      'Greeting and admitting a patient',
      'Describing pain and symptoms',
      'Numbers, dates and appointments',
    ],
  ],
  [
    'Nursing English: on the ward',
    [
      'Taking a patient history',
      'Medication and dosage instructions',
      'Hand-over and shift reports',
      'Explaining a procedure and consent',
    ],
  ],
  [
    'Clinical communication (advanced)',
    [
      'Explaining a procedure and consent',
      'Breaking bad news with empathy',
      'Reading clinical guidelines',
      'Presenting a case at a conference',
      'Reading and discussing research papers',
    ],
  ],
  [
    'Business English essentials',
    [
      'Introducing yourself at work',
      'Phone calls and messages',
      'Writing short professional e-mails',
    ],
  ],
  [
    'Business English: meetings and figures',
    [
      'Taking part in meetings',
      'Presenting figures and charts',
      'Writing reports and minutes',
      'Negotiating with suppliers',
    ],
  ],
  [
    'Leadership English',
    ['Leading a negotiation', 'Managing conflict in a team', 'Presenting figures and charts'],
  ],
];

/** About twenty modules of medical and business English and six courses of three to five of them. */
export async function seedDemoCatalogue(db: Database) {
  const [{ n }] = await db.select({ n: count() }).from(modules);
  if (n > 0) return;
  const made = await db
    .insert(modules)
    .values(MODULES.map(([name, level, tags]) => ({ name, level: levelValue(level) ?? 0, tags })))
    .returning({ id: modules.id, name: modules.name });
  const idOf = new Map(made.map((m) => [m.name, m.id]));
  for (const [name, list] of COURSES) {
    const [course] = await db.insert(courses).values({ name }).returning({ id: courses.id });
    await db.insert(courseModules).values(
      list.map((moduleName, position) => {
        const moduleId = idOf.get(moduleName);
        if (!moduleId) throw new Error(`Demo course ${name}: no module ${moduleName}`);
        return { courseId: course.id, moduleId, position };
      }),
    );
  }
}
