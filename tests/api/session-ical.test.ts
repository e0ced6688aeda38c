import { describe, expect, it } from 'vitest';
import { languages } from '../../server/db/schema';
import { build } from './helpers';

describe("a trainer's private calendar feed (/session/ical, iCal)", async () => {
  const { app, injectAs, account } = await build();
  const inject = (options: { method: 'GET' | 'POST'; url: string }) => app.inject(options);
  const me = await account('teacher');
  await account('admin');
  const [language] = await app.db.select().from(languages).limit(1);
  const soon = (days: number) => new Date(Date.now() + days * 86_400_000);

  const plan = async (title: string, startsIn: number, extra: object = {}) => {
    const start = soon(startsIn);
    start.setUTCHours(8, 0, 0, 0);
    const res = await injectAs('admin', {
      method: 'POST',
      url: '/api/session',
      payload: {
        title,
        description: 'Ward rounds',
        type: 'Group-visio',
        teacher: me.id,
        language: language.id,
        isOpenToStudentRegistration: true,
        slots: 3,
        start: start.toISOString(),
        end: new Date(start.getTime() + 90 * 60_000).toISOString(),
        ...extra,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { _id: string; start: string };
  };
  const feed = (url: string) => inject({ method: 'GET', url: new URL(url).pathname });

  it('gives a private URL once, serves the trainer’s sessions in UTC with join links and no comments', async () => {
    expect((await injectAs('teacher', { url: '/api/session/ical' })).json()).toEqual({
      active: false,
      createdAt: null,
    });
    const session = await plan('Medical English', 3);
    await injectAs('teacher', { method: 'POST', url: `/api/session/meeting/${session._id}/this` });
    await injectAs('teacher', {
      method: 'POST',
      url: '/api/session/comment',
      payload: { session: session._id, text: 'Secret staff note' },
    });
    await plan('Long ago', -400);

    const made = await injectAs('teacher', { method: 'POST', url: '/api/session/ical' });
    expect(made.statusCode, made.body).toBe(200);
    const { url } = made.json() as { url: string };
    expect(url).toMatch(/^http:\/\/localhost:3000\/api\/ical\/[A-Za-z0-9_-]{43}$/);
    expect((await injectAs('teacher', { url: '/api/session/ical' })).json().active).toBe(true);

    const res = await feed(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    const text = res.body;
    expect(text).toContain('BEGIN:VCALENDAR');
    expect(text).toContain('SUMMARY:Medical English');
    const start = new Date(session.start)
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '');
    expect(text).toContain(`DTSTART:${start}`);
    expect(text).not.toContain('TZID');
    expect(text).toMatch(/URL(;VALUE=URI)?:https:\/\/meet\.jit\.si\/Intranet-/);
    expect(text).not.toContain('Secret staff note');
    expect(text).not.toContain('Long ago');

    // Each change raises the event's SEQUENCE, so a calendar takes the new one over the old.
    const sequence = (body: string) => Number(/SEQUENCE:(\d+)/.exec(body)?.[1]);
    const before = sequence(text);
    expect(before).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const moved = await injectAs('teacher', {
      method: 'PUT',
      url: `/api/session/id/${session._id}`,
      payload: { title: 'Medical English, moved' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(sequence((await feed(url)).body)).toBeGreaterThan(before);
  });

  it('stops the old URL when a new one is made, and when revoked; an unknown token is a 404', async () => {
    const first = (await injectAs('teacher', { method: 'POST', url: '/api/session/ical' })).json()
      .url as string;
    const second = (await injectAs('teacher', { method: 'POST', url: '/api/session/ical' })).json()
      .url as string;
    expect(second).not.toBe(first);
    expect((await feed(first)).statusCode).toBe(404);
    expect((await feed(second)).statusCode).toBe(200);
    expect(
      (await injectAs('teacher', { method: 'DELETE', url: '/api/session/ical' })).json(),
    ).toEqual({
      active: false,
      createdAt: null,
    });
    expect((await feed(second)).statusCode).toBe(404);
    expect((await inject({ method: 'GET', url: '/api/ical/nope' })).statusCode).toBe(404);
    // The management calls need a signed-in user.
    expect((await inject({ method: 'POST', url: '/api/session/ical' })).statusCode).toBe(401);
  });
});
