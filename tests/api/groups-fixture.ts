import { ROLES } from '../../domain/permissions';
import {
  companies,
  contentItems,
  contentTitles,
  courseModules,
  courses,
  groups,
  languages,
  modules,
  moduleUnits,
  resources,
  staff,
  students,
  units,
} from '../../server/db/schema';
import { build } from './helpers';

export const unknownId = '00000000-0000-4000-8000-000000000000';

/**
 * The world of the groups tests (groups-write and groups-read): a fresh app, a Teacher and an
 * Admin, clients (one archived), trainers (pending, archived, an Admin among them), learners (one
 * of another client, one archived), and a catalogue: a course of one module of one unit of two
 * activities, a second course, a resource and a skill.
 */
export async function groupsFixture() {
  const { app, injectAs, account } = await build();
  const db = app.db;
  const teacher = await account('teacher');
  await account('admin');

  const [english] = await db.select().from(languages).limit(1);
  const company = async (name: string, archived = false) =>
    (
      await db
        .insert(companies)
        .values({
          name,
          country: 'FR',
          type: 'Client',
          languageArea: 1,
          archivedAt: archived ? new Date() : null,
        })
        .returning()
    )[0];
  const acme = await company('Acme');
  const globex = await company('Globex');
  const closed = await company('Closed Co', true);

  let n = 0;
  const trainer = async (values: Partial<typeof staff.$inferInsert> = {}) => {
    n += 1;
    return (
      await db
        .insert(staff)
        .values({
          type: ROLES.teacher,
          name: `Trainer${n}`,
          firstname: 'Tess',
          email: `trainer${n}@groups.example`,
          status: 'active',
          ...values,
        })
        .returning()
    )[0];
  };
  const learner = async (name: string, companyId: string | null, archived = false) =>
    (
      await db
        .insert(students)
        .values({
          name,
          firstname: 'Lea',
          email: `${name.toLowerCase()}@learner.example`,
          companyId,
          archivedAt: archived ? new Date() : null,
        })
        .returning()
    )[0];

  const t1 = await trainer();
  const t2 = await trainer();
  const pending = await trainer({ status: 'pending' });
  const archivedTrainer = await trainer({ archivedAt: new Date() });
  const admin2 = await trainer({ type: ROLES.admin });
  const ann = await learner('Ann', acme.id);
  const bob = await learner('Bob', acme.id);
  const cid = await learner('Cid', acme.id);
  const outsider = await learner('Out', globex.id);
  const gone = await learner('Gone', acme.id, true);

  // Catalogue: a course of one module of one unit (2 activities), a resource, a skill.
  const [unit] = await db
    .insert(units)
    .values({
      filename: 'g-unit',
      title: 'Unit',
      version: '1.2',
      activities: [
        { id: 'a1', title: 'A1', launch: 'a.html' },
        { id: 'a2', title: 'A2', launch: 'a.html' },
      ],
      size: 1,
      fileCount: 1,
      packageKey: 'units/g.zip',
      packageSize: 1,
    })
    .returning();
  const [mod] = await db.insert(modules).values({ name: 'Mod', level: 2 }).returning();
  await db.insert(moduleUnits).values({ moduleId: mod.id, unitId: unit.id, position: 0 });
  const [course] = await db.insert(courses).values({ name: 'Course One' }).returning();
  const [course2] = await db.insert(courses).values({ name: 'Course Two' }).returning();
  await db.insert(courseModules).values({ courseId: course.id, moduleId: mod.id, position: 0 });
  const [resource] = await db
    .insert(resources)
    .values({ name: 'Res', type: 'website', label: 'R', url: 'https://example.org' })
    .returning();
  const [title] = await db
    .insert(contentTitles)
    .values({ title: 'Greetings', level: 2 })
    .returning();
  const [skill] = await db
    .insert(contentItems)
    .values({ titleId: title.id, content: 'Greet', type: 2, level: 2 })
    .returning();

  const valid = (extra: Record<string, unknown> = {}) => ({
    companyId: acme.id,
    name: 'Nursing English',
    type: 'EW',
    level: 2,
    language: english.id,
    idTeachers: [t1.id],
    beginDate: '2027-01-10',
    endDate: '2027-06-30',
    ...extra,
  });
  const post = (payload: object, lang = 'en') =>
    injectAs('admin', {
      method: 'POST',
      url: '/api/group/',
      payload,
      headers: { 'accept-language': lang },
    });
  const countGroups = async () => (await db.select().from(groups)).length;

  return {
    app,
    db,
    injectAs,
    account,
    teacher,
    english,
    company,
    acme,
    globex,
    closed,
    trainer,
    learner,
    t1,
    t2,
    pending,
    archivedTrainer,
    admin2,
    ann,
    bob,
    cid,
    outsider,
    gone,
    unit,
    mod,
    course,
    course2,
    resource,
    title,
    skill,
    valid,
    post,
    countGroups,
  };
}
