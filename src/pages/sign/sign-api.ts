import type { SignatureLinkPage, SignByLink } from '../../../domain/entities/signature';
import { publicCall, type LinkRead as Read, readByLink } from '../public-call';

/** The learner's public signing calls (GET and POST /sign/{token}, beside /ical/{token}). */
const path = (token: string) => `/sign/${encodeURIComponent(token)}`;

export type LinkRead = Read<SignatureLinkPage>;

export type SignResult = { ok: true } | { ok: false; status: number; message: string };

/** GET /sign/{token}: what the page shows; a 404 (or a malformed token's 400) is an unknown link. */
export const readLink = (token: string) => readByLink<SignatureLinkPage>(path(token));

/** POST /sign/{token} {image, points}: 201 once signed; a refusal says why (its message key). */
export async function signLink(token: string, body: SignByLink): Promise<SignResult> {
  const result = await publicCall<unknown>(path(token), { method: 'POST', body });
  return result.ok ? { ok: true } : result;
}
