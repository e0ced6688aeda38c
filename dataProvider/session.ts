import type { Auth, User } from '../domain/entities/staff';

/** Spec section 9: auth and refresh cookies expire after 305 minutes. */
export const COOKIE_MAX_AGE_SECONDS = 305 * 60;
const TOKEN_COOKIE = 'token';
const REFRESH_COOKIE = 'refreshToken';
const USER_KEY = 'user';

export interface Session {
  token: string;
  refreshToken: string;
  user: User;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let cachedUser: User | null | undefined;

const hasDom = () => typeof document !== 'undefined' && typeof localStorage !== 'undefined';

function readCookie(name: string): string | undefined {
  if (!hasDom()) return undefined;
  const prefix = `${name}=`;
  const part = document.cookie.split('; ').find((c) => c.startsWith(prefix));
  return part ? decodeURIComponent(part.slice(prefix.length)) : undefined;
}

function writeCookie(name: string, value: string, maxAge: number) {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from jsdom and older browsers
  document.cookie = `${name}=${encodeURIComponent(value)}; max-age=${maxAge}; path=/; SameSite=Strict${secure}`;
}

function readUser(): User | null {
  const raw = localStorage.getItem(USER_KEY) ?? sessionStorage.getItem(USER_KEY);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as User;
  } catch {
    return null;
  }
}

function notify() {
  cachedUser = undefined;
  for (const listener of listeners) listener();
}

/** The stored session, or null when signed out or when the cookies expired. */
export function loadSession(): Session | null {
  if (!hasDom()) return null;
  const token = readCookie(TOKEN_COOKIE);
  const refreshToken = readCookie(REFRESH_COOKIE);
  const user = readUser();
  return token && refreshToken && user ? { token, refreshToken, user } : null;
}

/** Tokens in cookies; the user record in localStorage when remembered, sessionStorage otherwise. */
export function saveSession(auth: Auth, remember: boolean) {
  writeCookie(TOKEN_COOKIE, auth.token, COOKIE_MAX_AGE_SECONDS);
  writeCookie(REFRESH_COOKIE, auth.refreshToken, COOKIE_MAX_AGE_SECONDS);
  (remember ? sessionStorage : localStorage).removeItem(USER_KEY);
  (remember ? localStorage : sessionStorage).setItem(USER_KEY, JSON.stringify(auth.user));
  notify();
}

/** After a refresh: new tokens, same place for the user record as at sign-in. */
export function renewSession(auth: Auth) {
  saveSession(auth, localStorage.getItem(USER_KEY) !== null);
}

export function saveUser(user: User) {
  const store = localStorage.getItem(USER_KEY) !== null ? localStorage : sessionStorage;
  store.setItem(USER_KEY, JSON.stringify(user));
  notify();
}

export function clearSession() {
  if (!hasDom()) return;
  writeCookie(TOKEN_COOKIE, '', 0);
  writeCookie(REFRESH_COOKIE, '', 0);
  localStorage.removeItem(USER_KEY);
  sessionStorage.removeItem(USER_KEY);
  notify();
}

/** For useSyncExternalStore: the signed-in user, same object until the session changes. */
export function currentUser(): User | null {
  if (cachedUser === undefined) cachedUser = hasDom() ? (loadSession()?.user ?? null) : null;
  return cachedUser;
}

export function subscribeSession(listener: Listener) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
