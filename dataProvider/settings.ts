import type { DataProvider } from 'react-admin';
import type { z } from 'zod';
import type {
  AtRiskSettingsAnswer,
  AtRiskSettingsBodySchema,
  ProviderIdentityAnswer,
  ProviderIdentityBodySchema,
} from '../domain/entities/settings';
import type { HttpOptions, HttpResult } from './http';

type Request = <T = unknown>(path: string, options?: HttpOptions) => Promise<HttpResult<T>>;

export type AtRiskSettingsBody = z.infer<typeof AtRiskSettingsBodySchema>;
export type ProviderIdentityBody = z.input<typeof ProviderIdentityBodySchema>;

export interface SettingsMethods {
  /** GET /settings/at-risk: the at-risk rules' thresholds, with when and by whom they were saved. */
  atRiskSettings(): Promise<AtRiskSettingsAnswer>;
  /** PUT /settings/at-risk: the whole section with its updatedAt as read (409 when stale). */
  saveAtRiskSettings(body: AtRiskSettingsBody): Promise<AtRiskSettingsAnswer>;
  /** GET /settings/identity: the provider's identity, with when and by whom it was saved. */
  providerIdentity(): Promise<ProviderIdentityAnswer>;
  /** PUT /settings/identity: the whole identity with its updatedAt as read (409 when stale). */
  saveProviderIdentity(body: ProviderIdentityBody): Promise<ProviderIdentityAnswer>;
}

/** The provider's settings (Super Administrators), one section a path under /settings. */
export const withSettings = <P extends DataProvider>(provider: P, request: Request) =>
  ({
    ...provider,
    async atRiskSettings() {
      return (await request<AtRiskSettingsAnswer>('/settings/at-risk')).data;
    },
    async saveAtRiskSettings(body) {
      return (await request<AtRiskSettingsAnswer>('/settings/at-risk', { method: 'PUT', body }))
        .data;
    },
    async providerIdentity() {
      return (await request<ProviderIdentityAnswer>('/settings/identity')).data;
    },
    async saveProviderIdentity(body) {
      return (await request<ProviderIdentityAnswer>('/settings/identity', { method: 'PUT', body }))
        .data;
    },
  }) as P & SettingsMethods;
