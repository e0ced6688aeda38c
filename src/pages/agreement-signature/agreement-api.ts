import { API_URL } from '../../../dataProvider/http';
import type {
  AgreementSignaturePage,
  SignAgreement,
} from '../../../domain/entities/agreement-signature';

/**
 * The client contact's public calls (GET and POST /agreement-signature/{token}): plain fetch, no
 * token and no refresh, since the contact is not signed in.
 */
const base = (token: string) => `${API_URL}/agreement-signature/${encodeURIComponent(token)}`;
/** The version to read (or, once signed through this link, the signed PDF). */
export const agreementFileUrl = (token: string) => `${base(token)}/file`;

const headers = () => ({
  Accept: 'application/json',
  // The server answers its messages in the page's language (src/i18n.ts sets <html lang>).
  'Accept-Language': document.documentElement.lang || 'en',
});

export type AgreementRead =
  | { kind: 'page'; page: AgreementSignaturePage }
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

/** GET: what the page shows; a 404 (or a malformed token's 400) is an unknown link. */
export async function readAgreement(token: string): Promise<AgreementRead> {
  try {
    const response = await fetch(base(token), { headers: headers() });
    if (response.status === 404 || response.status === 400) return { kind: 'unknown' };
    if (!response.ok) return { kind: 'failed' };
    return { kind: 'page', page: (await response.json()) as AgreementSignaturePage };
  } catch {
    return { kind: 'failed' };
  }
}

/** POST {name, consent}: 201 once signed; a refusal says why (its message, translated). */
export async function signAgreement(token: string, body: SignAgreement): Promise<SignResult> {
  try {
    const response = await fetch(base(token), {
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
