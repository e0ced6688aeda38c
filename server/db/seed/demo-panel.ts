import { asc, eq } from 'drizzle-orm';
import type { AdminData } from '../../../domain/entities/company-panel';
import { EXAM_TYPES } from '../../../domain/entities/exam';
import type { SchoolType } from '../../../domain/entities/programmes';
import { isPathSchoolType } from '../../../domain/rules/company-panel';
import type { Database } from '../connect';
import {
  companies,
  companyPanels,
  companySemesters,
  customers,
  examSessions,
  semesters,
} from '../schema';
import { FIRST_NAMES, LAST_NAMES, mailPart, seededRandom } from './demo-people';

/** School types of the demo panels: two semester entries each, so no single-path type. */
const DEMO_SCHOOL_TYPES: readonly SchoolType[] = (
  ['IFSI', 'IADE', 'Kinésithérapie', 'Ostéopathie', 'Ergothérapie', 'IFMEM', 'Podologie'] as const
).filter((t) => !isPathSchoolType(t));

const CITIES: readonly [string, string][] = [
  ['69003 Lyon', '04 72'],
  ['75013 Paris', '01 45'],
  ['67000 Strasbourg', '03 88'],
  ['13005 Marseille', '04 91'],
  ['31000 Toulouse', '05 61'],
  ['44000 Nantes', '02 40'],
  ['59000 Lille', '03 20'],
];
const STREETS = [
  'rue de la République',
  'avenue Jean Jaurès',
  'boulevard Pasteur',
  'rue Victor Hugo',
];

/** An exam day 21 days or more from now, at 09:00 (the exam form's earliest start), 2 hours long. */
function examDay(now: Date, daysAhead: number) {
  const begin = new Date(now.getFullYear(), now.getMonth(), now.getDate() + daysAhead, 9, 0, 0, 0);
  return { begin, end: new Date(begin.getTime() + 2 * 60 * 60 * 1000) };
}

const digits = (random: () => number, n: number) =>
  Array.from({ length: n }, () => Math.floor(random() * 10)).join('');

/**
 * Complete panels for about half of the demo clients (every other one by name): administrative
 * data, two pedagogic contacts, two semester entries on the catalogue's exam semesters 3 and 4,
 * criteria, the exam concerned and one exam session "Sur table" (no subject needed). Demo clients
 * only: the scale seed does not come here.
 */
export async function seedDemoPanels(db: Database, now = new Date()) {
  const { next, pick } = seededRandom(7007);
  const clients = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(eq(companies.type, 'Client'))
    .orderBy(asc(companies.name), asc(companies.id));
  const catalogue = await db
    .select()
    .from(semesters)
    .orderBy(asc(semesters.value), asc(semesters.begin));
  const third = catalogue.find((s) => s.value === 3);
  const fourth = catalogue.find((s) => s.value === 4);
  if (!third || !fourth) return;

  const chosen = clients.filter((_, i) => i % 2 === 0);
  for (const [n, client] of chosen.entries()) {
    const type = DEMO_SCHOOL_TYPES[n % DEMO_SCHOOL_TYPES.length];
    const [city, prefix] = pick(CITIES);
    const address = `${1 + Math.floor(next() * 120)} ${pick(STREETS)}, ${city}`;
    const phone = () => `${prefix} ${digits(next, 2)} ${digits(next, 2)} ${digits(next, 2)}`;
    const person = () => {
      const name = pick(LAST_NAMES);
      const firstname = pick(FIRST_NAMES);
      return { name, firstname, email: `${mailPart(firstname, name)}@${mailPart(type)}.example` };
    };
    const billing = person();
    const adminData: AdminData = {
      denomination: `${type} ${client.name}`,
      address,
      phone: phone(),
      siret: Number(`${1 + Math.floor(next() * 9)}${digits(next, 13)}`),
      type,
      billingContact: {
        name: billing.name.toLocaleUpperCase('fr'),
        firstname: billing.firstname,
        address,
        phone: phone(),
        email: billing.email,
      },
    };
    const referents = await db
      .insert(customers)
      .values(
        [person(), person()].map((p) => ({
          name: p.name.toLocaleUpperCase('fr'),
          firstname: p.firstname,
          phone: phone(),
          email: p.email,
          companyId: client.id,
          pedagogic: true,
        })),
      )
      .returning({ id: customers.id });
    const examSemester = n % 2 === 0 ? 3 : 4;
    await db.insert(companyPanels).values({
      companyId: client.id,
      adminData,
      schoolType: type,
      criteria: { attendance: '80', elearning: pick(['50', '80', '100'] as const), exam: '50' },
      examConcerned: { examType: EXAM_TYPES[n % EXAM_TYPES.length], semesters: [examSemester] },
    });
    await db.insert(companySemesters).values(
      [third, fourth].map((s, i) => ({
        companyId: client.id,
        semesterId: s.id,
        elearningMinutes: (20 + Math.floor(next() * 20)) * 60,
        presentialGroups: i === 0 ? 2 : 1,
        presentialMinutes: (10 + Math.floor(next() * 10)) * 60 + (next() < 0.5 ? 30 : 0),
        needFormer: true,
        beginDate: s.begin,
        endDate: s.end,
        referents: i === 0 ? referents.map((r) => r.id) : [referents[0].id],
      })),
    );
    const exam = examDay(now, 21 + (n % 30));
    await db.insert(examSessions).values({
      companyId: client.id,
      semester: examSemester,
      modality: 'Sur table',
      examBegin: exam.begin,
      examEnd: exam.end,
    });
  }
}
