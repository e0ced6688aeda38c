import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { ROLES } from '../../domain/permissions';
import { zoomMeetings } from '../../server/adapters/meetings/zoom';
import { languages, staff } from '../../server/db/schema';
import { build } from './helpers';

type Session = {
  _id: string;
  joinUrl: string | null;
  startUrl: string | null;
  meetingId: string | null;
  updatedAt: string;
};

/** A stand-in for Zoom's OAuth and REST API, answering as Zoom documents; records each call. */
async function fakeZoom() {
  const calls: { method: string; path: string; auth: string; body: unknown }[] = [];
  let tokens = 0;
  /** What the next API calls answer before the normal answer (401 an expired token, 429...). */
  const queued: { status: number; headers?: Record<string, string> }[] = [];
  const readBody = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let text = '';
      req.on('data', (c) => {
        text += c;
      });
      req.on('end', () => resolve(text));
    });
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://zoom');
    const text = await readBody(req);
    const send = (status: number, body?: object, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(body ? JSON.stringify(body) : undefined);
    };
    if (url.pathname === '/oauth/token') {
      tokens += 1;
      const expected = `Basic ${Buffer.from('client:secret').toString('base64')}`;
      if (
        req.headers.authorization !== expected ||
        url.searchParams.get('grant_type') !== 'account_credentials'
      )
        return send(401, { reason: 'Invalid client_id or client_secret' });
      return send(200, { access_token: `token-${tokens}`, token_type: 'bearer', expires_in: 3599 });
    }
    calls.push({
      method: req.method ?? '',
      path: url.pathname,
      auth: String(req.headers.authorization),
      body: text ? JSON.parse(text) : undefined,
    });
    const next = queued.shift();
    if (next)
      return send(next.status, { code: next.status, message: 'stand-in refusal' }, next.headers);
    if (req.method === 'POST' && url.pathname === '/v2/users/me/meetings')
      return send(201, {
        id: 85746065432 + calls.length,
        join_url: `https://zoom.example/j/${calls.length}`,
        start_url: `https://zoom.example/s/${calls.length}?zak=host-key`,
      });
    if (req.method === 'PATCH' || req.method === 'DELETE') return send(204);
    return send(404, { code: 3001, message: 'Meeting does not exist' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  return {
    calls,
    queued,
    tokens: () => tokens,
    base,
    close: () => new Promise((r) => server.close(r)),
  };
}

describe('online meetings of sessions (POST/PUT /session/meeting/{a}/{b}, server/adapters/meetings)', async () => {
  const { app, injectAs, account } = await build();
  const me = await account('teacher');
  await account('admin');
  const [other] = await app.db
    .insert(staff)
    .values({
      type: ROLES.teacher,
      name: 'Other',
      firstname: 'Tom',
      email: 'other.trainer@meetings.example',
      status: 'active',
    })
    .returning();
  const [language] = await app.db.select().from(languages).limit(1);
  const zoom = await fakeZoom();
  afterAll(() => zoom.close());

  const create = async (extra: object = {}) =>
    (
      await injectAs('admin', {
        method: 'POST',
        url: '/api/session',
        payload: {
          title: 'Ward rounds',
          description: 'Weekly',
          type: 'Group-visio',
          teacher: me.id,
          language: language.id,
          isOpenToStudentRegistration: true,
          slots: 4,
          start: '2040-03-05T09:00:00+01:00',
          end: '2040-03-05T10:00:00+01:00',
          ...extra,
        },
      })
    ).json() as Session;
  const seriesOf = async (first: Session) =>
    (
      await injectAs('admin', {
        url: '/api/session',
        query: {
          filter: JSON.stringify({ seriesId: (first as Session & { seriesId: string }).seriesId }),
          sort: '["start","ASC"]',
        },
      })
    ).json() as Session[];
  const meeting = (
    method: 'POST' | 'PUT',
    id: string,
    scope = 'this',
    as: 'admin' | 'teacher' = 'teacher',
  ) => injectAs(as, { method, url: `/api/session/meeting/${id}/${scope}` });

  it('creates a Jitsi room by default: unguessable (128 bits), on JITSI_URL, the host link the same', async () => {
    const session = await create();
    const res = await meeting('POST', session._id);
    expect(res.statusCode, res.body).toBe(200);
    const made = res.json() as Session;
    expect(made.joinUrl).toMatch(/^https:\/\/meet\.jit\.si\/Intranet-[0-9a-f]{32}$/);
    expect(made.startUrl).toBe(made.joinUrl);
    expect(made.meetingId).toBe(made.joinUrl?.split('/').pop());
    // A second call keeps the meeting the session has.
    const again = (await meeting('POST', session._id)).json() as Session;
    expect(again.joinUrl).toBe(made.joinUrl);
    const another = (await meeting('POST', (await create())._id)).json() as Session;
    expect(another.joinUrl).not.toBe(made.joinUrl);

    const gone = await meeting('PUT', session._id);
    expect(gone.statusCode, gone.body).toBe(200);
    expect(gone.json()).toMatchObject({ joinUrl: null, startUrl: null, meetingId: null });
  });

  it('gives this occurrence and the following ones of a series a meeting each', async () => {
    const first = await create({
      recurrent: true,
      start: '2040-03-05T00:00:00+01:00',
      end: '2040-03-26T23:00:00+01:00',
      dataTime: [{ day: 1, start: '09:00', end: '10:00' }],
    });
    const series = await seriesOf(first);
    expect(series).toHaveLength(4);
    const res = await meeting('POST', series[1]._id, 'following');
    expect(res.statusCode, res.body).toBe(200);
    const after = await seriesOf(first);
    expect(after[0].joinUrl).toBeNull();
    const rooms = after.slice(1).map((s) => s.joinUrl);
    expect(rooms.every(Boolean)).toBe(true);
    expect(new Set(rooms).size).toBe(3);
    await meeting('PUT', series[2]._id, 'following');
    const left = await seriesOf(first);
    expect(left.map((s) => Boolean(s.joinUrl))).toEqual([false, true, false, false]);
  });

  it("refuses a Teacher another trainer's session, and an unknown scope", async () => {
    const theirs = await create({ teacher: other.id });
    expect((await meeting('POST', theirs._id)).statusCode).toBe(403);
    expect((await meeting('POST', theirs._id, 'all', 'admin')).statusCode).toBe(400);
  });

  it('with Zoom: creates, moves with the session and deletes through the API, renewing a token Zoom refused and waiting out a 429', async () => {
    const provider = zoomMeetings({
      accountId: 'acct',
      clientId: 'client',
      clientSecret: 'secret',
      apiUrl: `${zoom.base}/v2`,
      oauthUrl: `${zoom.base}/oauth/token`,
    });
    const saved = app.meetings;
    (app as unknown as { meetings: typeof provider }).meetings = provider;
    try {
      const session = await create();
      const res = await meeting('POST', session._id);
      expect(res.statusCode, res.body).toBe(200);
      const made = res.json() as Session;
      expect(made.joinUrl).toMatch(/^https:\/\/zoom\.example\/j\//);
      expect(made.startUrl).toContain('zak=host-key');
      expect(zoom.calls[0]).toMatchObject({
        method: 'POST',
        path: '/v2/users/me/meetings',
        auth: 'Bearer token-1',
        body: {
          topic: 'Ward rounds',
          type: 2,
          start_time: '2040-03-05T08:00:00Z',
          duration: 60,
          timezone: 'Europe/Paris',
        },
      });

      // Moved: the meeting follows. Zoom refuses the cached token once (expired early): a new one, then the call.
      zoom.queued.push({ status: 401 });
      const moved = await injectAs('admin', {
        method: 'PUT',
        url: `/api/session/id/${session._id}`,
        payload: {
          start: '2040-03-06T09:00:00+01:00',
          end: '2040-03-06T10:30:00+01:00',
          updatedAt: made.updatedAt,
        },
      });
      expect(moved.statusCode, moved.body).toBe(200);
      const patch = zoom.calls.filter((c) => c.method === 'PATCH');
      expect(patch).toHaveLength(2);
      expect(patch[1]).toMatchObject({
        auth: 'Bearer token-2',
        path: `/v2/meetings/${made.meetingId}`,
        body: { start_time: '2040-03-06T08:00:00Z', duration: 90 },
      });
      expect(zoom.tokens()).toBe(2);

      // Too many requests: waited for (Retry-After: 0) and retried.
      zoom.queued.push({ status: 429, headers: { 'retry-after': '0' } });
      const gone = await meeting('PUT', session._id, 'this', 'admin');
      expect(gone.statusCode, gone.body).toBe(200);
      expect(zoom.calls.filter((c) => c.method === 'DELETE')).toHaveLength(2);
      expect(gone.json()).toMatchObject({ joinUrl: null, meetingId: null });

      // Zoom failing: 502 with a clear message, nothing saved.
      for (let n = 0; n < 3; n++) zoom.queued.push({ status: 500 });
      const failed = await meeting('POST', session._id, 'this', 'admin');
      expect(failed.statusCode).toBe(502);
      expect(failed.json().message).toBe(
        'The online meeting service did not answer: try again in a moment',
      );
      const read = (
        await injectAs('admin', { url: `/api/session/id/${session._id}` })
      ).json() as Session;
      expect(read.joinUrl).toBeNull();

      // A session deleted takes its meeting along.
      zoom.queued.length = 0;
      const again = (await meeting('POST', session._id, 'this', 'admin')).json() as Session;
      await injectAs('admin', { method: 'DELETE', url: `/api/session/id/${session._id}` });
      expect(zoom.calls.at(-1)).toMatchObject({
        method: 'DELETE',
        path: `/v2/meetings/${again.meetingId}`,
      });
    } finally {
      (app as unknown as { meetings: typeof saved }).meetings = saved;
    }
  });
});
