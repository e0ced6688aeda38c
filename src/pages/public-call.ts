import { API_URL } from '../../dataProvider/http';

/**
 * The public pages' calls (a test by its code, a half-day signed by its link, an agreement signed by
 * its link): plain fetch under the API's base, no staff token and no refresh, since the person is
 * not signed in. The server answers its messages in the page's language (src/i18n.ts keeps
 * <html lang> on the chosen language).
 */

/** An answer, or why not: the status (0 when the network failed) and the server's message. */
export type ApiResult<T> =
  | { ok: true; data: T }
  | { ok: false; status: number; message: string; errors?: Record<string, string> };

const refusal = async (response: Response): Promise<ApiResult<never>> => {
  let message = '';
  let errors: Record<string, string> | undefined;
  try {
    const body = (await response.json()) as { message?: unknown; errors?: unknown };
    if (typeof body.message === 'string') message = body.message;
    if (body.errors && typeof body.errors === 'object')
      errors = Object.fromEntries(
        Object.entries(body.errors).filter((entry): entry is [string, string] => {
          return typeof entry[1] === 'string';
        }),
      );
  } catch {
    // no JSON body: the status alone
  }
  return { ok: false, status: response.status, message, ...(errors ? { errors } : {}) };
};

/** A public call of the API: its JSON answer, or the refusal's status and message. */
export async function publicCall<T>(
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
): Promise<ApiResult<T>> {
  try {
    const response = await fetch(`${API_URL}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        Accept: 'application/json',
        'Accept-Language': document.documentElement.lang || 'en',
        ...(init.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...init.headers,
      },
      ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
    });
    if (!response.ok) return await refusal(response);
    return { ok: true, data: (await response.json()) as T };
  } catch {
    return { ok: false, status: 0, message: '' };
  }
}

/** What a page read by its link shows; a 404 (or a malformed token's 400) is an unknown link. */
export type LinkRead<T> = { kind: 'page'; page: T } | { kind: 'unknown' } | { kind: 'failed' };

export async function readByLink<T>(path: string): Promise<LinkRead<T>> {
  const result = await publicCall<T>(path);
  if (result.ok) return { kind: 'page', page: result.data };
  return result.status === 404 || result.status === 400 ? { kind: 'unknown' } : { kind: 'failed' };
}
