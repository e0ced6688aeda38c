import type { DataProvider } from 'react-admin';
import type { z } from 'zod';
import type {
  AtRiskSettingsAnswer,
  AtRiskSettingsBodySchema,
  ProviderIdentityAnswer,
  ProviderIdentityBodySchema,
  ProviderImage,
  ProviderImagesAnswer,
  QualitySettingsAnswer,
  QualitySettingsBodySchema,
} from '../domain/entities/settings';
import type { HttpOptions, HttpResult } from './http';

type Request = <T = unknown>(path: string, options?: HttpOptions) => Promise<HttpResult<T>>;

export type AtRiskSettingsBody = z.infer<typeof AtRiskSettingsBodySchema>;
export type ProviderIdentityBody = z.input<typeof ProviderIdentityBodySchema>;
export type QualitySettingsBody = z.infer<typeof QualitySettingsBodySchema>;

export interface SettingsMethods {
  /** GET /settings/at-risk: the at-risk rules' thresholds, with when and by whom they were saved. */
  atRiskSettings(): Promise<AtRiskSettingsAnswer>;
  /** PUT /settings/at-risk: the whole section with its updatedAt as read (409 when stale). */
  saveAtRiskSettings(body: AtRiskSettingsBody): Promise<AtRiskSettingsAnswer>;
  /** GET /settings/quality: the quality thresholds and the surveys' timing. */
  qualitySettings(): Promise<QualitySettingsAnswer>;
  /** PUT /settings/quality: the whole section with its updatedAt as read (409 when stale). */
  saveQualitySettings(body: QualitySettingsBody): Promise<QualitySettingsAnswer>;
  /** GET /settings/identity: the provider's identity, with when and by whom it was saved. */
  providerIdentity(): Promise<ProviderIdentityAnswer>;
  /** PUT /settings/identity: the whole identity with its updatedAt as read (409 when stale). */
  saveProviderIdentity(body: ProviderIdentityBody): Promise<ProviderIdentityAnswer>;
  /** GET /settings/images: the logo's and the signature image's type, size and date. */
  providerImages(): Promise<ProviderImagesAnswer>;
  /** GET /settings/images/{image}: the image itself. */
  providerImage(image: ProviderImage): Promise<Blob>;
  /** PUT /settings/images/{image}: a PNG or JPEG as multipart/form-data. */
  uploadProviderImage(image: ProviderImage, file: File): Promise<ProviderImagesAnswer>;
  /** DELETE /settings/images/{image}. */
  removeProviderImage(image: ProviderImage): Promise<ProviderImagesAnswer>;
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
    async qualitySettings() {
      return (await request<QualitySettingsAnswer>('/settings/quality')).data;
    },
    async saveQualitySettings(body) {
      return (await request<QualitySettingsAnswer>('/settings/quality', { method: 'PUT', body }))
        .data;
    },
    async providerIdentity() {
      return (await request<ProviderIdentityAnswer>('/settings/identity')).data;
    },
    async saveProviderIdentity(body) {
      return (await request<ProviderIdentityAnswer>('/settings/identity', { method: 'PUT', body }))
        .data;
    },
    async providerImages() {
      return (await request<ProviderImagesAnswer>('/settings/images')).data;
    },
    async providerImage(image) {
      return (await request<Blob>(`/settings/images/${image}`, { as: 'blob' })).data;
    },
    async uploadProviderImage(image, file) {
      const body = new FormData();
      body.append('file', file);
      return (
        await request<ProviderImagesAnswer>(`/settings/images/${image}`, { method: 'PUT', body })
      ).data;
    },
    async removeProviderImage(image) {
      return (
        await request<ProviderImagesAnswer>(`/settings/images/${image}`, { method: 'DELETE' })
      ).data;
    },
  }) as P & SettingsMethods;
