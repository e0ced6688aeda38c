import { ROLES } from '../../domain/permissions';
import { companies, languages, staff, students } from '../../server/db/schema';
import type { build } from './helpers';

/**
 * What the agenda's api tests start from: the signed-in Teacher (`me`) and an Admin, a language, a
 * client, another trainer, and three learners of the client (Ann, Bob, Cid; firstname Lea), their
 * addresses at `@{domain}`.
 */
export async function sessionFixture(
  { app, account }: Awaited<ReturnType<typeof build>>,
  domain: string,
  clientName = 'Acme',
) {
  const me = await account('teacher');
  await account('admin');
  const [language] = await app.db.select().from(languages).limit(1);
  const [acme] = await app.db
    .insert(companies)
    .values({ name: clientName, country: 'FR', type: 'Client', languageArea: 1 })
    .returning();
  const [other] = await app.db
    .insert(staff)
    .values({
      type: ROLES.teacher,
      name: 'Other',
      firstname: 'Tom',
      email: `other@${domain}`,
      status: 'active',
    })
    .returning();
  const [ann, bob, cid] = await app.db
    .insert(students)
    .values(
      ['Ann', 'Bob', 'Cid'].map((name) => ({
        name,
        firstname: 'Lea',
        email: `${name.toLowerCase()}@${domain}`,
        companyId: acme.id,
      })),
    )
    .returning();
  if (!language || !acme || !other || !ann || !bob || !cid) throw new Error('fixture incomplete');
  return { me, language, acme, other, ann, bob, cid };
}
