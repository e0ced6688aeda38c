import type { Attempt } from '../domain/entities/tracker';
import { type HttpResult, http } from './http';

/** POST /unittrackers/attempt: what the viewer needs to play one activity (a staff preview by default). */
export const startAttempt = (body: {
  filename: string;
  activityId: string;
  launchPoint?: string;
  studentId?: string;
}): Promise<HttpResult<Attempt>> =>
  http<Attempt>('/unittrackers/attempt', { method: 'POST', body });

/**
 * Sends one commit to the attempt's capability URL by sendBeacon (no Authorization header, text/plain
 * JSON): the page may be going away. Falls back to a keepalive fetch when beacons are missing or refused.
 */
export function beaconCommit(commitUrl: string, payload: unknown): boolean {
  const body = JSON.stringify(payload);
  if (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function') {
    if (navigator.sendBeacon(commitUrl, new Blob([body], { type: 'text/plain;charset=UTF-8' })))
      return true;
  }
  void fetch(commitUrl, {
    method: 'POST',
    body,
    keepalive: true,
    headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
  }).catch(() => undefined);
  return false;
}
