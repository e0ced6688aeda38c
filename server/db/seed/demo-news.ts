import { addDays } from 'date-fns';
import { asc, count, eq } from 'drizzle-orm';
import type { Database } from '../connect';
import { companies, groups, news, staff } from '../schema';

/**
 * Three demo news items, once into an empty table: a pinned welcome for every learner, one for
 * the first client's learners, one for the first group's, open for a month. Bodies as the
 * sanitiser keeps them (paragraphs, bold, lists, a link).
 */
export async function seedDemoNews(db: Database, today = new Date()) {
  const [{ n }] = await db.select({ n: count() }).from(news);
  if (n > 0) return;
  const [author] = await db
    .select({ id: staff.id })
    .from(staff)
    .where(eq(staff.type, 1))
    .orderBy(asc(staff.createdAt))
    .limit(1);
  const [client] = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(eq(companies.type, 'Client'))
    .orderBy(asc(companies.name))
    .limit(1);
  const [group] = await db
    .select({ id: groups.id, name: groups.name })
    .from(groups)
    .orderBy(asc(groups.name))
    .limit(1);
  const authorId = author?.id ?? null;
  await db.insert(news).values([
    {
      title: 'Welcome to your learning platform',
      body: '<p>Your courses, your <strong>e-learning modules</strong> and your results are now in one place.</p><ul><li>Follow your progress in each module</li><li>Find your sessions in your agenda</li></ul><p>Any question? Write to <a href="mailto:support@example.com" rel="noopener noreferrer">support@example.com</a>.</p>',
      publishFrom: addDays(today, -10),
      pinned: true,
      authorId,
    },
    ...(client
      ? [
          {
            title: `${client.name}: new e-learning modules`,
            body: '<p>Three new modules on <strong>business writing</strong> are open to your learners this month.</p>',
            publishFrom: addDays(today, -3),
            audience: 'company' as const,
            companyId: client.id,
            authorId,
          },
        ]
      : []),
    ...(group
      ? [
          {
            title: `${group.name}: the end test is coming`,
            body: '<p>The end test of your group takes place in the last session. <em>Revise the units of the last two modules.</em></p>',
            publishFrom: addDays(today, -1),
            publishUntil: addDays(today, 30),
            audience: 'group' as const,
            groupId: group.id,
            authorId,
          },
        ]
      : []),
  ]);
}
