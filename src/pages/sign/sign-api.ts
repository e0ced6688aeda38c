import { API_URL } from '../../../dataProvider/http';
import type { SignatureLinkPage, SignByLink } from '../../../domain/entities/signature';

/**
 * The learner's public signing calls (GET and POST /sign/{token}, beside /ical/{token} under the
 * API's base): plain fetch, no token and no refresh, since the learner is not signed in.
 */
const url = (token: string) => `${API_URL}/sign/${encodeURIComponent(token)}`;

const headers = () => ({
  Accept: 'application/json',
  // The server answers its messages in the page's language (src/i18n.ts sets <html lang>).
  'Accept-Language': document.documentElement.lang || 'en',
});

export type LinkRead =
  | { kind: 'page'; page: SignatureLinkPage }
  | { kind: 'unknown' }
  | { kind: 'failed' };

export type SignResult = { ok: true } | { ok: false; status: number; message: string };

const messageOf = async (response: Response) => {
  try {
    const body = (await response.json()) as { message?: unknown };
    return typeof body.message === 'string' ? body.message : '';
  } catch {
    return '';
  }
};

/** GET /sign/{token}: what the page shows; a 404 (or a malformed token's 400) is an unknown link. */
export async function readLink(token: string): Promise<LinkRead> {
  try {
    const response = await fetch(url(token), { headers: headers() });
    if (response.status === 404 || response.status === 400) return { kind: 'unknown' };
    if (!response.ok) return { kind: 'failed' };
    return { kind: 'page', page: (await response.json()) as SignatureLinkPage };
  } catch {
    return { kind: 'failed' };
  }
}

/** POST /sign/{token} {image, points}: 201 once signed; a refusal says why (its message key). */
export async function signLink(token: string, body: SignByLink): Promise<SignResult> {
  try {
    const response = await fetch(url(token), {
      method: 'POST',
      headers: { ...headers(), 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (response.ok) return { ok: true };
    return { ok: false, status: response.status, message: await messageOf(response) };
  } catch {
    return { ok: false, status: 0, message: '' };
  }
}
