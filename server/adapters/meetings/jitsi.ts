import { randomBytes } from 'node:crypto';
import type { MeetingProvider } from '.';

/**
 * Jitsi: a room is a name on JITSI_URL, made unguessable with 128 random bits; there is nothing to
 * create, move or delete on the server. The room opens in a new tab (never embedded: meet.jit.si
 * cuts embedded calls after 5 minutes). Jitsi has no host key: the host's link is the room's.
 */
export function jitsiMeetings(baseUrl: string): MeetingProvider {
  const base = baseUrl.replace(/\/+$/, '');
  return {
    kind: 'jitsi',
    async create() {
      const room = `Intranet-${randomBytes(16).toString('hex')}`;
      const url = `${base}/${room}`;
      return { meetingId: room, joinUrl: url, startUrl: url };
    },
    async move() {},
    async remove() {},
  };
}
