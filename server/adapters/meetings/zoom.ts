import { setTimeout as sleep } from 'node:timers/promises';
import { type MeetingProvider, type MeetingRequest, MeetingServiceError } from '.';

export interface ZoomOptions {
  accountId: string;
  clientId: string;
  clientSecret: string;
  /** https://api.zoom.us/v2 */
  apiUrl: string;
  /** https://zoom.us/oauth/token */
  oauthUrl: string;
  fetch?: typeof fetch;
  now?: () => number;
  /** The longest a 429's Retry-After is waited for, in ms; longer, the call fails. */
  maxRetryWaitMs?: number;
}

/** A token is used until this long before it expires. */
const TOKEN_MARGIN_MS = 60_000;
const RETRIES = 2;

interface ZoomMeeting {
  id: number | string;
  join_url: string;
  start_url: string;
}

/** Zoom's meeting body: a scheduled meeting (type 2) at the session's times, shown in its zone. */
const meetingBody = ({ topic, start, end, timeZone }: MeetingRequest) => ({
  topic: topic.slice(0, 200),
  type: 2,
  start_time: start.toISOString().replace(/\.\d{3}Z$/, 'Z'),
  duration: Math.max(1, Math.round((end.getTime() - start.getTime()) / 60_000)),
  timezone: timeZone,
});

/**
 * Zoom through its REST API, no SDK: server-to-server OAuth (account credentials), the token kept
 * until a minute before it expires and fetched again on a 401; a 429 is retried after its
 * Retry-After. Create, move with the session, delete.
 */
export function zoomMeetings(options: ZoomOptions): MeetingProvider {
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const maxWait = options.maxRetryWaitMs ?? 5_000;
  const api = options.apiUrl.replace(/\/+$/, '');
  let token: { value: string; expiresAt: number } | undefined;

  async function accessToken(): Promise<string> {
    if (token && now() < token.expiresAt - TOKEN_MARGIN_MS) return token.value;
    const url = new URL(options.oauthUrl);
    url.searchParams.set('grant_type', 'account_credentials');
    url.searchParams.set('account_id', options.accountId);
    const basic = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64');
    const res = await doFetch(url, {
      method: 'POST',
      headers: { authorization: `Basic ${basic}` },
    });
    if (!res.ok) throw new MeetingServiceError(`zoom oauth ${res.status}`);
    const body = (await res.json()) as { access_token?: string; expires_in?: number };
    if (!body.access_token) throw new MeetingServiceError('zoom oauth: no access_token');
    token = { value: body.access_token, expiresAt: now() + (body.expires_in ?? 3600) * 1000 };
    return token.value;
  }

  async function call(method: string, path: string, body?: object): Promise<Response> {
    let renewed = false;
    for (let attempt = 0; ; attempt++) {
      const res = await doFetch(`${api}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${await accessToken()}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      if (res.status === 401 && !renewed) {
        // Revoked or expired early: one new token, then the call again.
        token = undefined;
        renewed = true;
        continue;
      }
      if (res.status === 429 && attempt < RETRIES) {
        const wait = Number(res.headers.get('retry-after') ?? '1') * 1000;
        if (!(wait <= maxWait)) throw new MeetingServiceError('zoom 429: retry later');
        await sleep(wait);
        continue;
      }
      return res;
    }
  }

  const fail = async (what: string, res: Response) =>
    new MeetingServiceError(`zoom ${what} ${res.status} ${(await res.text()).slice(0, 200)}`);

  return {
    kind: 'zoom',
    async create(request) {
      const res = await call('POST', '/users/me/meetings', meetingBody(request));
      if (!res.ok) throw await fail('create', res);
      const meeting = (await res.json()) as ZoomMeeting;
      return {
        meetingId: String(meeting.id),
        joinUrl: meeting.join_url,
        startUrl: meeting.start_url,
      };
    },
    async move(meetingId, request) {
      const res = await call(
        'PATCH',
        `/meetings/${encodeURIComponent(meetingId)}`,
        meetingBody(request),
      );
      if (!res.ok) throw await fail('move', res);
    },
    async remove(meetingId) {
      const res = await call('DELETE', `/meetings/${encodeURIComponent(meetingId)}`);
      if (!res.ok && res.status !== 404) throw await fail('delete', res);
    },
  };
}
