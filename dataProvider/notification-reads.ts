import type { DataProvider, Identifier } from 'react-admin';
import type { HttpOptions, HttpResult } from './http';

type Request = <T = unknown>(path: string, options?: HttpOptions) => Promise<HttpResult<T>>;

export interface NotificationReadMethods {
  /** PUT /notificationsIntra/read/{id}: one notification read for the signed-in staff member. */
  markNotificationRead(id: Identifier): Promise<{ data: { id: Identifier; read: true } }>;
  /** PUT /notificationsIntra/read: all of them read for her; answers how many were unread. */
  markAllNotificationsRead(): Promise<{ data: { count: number } }>;
}

/** Intranet notifications marked read, each staff member for herself. */
export const withNotificationReads = <P extends DataProvider>(provider: P, request: Request) =>
  ({
    ...provider,
    async markNotificationRead(id) {
      await request(`/notificationsIntra/read/${encodeURIComponent(String(id))}`, {
        method: 'PUT',
      });
      return { data: { id, read: true as const } };
    },
    async markAllNotificationsRead() {
      const result = await request<{ count: number }>('/notificationsIntra/read', {
        method: 'PUT',
      });
      return { data: { count: result.data.count } };
    },
  }) as P & NotificationReadMethods;
