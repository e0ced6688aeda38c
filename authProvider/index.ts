import type { AuthProvider } from 'react-admin';
import { okOrThrow } from '../dataProvider';
import { http, reloadTo } from '../dataProvider/http';
import { clearSession, currentUser, loadSession, saveSession } from '../dataProvider/session';
import type { Auth } from '../domain/entities/staff';
import { type Area, can, isRole } from '../domain/permissions';
import { personName } from '../domain/rules/person-name';
import { declarations } from '../resources';

export interface LoginParams {
  email: string;
  password: string;
  rememberMe?: boolean;
}

/** Where to come back after sign-in: only a same-origin path ("/x", never "//host"). */
export function safeRedirect(target: string | null | undefined, fallback = '/students'): string {
  if (!target?.startsWith('/') || target.startsWith('//') || target.startsWith('/\\'))
    return fallback;
  return target;
}

/** The sign-in page (at /), remembering the page the visitor wanted. */
export function loginUrl(): string {
  const { pathname, search } = window.location;
  // Already on the login page: keep its query (redirect, resettoken) as it is.
  if (pathname === '/') return `/${search}`;
  return `/?redirect=${encodeURIComponent(`${pathname}${search}`)}`;
}

/** Spec section 4: the administrator endpoint first; on a KO answer, the teacher endpoint. */
async function signIn({ email, password, rememberMe = false }: LoginParams): Promise<Auth> {
  const body = { email, password, rememberMe };
  const admin = await http<Auth>('/administrator/login', { method: 'POST', body, anonymous: true });
  if (admin.ok) return admin.data;
  const refused = admin.status === 401 && (admin.data as { status?: string })?.status === 'KO';
  const answer = refused
    ? await http<Auth>('/teacher/login', { method: 'POST', body, anonymous: true })
    : admin;
  return okOrThrow(answer).data;
}

/**
 * Each resource's access area, as its declaration gives it (resources/), and the areas that are no
 * resource's but actions on other records' pages (GDPR's export and erasure: canAccess 'privacy'),
 * or pages (the backups, the settings), or tabs of other pages (a group's funding).
 */
const AREAS = new Map<string, Area>([
  ...declarations.map(({ name, area }): [string, Area] => [name, area]),
  ['privacy', 'privacy'],
  ['backups', 'backups'],
  ['settings', 'settings'],
  ['funding', 'funding'],
  ['documentTemplates', 'documentTemplates'],
  ['bpf', 'bpf'],
  ['qualityReport', 'qualityReport'],
]);

export const authProvider: AuthProvider = {
  async login(params: LoginParams) {
    const auth = await signIn(params);
    saveSession(auth, Boolean(params.rememberMe));
  },
  async logout() {
    const session = loadSession();
    const target = loginUrl();
    clearSession();
    if (session) {
      await http('/logout', {
        method: 'POST',
        body: { refreshToken: session.refreshToken },
        anonymous: true,
      });
      // Spec section 4: logout reloads the page, which also drops queries still running with the old token.
      reloadTo(target);
    }
    return target;
  },
  async checkAuth() {
    if (!loadSession()) throw { redirectTo: loginUrl(), message: false };
  },
  async checkError(error: { status?: number }) {
    if (error?.status === 401) throw { redirectTo: loginUrl(), message: false };
  },
  async getIdentity() {
    const user = loadSession()?.user;
    if (!user) throw new Error('app.errors.unauthorized');
    return { id: user._id, fullName: personName(user) };
  },
  async getPermissions() {
    return loadSession()?.user.type;
  },
  async canAccess({ resource, action }) {
    // Asked for every menu entry and button: the remembered user, not the cookies parsed again.
    const type = currentUser()?.type;
    const area = AREAS.get(resource);
    const reading = action === 'list' || action === 'show';
    if (!isRole(type)) return false;
    // Resources outside the matrix (languages, countries, notifications) are reference data: read only.
    if (!area) return reading;
    return can(type, area, reading ? 'read' : 'write');
  },
};
