import type { Auth } from '../domain/entities/staff';
import { clearSession, loadSession, renewSession, type Session } from './session';

/** What every call answers: a non-OK answer is a KO result, never thrown (spec section 8). */
export interface HttpResult<T = unknown> {
  ok: boolean;
  status: number;
  data: T;
  headers: Headers;
}

export interface HttpOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** blob for file downloads (xlsx, pdf); json otherwise. */
  as?: 'json' | 'blob';
  /** Sign-in, refresh and password calls: no token, and a 401 means a refusal, not an expiry. */
  anonymous?: boolean;
}

export const API_URL: string = import.meta.env.VITE_API_URL ?? '/api';
/** Spec section 9: automatic retries after a refreshed token. */
export const MAX_RETRIES = 3;

const NETWORK_ERROR = { message: 'app.errors.network' };

let refreshing: Promise<RefreshOutcome> | null = null;
type RefreshOutcome = 'renewed' | 'refused' | 'unreachable';

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
  if (options.body !== undefined) headers.set('Content-Type', 'application/json');
  if (token) headers.set('Authorization', `Token ${token}`);
  let response: Response;
  try {
    response = await fetch(`${API_URL}${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  } catch {
    return { ok: false, status: 0, data: NETWORK_ERROR, headers: new Headers() };
  }
  const data = await readBody(response, options.as ?? 'json');
  return { ok: response.ok, status: response.status, data, headers: response.headers };
}

async function refresh(session: Session): Promise<RefreshOutcome> {
  const result = await send(
    '/refresh',
    { method: 'POST', body: { email: session.user.email, refreshToken: session.refreshToken } },
    undefined,
  );
  if (result.ok) {
    renewSession(result.data as Auth);
    return 'renewed';
  }
  return result.status === 0 ? 'unreachable' : 'refused';
}

/** One refresh at a time: requests failing meanwhile wait for it, then replay with the new token. */
function refreshOnce(usedToken: string): Promise<RefreshOutcome> {
  const current = loadSession();
  if (!current) return Promise.resolve('refused');
  if (current.token !== usedToken) return Promise.resolve('renewed');
  refreshing ??= refresh(current).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

export async function http<T = unknown>(
  path: string,
  options: HttpOptions = {},
): Promise<HttpResult<T>> {
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
