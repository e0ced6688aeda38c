import type { InjectOptions } from 'fastify';
import { staff } from '../../server/db/schema';
import { hashPassword } from '../../server/lib/passwords';
import { build, PASSWORD } from './helpers';

export const NEW_PASSWORD = 'New-pass-2?';

/** The app of the account tests, with the ways they sign in, mail and make accounts. */
export async function authFixture() {
  const { app, injectAs, account, outbox } = await build();

  // Each request gets its own client address unless a test chooses one, so the per-IP limit stays out of the way.
  let lastIp = 0;
  const nextIp = () => {
    lastIp += 1;
    return `10.0.${Math.floor(lastIp / 250)}.${(lastIp % 250) + 1}`;
  };
  const send = (options: InjectOptions & { ip?: string }) =>
    app.inject({ ...options, remoteAddress: options.ip ?? nextIp() });
  const post = (url: string, payload: unknown, ip?: string) =>
    send({ method: 'POST', url, payload: payload as object, ip });
  const login = (email: string, password: string, as: 'administrator' | 'teacher', extra = {}) =>
    post(`/api/${as}/login`, { email, password, rememberMe: false, ...extra });
  /** A staff account of its own for a test that changes it. */
  const makeStaff = async (email: string, type: 1 | 2 | 3) => {
    const [row] = await app.db
      .insert(staff)
      .values({
        type,
        name: 'OWN',
        firstname: 'Account',
        email,
        passwordHash: await hashPassword(PASSWORD),
      })
      .returning();
    return { id: row.id, email };
  };
  const mailsTo = (email: string) => outbox().filter((m) => m.to === email);
  const tokenOf = (text: string) => {
    const match = text.match(/\/\?resettoken=([\w%-]+)/);
    if (!match) throw new Error(`no reset link in ${text}`);
    return decodeURIComponent(match[1]);
  };
  return { app, injectAs, account, outbox, nextIp, send, post, login, makeStaff, mailsTo, tokenOf };
}
