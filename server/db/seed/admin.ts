import { count } from 'drizzle-orm';
import { ROLES } from '../../../domain/permissions';
import { generatePassword, hashPassword } from '../../lib/passwords';
import type { Database } from '../connect';
import { staff } from '../schema';

/** On a database with no staff, creates the first Super Administrator; returns the generated password, if any. */
export async function seedFirstAdmin(
  db: Database,
  email: string,
  password: string | undefined,
): Promise<{ created: boolean; generatedPassword?: string }> {
  const [{ n }] = await db.select({ n: count() }).from(staff);
  if (n > 0) return { created: false };
  const plain = password ?? generatePassword();
  await db.insert(staff).values({
    type: ROLES.superAdmin,
    name: 'ADMIN',
    firstname: 'Super',
    email,
    passwordHash: await hashPassword(plain),
    status: 'active',
  });
  return { created: true, generatedPassword: password ? undefined : plain };
}
