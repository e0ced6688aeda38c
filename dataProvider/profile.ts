import type { UpdateUser, User } from '../domain/entities/staff';
import { http } from './http';
import { okOrThrow } from './index';
import { loadSession, renewSession, saveUser } from './session';

/** Saves the signed-in user's own settings (PUT /user) and keeps the stored user in step. */
export async function saveProfile(changes: Pick<UpdateUser, 'themeColor' | 'language' | 'theme'>) {
  const result = await http<User & { message?: string }>('/user', { method: 'PUT', body: changes });
  if (result.ok) saveUser(result.data);
  return result;
}

/**
 * Changes the signed-in user's password (PUT /user/password); a refusal is thrown. The change
 * revoked every session, this one included: the fresh tokens it answered with are kept.
 */
export async function changePassword(body: { currentPassword: string; password: string }) {
  const { data } = okOrThrow(
    await http<{ token?: string; refreshToken?: string }>('/user/password', {
      method: 'PUT',
      body,
    }),
  );
  const session = loadSession();
  if (session && data?.token && data.refreshToken) {
    renewSession({
      ...session,
      _id: session.user._id,
      token: data.token,
      refreshToken: data.refreshToken,
    });
  }
}
