import type { DataProvider } from 'react-admin';
import type { AgreementSignature, SendAgreement } from '../domain/entities/agreement-signature';
import { namedDownload } from './download';
import type { HttpOptions, HttpResult } from './http';

type Request = <T = unknown>(path: string, options?: HttpOptions) => Promise<HttpResult<T>>;
const id = (value: string) => encodeURIComponent(value);

export interface AgreementSignatureMethods {
  /** GET /group/agreement-signatures/{id}: the requests to sign the group's agreements. */
  agreementSignatures(groupId: string): Promise<AgreementSignature[]>;
  /** POST /group/agreement-signatures/{id}: an agreement version sent to a client contact to sign. */
  sendAgreement(groupId: string, body: SendAgreement): Promise<AgreementSignature>;
  /** GET /group/agreement-signatures/{id}/{signatureId}: the signed PDF. */
  signedAgreementFile(groupId: string, signatureId: string): Promise<Blob>;
}

/** The group's agreement signed online by a contact of its client (issue 47 part 4). */
export const withAgreementSignatures = <P extends DataProvider>(provider: P, request: Request) =>
  ({
    ...provider,
    async agreementSignatures(groupId) {
      const path = `/group/agreement-signatures/${id(groupId)}`;
      return (await request<AgreementSignature[]>(path)).data;
    },
    async sendAgreement(groupId, body) {
      const path = `/group/agreement-signatures/${id(groupId)}`;
      return (await request<AgreementSignature>(path, { method: 'POST', body })).data;
    },
    async signedAgreementFile(groupId, signatureId) {
      const path = `/group/agreement-signatures/${id(groupId)}/${id(signatureId)}`;
      return namedDownload(await request<Blob>(path, { as: 'blob' }));
    },
  }) as P & AgreementSignatureMethods;
