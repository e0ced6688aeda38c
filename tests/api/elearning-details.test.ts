import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { elearningDetails, groups, groupTeachers } from '../../server/db/schema';
import { t } from '../../server/lib/i18n';
import { build } from './helpers';

const unknownId = '00000000-0000-4000-8000-000000000000';

describe('group e-learning details API', async () => {
  const { app, injectAs, account } = await build();
  const teacher = await account('teacher');
  const languages = (await injectAs('admin', { url: '/api/language' })).json() as { _id: string }[];
  const [english] = languages;
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
  const create = (payload: Record<string, unknown>, as: 'admin' | 'teacher' = 'admin') =>
    injectAs(as, { method: 'POST', url: '/api/elearningdetails', payload });
  const put = (id: string, payload: Record<string, unknown>, query = '') =>
    injectAs('admin', { method: 'PUT', url: `/api/elearningdetails/${id}${query}`, payload });

  const full = {
    semester: 3,
    elearningDuration: 12.5,
    presentialHours: 20,
    elearningTarget: 80,
    elearningAttempts: 75,
    elearningDurationTarget: 10.5,
    elearningOptions: { reminders: 'weekly' },
    elearningProgramme: [{ title: 'Week 1', content: ['Greetings', 'Admissions'] }],
    elearningEvaluations: [{ title: 'Quiz', content: ['Final quiz'] }],
    elearningResources: [{ title: 'Glossary', filename: 'glossary.pdf' }],
  };

  it('creates the details of a group (hours on the API, minutes in the database) and reads them', async () => {
    const groupId = await group(true);
    const res = await create({ groupId, ...full });
    expect(res.statusCode).toBe(201);
    const made = res.json();
    expect(made).toMatchObject({ groupId, companyId: company, notify: false, exam: null, ...full });
    const [row] = await app.db
      .select()
      .from(elearningDetails)
      .where(eq(elearningDetails.id, made._id));
    expect([row.elearningMinutes, row.presentialMinutes, row.durationTargetMinutes]).toEqual([
      750, 1200, 630,
    ]);
    expect(
      (await injectAs('teacher', { url: `/api/elearningdetails/${made._id}` })).json(),
    ).toEqual(made);
    // Defaults when only the group is given.
    const bare = (await create({ groupId: await group(false) })).json();
    expect(bare).toMatchObject({
      semester: null,
      elearningDuration: 0,
      elearningTarget: 0,
      elearningProgramme: [],
      elearningOptions: {},
    });
  });

  it('answers 409 when the group already has its details, and 400 for an unknown or missing group', async () => {
    const groupId = await group(false);
    expect((await create({ groupId })).statusCode).toBe(201);
    const again = await create({ groupId, elearningDuration: 3 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(t('en', 'app.group_elearning.already_exists'));
    const unknown = await create({ groupId: unknownId });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.groupId).toBe(t('en', 'app.group_elearning.unknown_group'));
    expect((await create({})).statusCode).toBe(400);
    // companyId is the group's, never the body's.
    expect(
      (await create({ groupId: await group(false), companyId: unknownId })).json(),
    ).toMatchObject({ companyId: company });
  });

  it('refuses wrong numbers with the rule messages, in the reader language', async () => {
    const groupId = await group(false);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ elearningDuration: -1 }, 'elearningDuration', 'hours_invalid'],
      [{ presentialHours: 1.25 }, 'presentialHours', 'hours_invalid'],
      [{ elearningDurationTarget: 0.3 }, 'elearningDurationTarget', 'hours_invalid'],
      [{ elearningTarget: 101 }, 'elearningTarget', 'percent_invalid'],
      [{ elearningTarget: 42 }, 'elearningTarget', 'percent_invalid'],
      [{ elearningAttempts: 105 }, 'elearningAttempts', 'percent_invalid'],
      [{ elearningAttempts: -5 }, 'elearningAttempts', 'percent_invalid'],
      [{ semester: 11 }, 'semester', 'semester_invalid'],
      [{ semester: 2.5 }, 'semester', 'semester_invalid'],
    ];
    for (const [body, field, key] of cases) {
      const res = await injectAs('admin', {
        method: 'POST',
        url: '/api/elearningdetails',
        headers: { 'accept-language': 'fr' },
        payload: { groupId, ...body },
      });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors[field]).toBe(t('fr', `app.group_elearning.${key}`));
    }
    // Edges that pass: 0, 100 and steps.
    const ok = await create({
      groupId,
      elearningDuration: 0,
      elearningTarget: 100,
      elearningAttempts: 0,
      elearningDurationTarget: 0.5,
      semester: 0,
    });
    expect(ok.statusCode).toBe(201);
    const id = ok.json()._id;
    const bad = await put(id, { elearningTarget: 7 });
    expect(bad.statusCode).toBe(400);
    expect(
      (await injectAs('admin', { url: `/api/elearningdetails/${id}` })).json().elearningTarget,
    ).toBe(100);
  });

  it('bounds the blocks: 50 blocks, 100 lines, text lengths', async () => {
    const groupId = await group(false);
    const block = { title: 'B', content: ['x'] };
    const cases: [Record<string, unknown>, string][] = [
      [{ elearningProgramme: Array.from({ length: 51 }, () => block) }, 'too_many_blocks'],
      [
        { elearningEvaluations: [{ title: 'B', content: Array.from({ length: 101 }, () => 'x') }] },
        'too_many_lines',
      ],
      [{ elearningResources: [{ title: 'x'.repeat(201), filename: 'a.pdf' }] }, 'text_too_long'],
      [{ elearningProgramme: [{ title: 'B', content: ['x'.repeat(1001)] }] }, 'text_too_long'],
    ];
    for (const [body, key] of cases) {
      const res = await create({ groupId, ...body });
      expect(res.statusCode).toBe(400);
      expect(Object.values(res.json().errors)).toContain(t('en', `app.group_elearning.${key}`));
    }
    expect((await create({ groupId, elearningProgramme: [{ title: 'B' }] })).statusCode).toBe(400);
    const max = await create({
      groupId,
      elearningProgramme: Array.from({ length: 50 }, () => ({
        title: 'x'.repeat(200),
        content: Array.from({ length: 100 }, () => 'y'),
      })),
    });
    expect(max.statusCode).toBe(201);
  });

  it('updates with the updatedAt guard (stale: 409, nothing written)', async () => {
    const made = (await create({ groupId: await group(false), ...full })).json();
    const res = await put(made._id, {
      updatedAt: made.updatedAt,
      elearningDuration: 30,
      elearningProgramme: [],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      elearningDuration: 30,
      elearningProgramme: [],
      presentialHours: 20,
    });
    const stale = await put(made._id, { updatedAt: made.updatedAt, elearningDuration: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(t('en', 'app.errors.stale_update'));
    expect(
      (await injectAs('admin', { url: `/api/elearningdetails/${made._id}` })).json()
        .elearningDuration,
    ).toBe(30);
    // The record as read can be sent back whole.
    const back = await put(made._id, res.json());
    expect(back.statusCode).toBe(200);
    expect((await put(unknownId, { elearningDuration: 1 })).statusCode).toBe(404);
  });

  it('with ?update=true reads the two targets nested under elearning (spec section 3)', async () => {
    const made = (await create({ groupId: await group(false), ...full })).json();
    const nested = await put(
      made._id,
      { elearning: { elearningDurationTarget: 4.5, elearningAttempts: 60 }, elearningDuration: 8 },
      '?update=true',
    );
    expect(nested.statusCode).toBe(200);
    expect(nested.json()).toMatchObject({
      elearningDurationTarget: 4.5,
      elearningAttempts: 60,
      elearningDuration: 8,
    });
    expect(nested.json()).not.toHaveProperty('elearning');
    // The flat form is accepted too, with or without the query.
    const flat = await put(made._id, { elearningAttempts: 65 }, '?update=true');
    expect(flat.json().elearningAttempts).toBe(65);
    // Without update=true the nested object is refused; twice with two values too; rules apply nested.
    const noQuery = await put(made._id, { elearning: { elearningAttempts: 70 } });
    expect(noQuery.statusCode).toBe(400);
    expect(noQuery.json().errors.elearning).toBe(
      t('en', 'app.group_elearning.nested_needs_update'),
    );
    const twice = await put(
      made._id,
      { elearningAttempts: 50, elearning: { elearningAttempts: 55 } },
      '?update=true',
    );
    expect(twice.statusCode).toBe(400);
    const wrong = await put(made._id, { elearning: { elearningAttempts: 120 } }, '?update=true');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.elearningAttempts).toBe(
      t('en', 'app.group_elearning.percent_invalid'),
    );
    expect(
      (await injectAs('admin', { url: `/api/elearningdetails/${made._id}` })).json()
        .elearningAttempts,
    ).toBe(65);
  });

  it('sets the closing exam and the reminders', async () => {
    const made = (await create({ groupId: await group(false) })).json();
    const exam = await injectAs('admin', {
      method: 'POST',
      url: `/api/elearningdetails/exam/${made._id}`,
      payload: { typeofexam: 'toeic', date: '2027-03-15' },
    });
    expect(exam.statusCode).toBe(200);
    expect(exam.json().exam).toEqual({ typeofexam: 'toeic', date: '2027-03-15' });
    const badType = await injectAs('admin', {
      method: 'POST',
      url: `/api/elearningdetails/exam/${made._id}`,
      payload: { typeofexam: 'bac', date: '2027-03-15' },
    });
    expect(badType.statusCode).toBe(400);
    expect(badType.json().errors.typeofexam).toBe(t('en', 'app.group_elearning.exam_type_invalid'));
    const badDate = await injectAs('admin', {
      method: 'POST',
      url: `/api/elearningdetails/exam/${made._id}`,
      payload: { typeofexam: 'toeic', date: '15/03/2027' },
    });
    expect(badDate.statusCode).toBe(400);
    const staleExam = await injectAs('admin', {
      method: 'POST',
      url: `/api/elearningdetails/exam/${made._id}`,
      payload: { typeofexam: 'linguageneral', date: '2027-04-01', updatedAt: made.updatedAt },
    });
    expect(staleExam.statusCode).toBe(409);
    expect(
      (
        await injectAs('admin', {
          method: 'POST',
          url: `/api/elearningdetails/exam/${unknownId}`,
          payload: { typeofexam: 'toeic', date: '2027-03-15' },
        })
      ).statusCode,
    ).toBe(404);

    const on = await injectAs('admin', {
      method: 'PUT',
      url: `/api/elearningdetails/notif/${made._id}`,
      payload: { notify: true },
    });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ notify: true, exam: { typeofexam: 'toeic' } });
    const cleared = await injectAs('admin', {
      method: 'DELETE',
      url: `/api/elearningdetails/exam/${made._id}`,
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({ notify: true, exam: null });
    expect(
      (
        await injectAs('teacher', {
          method: 'DELETE',
          url: `/api/elearningdetails/exam/${made._id}`,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await injectAs('admin', {
          method: 'DELETE',
          url: `/api/elearningdetails/exam/${unknownId}`,
        })
      ).statusCode,
    ).toBe(404);
    const staleNotif = await injectAs('admin', {
      method: 'PUT',
      url: `/api/elearningdetails/notif/${made._id}`,
      payload: { notify: false, updatedAt: made.updatedAt },
    });
    expect(staleNotif.statusCode).toBe(409);
    expect(
      (
        await injectAs('admin', {
          method: 'PUT',
          url: `/api/elearningdetails/notif/${made._id}`,
          payload: { notify: 'yes' },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('lists the whole array or a page, filtered by group and company', async () => {
    const g1 = await group(false);
    const made = (await create({ groupId: g1 })).json();
    const all = await injectAs('admin', { url: '/api/elearningdetails' });
    expect(all.statusCode).toBe(200);
    expect(all.headers['content-range']).toBeUndefined();
    expect(all.json().map((d: { _id: string }) => d._id)).toContain(made._id);
    const byGroup = await injectAs('admin', {
      url: `/api/elearningdetails?filter=${encodeURIComponent(JSON.stringify({ groupId: g1 }))}`,
    });
    expect(byGroup.json()).toEqual([made]);
    expect(byGroup.headers['content-range']).toBe('items 0-0/1');
    const page = await injectAs('admin', {
      url: `/api/elearningdetails?range=[0,1]&sort=${encodeURIComponent('["createdAt","DESC"]')}&filter=${encodeURIComponent(JSON.stringify({ companyId: company }))}`,
    });
    expect(page.json()).toHaveLength(2);
    expect(page.headers['content-range']).toMatch(/^items 0-1\/\d+$/);
    const badFilter = await injectAs('admin', {
      url: `/api/elearningdetails?filter=${encodeURIComponent('{"zzz":1}')}`,
    });
    expect(badFilter.statusCode).toBe(400);
    expect(
      (
        await injectAs('admin', {
          url: `/api/elearningdetails?sort=${encodeURIComponent('["zzz","ASC"]')}`,
        })
      ).statusCode,
    ).toBe(400);
  });

  it("answers getMany (filter id) and q, which searches the group's name, in a Teacher's groups only", async () => {
    const named = async (name: string, taught: boolean) => {
      const [row] = await app.db
        .insert(groups)
        .values({ companyId: company, name, type: 'EW', level: 2, languageId: english._id })
        .returning({ id: groups.id });
      if (taught)
        await app.db.insert(groupTeachers).values({ groupId: row.id, staffId: teacher.id });
      return (await create({ groupId: row.id })).json() as { _id: string };
    };
    const heron = await named('Héron Cendré', true);
    const kestrel = await named('Kestrel heron', false);
    const other = await named('Sparrow', false);
    const list = (filter: Record<string, unknown>, as: 'admin' | 'teacher' = 'admin') =>
      injectAs(as, {
        url: `/api/elearningdetails?filter=${encodeURIComponent(JSON.stringify(filter))}`,
      });
    const ids = (res: { json: () => unknown }) =>
      (res.json() as { _id: string }[]).map((d) => d._id).sort();

    const many = await list({ id: [heron._id, other._id] });
    expect(many.statusCode).toBe(200);
    expect(ids(many)).toEqual([heron._id, other._id].sort());
    expect(ids(await list({ id: heron._id }))).toEqual([heron._id]);
    // Accents and case ignored, every word must match.
    expect(ids(await list({ q: 'heron' }))).toEqual([heron._id, kestrel._id].sort());
    expect(ids(await list({ q: 'HÉRON cendre' }))).toEqual([heron._id]);
    expect(ids(await list({ q: 'heron' }, 'teacher'))).toEqual([heron._id]);
    expect(ids(await list({ id: [kestrel._id] }, 'teacher'))).toEqual([]);
    const badId = await list({ id: 'x' });
    expect(badId.statusCode).toBe(400);
    expect(Object.keys(badId.json().errors)).toEqual(['id']);
  });

  it('deletes details and the group can have new ones', async () => {
    const groupId = await group(false);
    const made = (await create({ groupId })).json();
    const del = await injectAs('admin', {
      method: 'DELETE',
      url: `/api/elearningdetails/${made._id}`,
    });
    expect(del.statusCode).toBe(200);
    expect(del.json()._id).toBe(made._id);
    expect((await injectAs('admin', { url: `/api/elearningdetails/${made._id}` })).statusCode).toBe(
      404,
    );
    expect(
      (await injectAs('admin', { method: 'DELETE', url: `/api/elearningdetails/${made._id}` }))
        .statusCode,
    ).toBe(404);
    expect((await create({ groupId })).statusCode).toBe(201);
  });

  it("a Teacher reads her groups' details only, and writes none", async () => {
    const mine = (await create({ groupId: await group(true) })).json();
    const other = (await create({ groupId: await group(false) })).json();
    const list = (await injectAs('teacher', { url: '/api/elearningdetails' })).json() as {
      _id: string;
    }[];
    expect(list.map((d) => d._id)).toContain(mine._id);
    expect(list.map((d) => d._id)).not.toContain(other._id);
    expect(
      (await injectAs('teacher', { url: `/api/elearningdetails/${other._id}` })).statusCode,
    ).toBe(404);
    expect(
      (await injectAs('teacher', { url: `/api/elearningdetails/${mine._id}` })).statusCode,
    ).toBe(200);
    const refused = [
      await create({ groupId: await group(true) }, 'teacher'),
      await injectAs('teacher', {
        method: 'PUT',
        url: `/api/elearningdetails/${mine._id}`,
        payload: { notify: true },
      }),
      await injectAs('teacher', {
        method: 'PUT',
        url: `/api/elearningdetails/notif/${mine._id}`,
        payload: { notify: true },
      }),
      await injectAs('teacher', {
        method: 'POST',
        url: `/api/elearningdetails/exam/${mine._id}`,
        payload: { typeofexam: 'toeic', date: '2027-01-10' },
      }),
      await injectAs('teacher', { method: 'DELETE', url: `/api/elearningdetails/${mine._id}` }),
    ];
    expect(refused.map((r) => r.statusCode)).toEqual([403, 403, 403, 403, 403]);
    expect((await injectAs('admin', { url: `/api/elearningdetails/${mine._id}` })).json()).toEqual(
      mine,
    );
    expect((await injectAs('nobody', { url: '/api/elearningdetails' })).statusCode).toBe(401);
  });
});
