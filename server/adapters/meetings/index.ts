import type { Config } from '../../config';
import { jitsiMeetings } from './jitsi';
import { zoomMeetings } from './zoom';

/** What a meeting is planned for: one occurrence of a session. */
export interface MeetingRequest {
  topic: string;
  start: Date;
  end: Date;
  /** The session's IANA zone (Zoom shows the meeting in it). */
  timeZone: string;
}

/** An online meeting as the session keeps it (spec section 3: joinUrl, startUrl, meetingId). */
export interface Meeting {
  meetingId: string;
  /** The learners' link. */
  joinUrl: string;
  /** The host's link: Zoom's carries the host key, so it is shown to staff only. */
  startUrl: string;
}

/** The meeting service (server/adapters/meetings): Jitsi by default, Zoom with MEETING_PROVIDER=zoom. */
export interface MeetingProvider {
  readonly kind: 'jitsi' | 'zoom';
  create(request: MeetingRequest): Promise<Meeting>;
  /** The meeting follows its session to new times. */
  move(meetingId: string, request: MeetingRequest): Promise<void>;
  /** Gone already counts as removed. */
  remove(meetingId: string): Promise<void>;
}

/** The meeting service refused or did not answer: the route answers 502 with this message key. */
export class MeetingServiceError extends Error {
  constructor(readonly detail: string) {
    super('app.sessions.meeting_failed');
  }
}

export function createMeetings(config: Config, fetcher: typeof fetch = fetch): MeetingProvider {
  if (config.MEETING_PROVIDER === 'jitsi') return jitsiMeetings(config.JITSI_URL);
  const { ZOOM_ACCOUNT_ID, ZOOM_CLIENT_ID, ZOOM_CLIENT_SECRET } = config;
  if (!ZOOM_ACCOUNT_ID || !ZOOM_CLIENT_ID || !ZOOM_CLIENT_SECRET)
    throw new Error(
      'MEETING_PROVIDER=zoom needs ZOOM_ACCOUNT_ID, ZOOM_CLIENT_ID and ZOOM_CLIENT_SECRET (a server-to-server OAuth app)',
    );
  return zoomMeetings({
    accountId: ZOOM_ACCOUNT_ID,
    clientId: ZOOM_CLIENT_ID,
    clientSecret: ZOOM_CLIENT_SECRET,
    apiUrl: config.ZOOM_API_URL,
    oauthUrl: config.ZOOM_OAUTH_URL,
    fetch: fetcher,
  });
}
