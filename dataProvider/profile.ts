import type { UpdateUser, User } from '../domain/entities/staff';
import { http } from './http';
import { saveUser } from './session';

/** Saves the signed-in user's own settings (PUT /user) and keeps the stored user in step. */
export async function saveProfile(changes: Pick<UpdateUser, 'themeColor' | 'language' | 'theme'>) {
  const result = await http<User & { message?: string }>('/user', { method: 'PUT', body: changes });
  if (result.ok) saveUser(result.data);
  return result;
}
