import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { IDENTITY_EMPTY, type ProviderIdentityAnswer } from '../../domain/entities/settings';
import { settings } from '../../server/db/schema';
import { build } from './helpers';

/**
 * The provider's identity (issue 47 part 1, GET and PUT /settings/identity): Super Administrators
 * only, written whole with the updatedAt read, numbers kept without their spaces, a wrong SIRET
 * refused with nothing written.
 */
describe('the provider identity settings', async () => {
  const { app, injectAs, account } = await build();
  await account('superAdmin');
  await account('admin');
  await account('teacher');
  const read = async () => {
    const res = await injectAs('superAdmin', { url: '/api/settings/identity' });
    expect(res.statusCode).toBe(200);
    return res.json<ProviderIdentityAnswer>();
  };
  const put = (payload: object) =>
    injectAs('superAdmin', { method: 'PUT', url: '/api/settings/identity', payload });

  it('answers nothing given until saved, and only to Super Administrators', async () => {
    expect(await read()).toEqual({ ...IDENTITY_EMPTY, updatedAt: null, updatedBy: null });
    for (const who of ['admin', 'teacher'] as const) {
      expect((await injectAs(who, { url: '/api/settings/identity' })).statusCode).toBe(403);
      const write = await injectAs(who, {
        method: 'PUT',
        url: '/api/settings/identity',
        payload: { ...IDENTITY_EMPTY, updatedAt: null },
      });
      expect(write.statusCode).toBe(403);
    }
  });

  it('refuses a wrong SIRET, an unknown field or a bad e-mail, and writes nothing', async () => {
    const wrong = await put({ ...IDENTITY_EMPTY, siret: '443 061 841 00048', updatedAt: null });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain('Not a SIRET: 14 digits whose key is right');
    const extra = await put({ ...IDENTITY_EMPTY, logoColour: 'red', updatedAt: null });
    expect(extra.statusCode).toBe(400);
    const email = await put({
      ...IDENTITY_EMPTY,
      accessibility: { name: 'Paul Roy', email: 'not-an-address', phone: '' },
      updatedAt: null,
    });
    expect(email.statusCode).toBe(400);
    expect(await app.db.select().from(settings).where(eq(settings.key, 'identity'))).toEqual([]);
  });

  it('saves the whole identity once, then refuses a writer who read it before (409)', async () => {
    const saved = await put({
      ...IDENTITY_EMPTY,
      legalName: '  Lingua Santé SAS ',
      siret: '443 061 841 00047',
      activityNumber: '52 49 01234 49',
      vat: { status: 'charged', number: 'fr40443061841' },
      qualiopi: { number: 'QUA-2024-118', categories: ['training', 'apprenticeship'] },
      updatedAt: null,
    });
    expect(saved.statusCode).toBe(200);
    const first = saved.json<ProviderIdentityAnswer>();
    expect(first).toMatchObject({
      legalName: 'Lingua Santé SAS',
      siret: '44306184100047',
      activityNumber: '52490123449',
      vat: { status: 'charged', number: 'FR40443061841' },
      qualiopi: { categories: ['training', 'apprenticeship'] },
    });
    expect(first.updatedAt).not.toBeNull();
    expect(first.updatedBy).toEqual(expect.any(String));
    expect(await read()).toEqual(first);
    // A second writer who read it never saved.
    const stale = await put({ ...IDENTITY_EMPTY, legalName: 'Other', updatedAt: null });
    expect(stale.statusCode).toBe(409);
    expect((await read()).legalName).toBe('Lingua Santé SAS');
    const { updatedBy: _by, ...body } = first;
    const next = await put({ ...body, legalName: 'Lingua Santé' });
    expect(next.statusCode).toBe(200);
    expect(next.json<ProviderIdentityAnswer>().legalName).toBe('Lingua Santé');
  });
});
