import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { groupContents, groups, groupTeachers } from '../../server/db/schema';
import { build } from './helpers';

const unknownId = '00000000-0000-4000-8000-000000000000';

describe("a group's skills content API", async () => {
  const { app, injectAs, account } = await build();
  const teacher = await account('teacher');
  const languages = (await injectAs('admin', { url: '/api/language' })).json() as { _id: string }[];
  const [english, french] = languages;
  const company = (
    await injectAs('admin', {
      method: 'POST',
      url: '/api/company/',
      payload: { name: 'E-learning Co', country: 'FR', type: 'Client', languageArea: 1 },
    })
  ).json()._id as string;

  let n = 0;
  /** A group of the company, taught by the test Teacher or not. */
  const group = async (taught: boolean, level = 2, languageId = english._id) => {
    n++;
    const [row] = await app.db
      .insert(groups)
      .values({ companyId: company, name: `Group ${n}`, type: 'EW', level, languageId })
      .returning({ id: groups.id });
    if (taught) await app.db.insert(groupTeachers).values({ groupId: row.id, staffId: teacher.id });
    return row.id;
  };

  describe('GET /contenttitle/group/{id}', () => {
    const title = async (level: number, language: string | null, name: string) =>
      (
        await injectAs('admin', {
          method: 'POST',
          url: '/api/contenttitle',
          payload: {
            title: name,
            level,
            language,
            items: [
              { content: `${name} operational`, type: 2, level },
              { content: `${name} linguistic`, type: 3, level },
            ],
          },
        })
      ).json() as { _id: string; items: { _id: string }[] };

    it("answers the titles at the group's level and language, the asked ones, and the chosen skills", async () => {
      const groupId = await group(true, 4, english._id);
      const b2en = await title(4, english._id, 'B2 English');
      const b2any = await title(4, null, 'B2 any language');
      const b2fr = await title(4, french._id, 'B2 French');
      const c1en = await title(5, english._id, 'C1 English');
      await app.db.insert(groupContents).values([
        { groupId, contentItemId: b2en.items[0]._id },
        { groupId, contentItemId: c1en.items[1]._id },
      ]);
      const res = await injectAs('teacher', { url: `/api/contenttitle/group/${groupId}` });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ groupId, level: 4, language: english._id });
      const ids = body.titles.map((x: { _id: string }) => x._id);
      expect(ids).toContain(b2en._id);
      expect(ids).toContain(b2any._id);
      expect(ids).not.toContain(b2fr._id);
      expect(ids).not.toContain(c1en._id);
      expect(body.titles.find((x: { _id: string }) => x._id === b2en._id).items).toHaveLength(2);
      expect([...body.formationContent].sort()).toEqual(
        [b2en.items[0]._id, c1en.items[1]._id].sort(),
      );
      const [groupRow] = await app.db.select().from(groups).where(eq(groups.id, groupId));
      expect(body.updatedAt).toBe(groupRow.updatedAt.toISOString());

      const asked = (
        await injectAs('admin', {
          url: `/api/contenttitle/group/${groupId}?level=5&language=${french._id}`,
        })
      ).json();
      expect(asked).toMatchObject({ level: 5, language: french._id });
      expect(asked.titles.map((x: { _id: string }) => x._id)).not.toContain(c1en._id);
      const c1 = (
        await injectAs('admin', { url: `/api/contenttitle/group/${groupId}?level=5` })
      ).json();
      expect(c1.titles.map((x: { _id: string }) => x._id)).toContain(c1en._id);
    });

    it('refuses a wrong level or language, and hides groups outside a Teacher scope', async () => {
      const other = await group(false);
      expect(
        (await injectAs('admin', { url: `/api/contenttitle/group/${other}?level=7` })).statusCode,
      ).toBe(400);
      expect(
        (await injectAs('admin', { url: `/api/contenttitle/group/${other}?language=x` }))
          .statusCode,
      ).toBe(400);
      expect(
        (await injectAs('teacher', { url: `/api/contenttitle/group/${other}` })).statusCode,
      ).toBe(404);
      expect(
        (await injectAs('admin', { url: `/api/contenttitle/group/${other}` })).statusCode,
      ).toBe(200);
      expect(
        (await injectAs('admin', { url: `/api/contenttitle/group/${unknownId}` })).statusCode,
      ).toBe(404);
    });
  });
});
