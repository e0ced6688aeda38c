import { API_URL } from '../../../dataProvider/http';
import type {
  AgreementSignaturePage,
  SignAgreement,
} from '../../../domain/entities/agreement-signature';
import { type LinkRead, publicCall, readByLink } from '../public-call';

/** The client contact's public calls (GET and POST /agreement-signature/{token}, and its file). */
const path = (token: string) => `/agreement-signature/${encodeURIComponent(token)}`;
/** The version to read (or, once signed through this link, the signed PDF). */
export const agreementFileUrl = (token: string) => `${API_URL}${path(token)}/file`;

export type AgreementRead = LinkRead<AgreementSignaturePage>;

/** GET: what the page shows; a 404 (or a malformed token's 400) is an unknown link. */
export const readAgreement = (token: string) => readByLink<AgreementSignaturePage>(path(token));

/** POST {name, consent}: 201 once signed; a refusal's status and message (translated). */
export const signAgreement = (token: string, body: SignAgreement) =>
  publicCall<unknown>(path(token), { method: 'POST', body });
