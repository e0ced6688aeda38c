import { jwtDecode } from 'jwt-decode';
import type { Auth } from '../domain/entities/staff';
import { clearSession, loadSession, renewSession, type Session, subscribeSession } from './session';

/** What every call answers: a non-OK answer is a KO result, never thrown (spec section 8). */
export interface HttpResult<T = unknown> {
  ok: boolean;
  status: number;
  data: T;
  headers: Headers;
}

export interface HttpOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON, or a FormData sent as multipart/form-data. */
  body?: unknown;
  /** blob for file downloads (xlsx, pdf); json otherwise. */
  as?: 'json' | 'blob';
  /** Sign-in, refresh and password calls: no token, and a 401 means a refusal, not an expiry. */
  anonymous?: boolean;
}

/**
 * The API's base. `import.meta.env` is Vite's: absent when Node loads a module of the app without
 * Vite (the end-to-end tests read the resources' declarations, which reach this file).
 */
export const API_URL: string = import.meta.env?.VITE_API_URL ?? '/api';
/** Spec section 9: automatic retries after a refreshed token. */
export const MAX_RETRIES = 3;

const NETWORK_ERROR = { message: 'app.errors.network' };

/** The access token is renewed this long before it expires, so requests rarely meet a 401. */
export const REFRESH_AHEAD_MS = 60_000;

let refreshing: Promise<RefreshOutcome> | null = null;
type RefreshOutcome = 'renewed' | 'refused' | 'unreachable';

interface AccessClaims {
  exp?: number;
  email?: string;
}

/** The access token's claims, read without verifying it (the server does that); null if unreadable. */
function claimsOf(token: string): AccessClaims | null {
  try {
    return jwtDecode<AccessClaims>(token);
  } catch {
    return null;
  }
}

/** Milliseconds from now until the token should be renewed; undefined when it has no expiry. */
export function refreshDue(token: string, now = Date.now()): number | undefined {
  const exp = claimsOf(token)?.exp;
  return typeof exp === 'number' ? exp * 1000 - REFRESH_AHEAD_MS - now : undefined;
}

const reloadPage = (target: string) => window.location.replace(target);
let leave: (target: string) => void = reloadPage;

/** Loads the page anew at target (sign-out); tests observe it through onSignOut. */
export const reloadTo = (target: string) => leave(target);

/** Spec section 4: a 401 that a refresh cannot cure clears the session and reloads the page. */
function signOut() {
  clearSession();
  reloadTo('/');
}

/** Lets tests observe the forced sign-out instead of reloading the page. */
export function onSignOut(handler: (target: string) => void = reloadPage) {
  leave = handler;
}

/** Server messages come back in the interface language (set on <html lang> by src/i18n.ts). */
const currentLanguage = () =>
  (typeof document !== 'undefined' && document.documentElement.lang) || 'en';

/** The total of a Content-Range header "items 0-9/42"; the page's length without one. */
export const totalOf = (headers: Headers, fallback: number) => {
  const match = /\/(\d+)$/.exec(headers.get('Content-Range') ?? '');
  return match ? Number(match[1]) : fallback;
};

export const withQuery = (path: string, query: Record<string, unknown>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined)
      params.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
};

async function readBody(response: Response, as: 'json' | 'blob'): Promise<unknown> {
  if (response.status === 204) return null;
  if (as === 'blob' && response.ok) return response.blob();
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return { message: text };
  }
}

async function send(path: string, options: HttpOptions, token?: string): Promise<HttpResult> {
  const headers = new Headers({
    Accept: options.as === 'blob' ? '*/*' : 'application/json',
    'Accept-Language': currentLanguage(),
  });
  // A FormData body goes as multipart/form-data (fetch writes its boundary); anything else as JSON.
  const form = options.body instanceof FormData ? options.body : undefined;
  if (options.body !== undefined && !form) headers.set('Content-Type', 'application/json');
  if (token) headers.set('Authorization', `Token ${token}`);
  let response: Response;
  try {
    response = await fetch(`${API_URL}${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: form ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    });
  } catch {
    return { ok: false, status: 0, data: NETWORK_ERROR, headers: new Headers() };
  }
  const data = await readBody(response, options.as ?? 'json');
  return { ok: response.ok, status: response.status, data, headers: response.headers };
}

async function refresh(session: Session): Promise<RefreshOutcome> {
  // Spec section 7: the e-mail of POST /refresh is taken from the token.
  const email = claimsOf(session.token)?.email ?? session.user.email;
  const result = await send(
    '/refresh',
    { method: 'POST', body: { email, refreshToken: session.refreshToken } },
    undefined,
  );
  if (result.ok) {
    renewSession(result.data as Auth);
    return 'renewed';
  }
  return result.status === 0 ? 'unreachable' : 'refused';
}

/** Runs task under a lock shared by the app's tabs, where the browser has one (Web Locks API). */
async function acrossTabs<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? await locks.request('session-refresh', task) : task();
}

/**
 * One refresh at a time, across tabs too (they share the cookies: a refresh token rotated twice
 * revokes the sign-in). Requests failing meanwhile wait for it, then replay with the new token.
 */
function refreshOnce(usedToken: string): Promise<RefreshOutcome> {
  refreshing ??= acrossTabs(async () => {
    // Read under the lock: another tab may have renewed the token while this one waited.
    const current = loadSession();
    if (!current) return 'refused' as const;
    if (current.token !== usedToken) return 'renewed' as const;
    return refresh(current);
  }).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

let aheadTimer: ReturnType<typeof setTimeout> | undefined;
/** A token not to renew ahead any more: its 401 will (the refresh failed, or the clock is off). */
let leftTo401: string | undefined;

/** Renews a token close to expiry ahead of time; a failure leaves it to the 401 path below. */
async function refreshAhead(session: Session) {
  const due = refreshDue(session.token);
  if (due === undefined || due > 0 || leftTo401 === session.token) return;
  const outcome = await refreshOnce(session.token);
  // Not retried ahead for this token: a refused refresh would otherwise be sent with every request.
  if (outcome !== 'renewed') {
    leftTo401 = session.token;
    return;
  }
  const next = loadSession();
  // A clock far ahead of the server's makes each new token look due at once: do not chase it.
  if (next && (refreshDue(next.token) ?? 1) <= 0) leftTo401 = next.token;
}

/** Sets the timer of the proactive refresh for the stored token (after sign-in, each refresh, a wake-up). */
export function scheduleRefresh() {
  clearTimeout(aheadTimer);
  aheadTimer = undefined;
  const session = loadSession();
  const due = session ? refreshDue(session.token) : undefined;
  if (!session || due === undefined || leftTo401 === session.token) return;
  // Capped so a far expiry does not overflow setTimeout; it is simply checked again then.
  aheadTimer = setTimeout(
    async () => {
      const current = loadSession();
      if (current) await refreshAhead(current);
      // Another tab may have renewed the cookies without telling this one: plan from what is stored.
      scheduleRefresh();
    },
    Math.min(Math.max(due, 0), 2 ** 30),
  );
}

if (typeof window !== 'undefined') {
  subscribeSession(scheduleRefresh);
  scheduleRefresh();
}

export async function http<T = unknown>(
  path: string,
  options: HttpOptions = {},
): Promise<HttpResult<T>> {
  if (!options.anonymous) {
    // A timer may have slept with the tab or the computer: renew here too when the token is due.
    const before = loadSession();
    if (before) await refreshAhead(before);
  }
  for (let attempt = 0; ; attempt++) {
    const session = options.anonymous ? null : loadSession();
    const result = await send(path, options, session?.token);
    if (result.status !== 401 || !session) return result as HttpResult<T>;
    const outcome = attempt < MAX_RETRIES ? await refreshOnce(session.token) : 'refused';
    if (outcome === 'unreachable') return result as HttpResult<T>;
    if (outcome === 'refused') {
      signOut();
      return result as HttpResult<T>;
    }
  }
}
