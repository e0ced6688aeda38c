import { describe, expect, it } from 'vitest';
import { ROLES } from '../../domain/permissions';
import { companies, groups, languages, staff, students } from '../../server/db/schema';
import { build } from './helpers';
import { checkRoundTrip } from './round-trip';

type Session = Record<string, unknown> & { _id: string; updatedAt: string; start: string };

describe('the agenda: sessions, their rules and weekly recurrence (/session)', async () => {
  const { app, injectAs, account } = await build();
  const db = app.db;
  const me = await account('teacher');
  await account('admin');
  const [language] = await db.select().from(languages).limit(1);
  const [acme] = await db
    .insert(companies)
    .values({ name: 'Acme', country: 'FR', type: 'Client', languageArea: 1 })
    .returning();
  const [other] = await db
    .insert(staff)
    .values({
      type: ROLES.teacher,
      name: 'Other',
      firstname: 'Tom',
      email: 'other.trainer@sessions.example',
      status: 'active',
    })
    .returning();
  const learners = await db
    .insert(students)
    .values(
      ['Ann', 'Bob', 'Cid'].map((name) => ({
        name,
        firstname: 'Lea',
        email: `${name.toLowerCase()}@sessions.example`,
        companyId: acme.id,
      })),
    )
    .returning();
  const [group] = await db
    .insert(groups)
    .values({ companyId: acme.id, name: 'G1', type: 'EW', level: 2, languageId: language.id })
    .returning();

  const body = (extra: Record<string, unknown> = {}) => ({
    title: 'Medical English',
    description: 'Ward rounds',
    type: 'Group',
    teacher: me.id,
    language: language.id,
    start: '2027-01-11T09:00:00+01:00',
    end: '2027-01-11T10:30:00+01:00',
    registrants: [learners[0].id, learners[1].id],
    company: acme.id,
    groups: [group.id],
    ...extra,
  });
  const post = (payload: object, as: 'admin' | 'teacher' = 'admin', lang = 'en') =>
    injectAs(as, {
      method: 'POST',
      url: '/api/session',
      payload,
      headers: { 'accept-language': lang },
    });
  const read = async (id: string) =>
    (await injectAs('admin', { url: `/api/session/id/${id}` })).json() as Session;
  const list = async (query: Record<string, string>) =>
    (await injectAs('teacher', { url: '/api/session', query })).json() as Session[];

  it('creates a session: slots are its registrants, its start read in its zone', async () => {
    const res = await post(body({ slots: 12 }));
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json() as Session;
    expect(made).toMatchObject({
      title: 'Medical English',
      start: '2027-01-11T08:00:00.000Z',
      end: '2027-01-11T09:30:00.000Z',
      timeZone: 'Europe/Paris',
      localStartTime: '09:00',
      slots: 2,
      registrants: [learners[0].id, learners[1].id],
      company: acme.id,
      groups: [group.id],
      recurrent: false,
      seriesId: null,
      joinUrl: null,
    });
    expect(await read(made._id)).toEqual(made);
  });

  it('free registration: slots as entered, no client nor groups', async () => {
    const res = await post(body({ isOpenToStudentRegistration: true, slots: 8, registrants: [] }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ slots: 8, company: null, groups: null, registrants: [] });
  });

  it('refuses what spec section 5 refuses, with its message, creating nothing', async () => {
    const before = (await list({ range: '[0,999]' })).length;
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { title: ' ', teacher: null },
        'title',
        'Title, description, slots, type, teacher and language are required fields',
      ],
      [{ end: '2027-01-11T09:20:00+01:00' }, 'end', 'Session must be 30 minutes minimum duration'],
      [
        { end: '2027-01-11T08:00:00+01:00' },
        'end',
        'The start date must be less than the end date',
      ],
      [{ recurrent: true, dataTime: [] }, 'dataTime', 'No session programmed'],
      [
        { recurrent: true, dataTime: [{ day: null, start: '09:00', end: '10:00' }] },
        'dataTime.0.day',
        'Session are incompleted',
      ],

      [
        { registrants: [] },
        'registrants',
        'A session needs at least one slot: a registrant, or a number of free places',
      ],
      [{ teacher: learners[0].id }, 'teacher', 'Unknown teacher, or not an active trainer'],
      [{ timeZone: 'Mars/Olympus' }, 'timeZone', 'Unknown time zone'],
    ];
    for (const [change, field, message] of cases) {
      const res = await post(body(change));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe(message);
      expect(res.json().errors).toHaveProperty([field], message);
    }
    // A row sent without its day or an hour is refused by the body's schema, on the same field and words.
    for (const [row, field] of [
      [{ start: '09:00', end: '10:00' }, 'dataTime.0.day'],
      [{ day: 1, start: '09:00' }, 'dataTime.0.end'],
    ] as const) {
      const res = await post(body({ recurrent: true, dataTime: [row] }));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors).toEqual({ [field]: 'Session are incompleted' });
    }
    const fr = await post(body({ end: '2027-01-11T09:10:00+01:00' }), 'admin', 'fr');
    expect(fr.json().message).toBe('Une session dure au moins 30 minutes');
    expect((await list({ range: '[0,999]' })).length).toBe(before);
  });

  it('expands a weekly session in its zone: 09:00 stays 09:00 across both changes of summer time', async () => {
    const march = await post(
      body({
        recurrent: true,
        start: '2027-03-20T00:00:00+01:00',
        end: '2027-04-05T23:00:00+02:00',
        dataTime: [{ day: 1, start: '09:00', end: '10:30' }],
      }),
    );
    expect(march.statusCode, march.body).toBe(201);
    const series = march.json().seriesId as string;
    const occurrences = await list({ filter: JSON.stringify({ seriesId: series }) });
    // Mondays 22 and 29 March, 5 April 2027; summer time starts on Sunday 28 March.
    expect(occurrences.map((o) => o.start)).toEqual([
      '2027-03-22T08:00:00.000Z',
      '2027-03-29T07:00:00.000Z',
      '2027-04-05T07:00:00.000Z',
    ]);
    expect(new Set(occurrences.map((o) => o.localStartTime))).toEqual(new Set(['09:00']));

    const october = await post(
      body({
        recurrent: true,
        start: '2027-10-20T00:00:00+02:00',
        end: '2027-11-02T00:00:00+01:00',
        dataTime: [{ day: 1, start: '09:00', end: '10:30' }],
      }),
    );
    const autumn = await list({ filter: JSON.stringify({ seriesId: october.json().seriesId }) });
    // Summer time ends on Sunday 31 October 2027.
    expect(autumn.map((o) => o.start)).toEqual([
      '2027-10-25T07:00:00.000Z',
      '2027-11-01T08:00:00.000Z',
    ]);
  });

  it('answers the sessions overlapping the visible range, filtered', async () => {
    const week = await list({ start: '2027-03-22T00:00:00Z', end: '2027-03-29T00:00:00Z' });
    expect(week.map((s) => s.start)).toEqual(['2027-03-22T08:00:00.000Z']);
    const none = await list({
      start: '2027-03-22T00:00:00Z',
      end: '2027-03-29T00:00:00Z',
      filter: JSON.stringify({ teacher: other.id }),
    });
    expect(none).toEqual([]);
    const byGroup = await list({ filter: JSON.stringify({ group: group.id, type: 'Group' }) });
    expect(byGroup.length).toBeGreaterThan(3);
    const bad = await injectAs('admin', { url: '/api/session', query: { start: 'yesterday' } });
    expect(bad.statusCode).toBe(400);
  });

  it('answers the agenda the same range light: the fields an event shows, the registrants counted', async () => {
    const query = {
      start: '2027-03-22T00:00:00Z',
      end: '2027-03-29T00:00:00Z',
      range: '[0,999]',
      sort: '["start","ASC"]',
    };
    const full = await injectAs('teacher', { url: '/api/session', query });
    const light = await injectAs('teacher', { url: '/api/session/calendar', query });
    expect(light.statusCode).toBe(200);
    expect(light.headers['content-range']).toBe(full.headers['content-range']);
    const [session] = full.json() as { _id: string; registrants: string[]; updatedAt: string }[];
    const [event] = light.json() as Record<string, unknown>[];
    expect(event).toMatchObject({
      _id: session._id,
      registrantCount: session.registrants.length,
      updatedAt: session.updatedAt,
    });
    expect(Object.keys(event)).not.toContain('statuses');
    expect(Object.keys(event)).not.toContain('description');
    const none = await injectAs('teacher', {
      url: '/api/session/calendar',
      query: { ...query, filter: JSON.stringify({ teacher: other.id }) },
    });
    expect(none.json()).toEqual([]);
  });

  it('moves one occurrence, or this and the following ones at new hours on their own dates', async () => {
    const made = (
      await post(
        body({
          recurrent: true,
          start: '2027-03-20T00:00:00+01:00',
          end: '2027-04-05T23:00:00+02:00',
          dataTime: [{ day: 3, start: '14:00', end: '15:00' }],
        }),
      )
    ).json() as Session;
    const series = () => list({ filter: JSON.stringify({ seriesId: made.seriesId }) });
    const [first, second] = await series();
    const moved = await injectAs('admin', {
      method: 'PUT',
      url: `/api/session/id/${first._id}`,
      payload: {
        ...first,
        title: 'Moved',
        start: '2027-03-25T14:00:00+01:00',
        end: '2027-03-25T15:00:00+01:00',
      },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await read(second._id)).title).toBe('Medical English');

    const stale = await injectAs('admin', {
      method: 'PUT',
      url: `/api/session/id/${first._id}`,
      payload: { ...first, title: 'Again' },
    });
    expect(stale.statusCode).toBe(409);

    const following = await injectAs('admin', {
      method: 'PUT',
      url: `/api/session/id/${second._id}?scope=following`,
      payload: {
        updatedAt: second.updatedAt,
        start: '2027-03-31T16:00:00+02:00',
        end: '2027-03-31T17:30:00+02:00',
      },
    });
    expect(following.statusCode, following.body).toBe(200);
    const after = await series();
    expect(after.map((o) => [o.localStartTime, o.start.slice(0, 10)])).toEqual([
      ['14:00', '2027-03-25'],
      ['16:00', '2027-03-31'],
    ]);
    const del = await injectAs('admin', {
      method: 'DELETE',
      url: `/api/session/id/${after[0]._id}?scope=following`,
    });
    expect(del.statusCode).toBe(200);
    expect(await series()).toEqual([]);
  });

  it("lets a Teacher read every session and write only her own (403 on another trainer's)", async () => {
    const mine = await post(body(), 'teacher');
    expect(mine.statusCode, mine.body).toBe(201);
    const forOther = await post(body({ teacher: other.id }), 'teacher');
    expect(forOther.statusCode).toBe(403);
    expect(forOther.json().message).toBe(
      'Only the trainer of this session or an administrator can change it',
    );
    const theirs = (await post(body({ teacher: other.id }))).json() as Session;
    expect((await injectAs('teacher', { url: `/api/session/id/${theirs._id}` })).statusCode).toBe(
      200,
    );
    for (const [method, url, payload] of [
      ['PUT', `/api/session/id/${theirs._id}`, { title: 'Mine now' }],
      ['DELETE', `/api/session/id/${theirs._id}`, undefined],
      ['PUT', `/api/session/registrants/${theirs._id}`, { student: learners[0].id }],
      ['PUT', `/api/session/id/${mine.json()._id}`, { teacher: other.id }],
    ] as const) {
      const res = await injectAs('teacher', { method, url, ...(payload ? { payload } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await read(theirs._id)).title).toBe('Medical English');
  });

  it('removes a registrant: the slots follow; one not registered is a 400', async () => {
    const made = (await post(body())).json() as Session;
    const res = await injectAs('admin', {
      method: 'PUT',
      url: `/api/session/registrants/${made._id}`,
      payload: { student: learners[0].id, updatedAt: made.updatedAt },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ registrants: [learners[1].id], slots: 1 });
    const again = await injectAs('admin', {
      method: 'PUT',
      url: `/api/session/registrants/${made._id}`,
      payload: { student: learners[0].id },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This student is not registered to the session');
  });

  it('keeps a group while sessions hang on it (409)', async () => {
    const res = await injectAs('admin', { method: 'DELETE', url: `/api/group/${group.id}` });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Sessions of the agenda still use this group: it cannot be deleted',
    );
  });

  it('keeps staff comments: a Teacher comments on her own sessions and deletes her own comments', async () => {
    const mine = (await post(body(), 'teacher')).json() as Session;
    const theirs = (await post(body({ teacher: other.id }))).json() as Session;
    const comment = (session: string, text: string, as: 'admin' | 'teacher' = 'teacher') =>
      injectAs(as, { method: 'POST', url: '/api/session/comment/', payload: { session, text } });
    const made = await comment(mine._id, '  Bring the ward charts  ');
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({
      text: 'Bring the ward charts',
      author: me.id,
      authorName: 'TEACHER Test',
    });
    expect((await comment(theirs._id, 'Not mine')).statusCode).toBe(403);
    expect((await comment(mine._id, '   ')).statusCode).toBe(400);
    const byAdmin = (await comment(mine._id, 'From the office', 'admin')).json();
    const listed = await injectAs('teacher', { url: `/api/session/comment/${mine._id}` });
    expect(listed.json().map((c: { text: string }) => c.text)).toEqual([
      'Bring the ward charts',
      'From the office',
    ]);
    const refused = await injectAs('teacher', {
      method: 'DELETE',
      url: `/api/session/comment/id/${byAdmin._id}`,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'Only its author or an administrator can delete this comment',
    );
    const gone = await injectAs('teacher', {
      method: 'DELETE',
      url: `/api/session/comment/id/${made.json()._id}`,
    });
    expect(gone.statusCode).toBe(200);
    expect(
      (await injectAs('admin', { url: `/api/session/comment/${mine._id}` })).json(),
    ).toHaveLength(1);
    expect(
      (await injectAs('admin', { url: `/api/session/comment/${made.json()._id}` })).statusCode,
    ).toBe(404);
  });

  it('takes a session back as read', async () => {
    await checkRoundTrip({
      injectAs,
      base: '/api/session',
      item: '/api/session/id',
      fresh: { title: 'Copied session' },
      forged: { seriesId: '00000000-0000-4000-8000-00000000abce', joinUrl: 'https://x.example' },
    });
  });
});
