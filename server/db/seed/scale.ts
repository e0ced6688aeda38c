import { type SQL, sql } from 'drizzle-orm';
import { ROLES } from '../../../domain/permissions';
import type { Database } from '../connect';
import { FIRST_NAMES, LAST_NAMES } from './demo-people';

export interface ScaleCounts {
  students: number;
  companies: number;
  customers: number;
  teachers: number;
}

export const SCALE_COUNTS: ScaleCounts = {
  students: 100_000,
  companies: 10_000,
  customers: 5_000,
  teachers: 300,
};

const COMPANY_WORDS = [
  'Clinique',
  'Hôpital',
  'Société',
  'Bäckerei',
  'Institut',
  'IFSI',
  'Kinésithérapie',
  'Banque',
  'Lycée',
  'Universität',
  'Ostéopathie',
  'Podologie',
  'Group',
  'Holdings',
  'Müller AG',
];
const CITIES = [
  'Lyon',
  'Strasbourg',
  'Köln',
  'Zürich',
  'Genève',
  'München',
  'Besançon',
  'Liège',
  'Luxembourg',
  'Paris',
  'London',
  'Düsseldorf',
  'Nîmes',
  'Metz',
  'Esch-sur-Alzette',
];
const COUNTRIES = ['FR', 'DE', 'LU', 'BE', 'CH', 'GB'];

/** A text[] literal of constant words (no user input reaches it). */
const words = (items: readonly string[]) =>
  sql.raw(`array[${items.map((w) => `'${w.replaceAll("'", "''")}'`).join(',')}]::text[]`);

/** Element of a constant array picked by a deterministic hash of the series number g. */
const pickBy = (items: readonly string[], multiplier: number): SQL =>
  sql`(${words(items)})[1 + ((g::bigint * ${sql.raw(String(multiplier))}) % ${sql.raw(String(items.length))})]`;

/**
 * Inserts a large deterministic data set for the bench with generate_series, one statement per
 * table: companies of both areas, contacts (each company's referent set), students, teachers.
 * Run it on a database without earlier scale data (e-mails that exist are skipped).
 */
export async function generateScaleData(db: Database, counts: ScaleCounts = SCALE_COUNTS) {
  await db.execute(sql`
    insert into companies (name, country, type, language_area, created_at)
    select ${pickBy(COMPANY_WORDS, 7)} || ' ' || ${pickBy(CITIES, 13)} || ' ' || g,
      ${pickBy(COUNTRIES, 5)},
      case when g % 3 = 0 then 'School' else 'Client' end,
      1 + g % 2,
      now() - (g % 2000) * interval '1 hour'
    from generate_series(1, ${counts.companies}::int) g`);

  await db.execute(sql`
    with c as (select array_agg(id order by id) ids from companies)
    insert into customers (name, firstname, email, phone, company_id, created_at)
    select ${pickBy(LAST_NAMES, 31)}, ${pickBy(FIRST_NAMES, 17)},
      'contact' || g || '@scale.example.com',
      '+352 621 ' || lpad((g % 1000000)::text, 6, '0'),
      c.ids[1 + (g::bigint * 7919) % array_length(c.ids, 1)],
      now() - (g % 3000) * interval '1 hour'
    from generate_series(1, ${counts.customers}::int) g, c`);

  await db.execute(sql`
    update companies set referent_id = first.id
    from (select distinct on (company_id) company_id, id from customers
          where company_id is not null order by company_id, created_at, id) first
    where first.company_id = companies.id and companies.referent_id is null`);

  await db.execute(sql`
    with c as (select array_agg(id order by id) ids from companies),
      l as (select array_agg(id order by name) ids from languages)
    insert into students (name, firstname, email, phone, company_id, level, language_id, archived_at, created_at)
    select ${pickBy(LAST_NAMES, 37)}, ${pickBy(FIRST_NAMES, 11)},
      'student' || g || '@scale.example.com',
      case when g % 4 = 0 then null else '+33 6 ' || lpad((g % 100000000)::text, 8, '0') end,
      case when g % 10 = 0 then null else c.ids[1 + (g::bigint * 104729) % array_length(c.ids, 1)] end,
      case when g % 8 = 0 then null else (g * 3) % 7 end,
      case when l.ids is null then null else l.ids[1 + g % array_length(l.ids, 1)] end,
      case when g % 50 = 0 then now() - (g % 90) * interval '1 day' end,
      now() - (g % 20000) * interval '1 hour'
    from generate_series(1, ${counts.students}::int) g, c, l
    on conflict do nothing`);

  await db.execute(sql`
    insert into staff (type, name, firstname, email, phone, status, created_at)
    select ${ROLES.teacher}, upper(${pickBy(LAST_NAMES, 41)}), ${pickBy(FIRST_NAMES, 23)},
      'teacher' || g || '@scale.example.com', '+352 691 ' || lpad(g::text, 6, '0'), 'active',
      now() - (g % 1000) * interval '1 day'
    from generate_series(1, ${counts.teachers}::int) g
    on conflict do nothing`);
}
