import { describe, expect, it } from 'vitest';
import { build } from './helpers';

describe('health and reference data', async () => {
  const { injectAs } = await build();

  it('answers /api/health without sign-in after checking the database', async () => {
    const res = await injectAs('nobody', { url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('ok');
  });

  it('lists the five session languages with their initials', async () => {
    const res = await injectAs('teacher', { url: '/api/language' });
    expect(res.statusCode).toBe(200);
    const names = res
      .json()
      .map((l: { name: string; initial: string }) => `${l.name}:${l.initial}`);
    expect(names).toEqual(['English:GB', 'French:FR', 'German:DE', 'Luxembourgish:LU', 'Other:NN']);
  });

  it('asks for sign-in on reference data', async () => {
    expect((await injectAs('nobody', { url: '/api/language' })).statusCode).toBe(401);
    expect((await injectAs('nobody', { url: '/api/country/' })).statusCode).toBe(401);
  });

  it('gives 400, not 500, for a malformed id', async () => {
    const res = await injectAs('admin', { url: '/api/language/not-a-uuid' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: expect.any(String),
      errors: { id: expect.any(String) },
    });
  });

  it('lists countries with English names', async () => {
    const res = await injectAs('admin', { url: '/api/country/' });
    expect(res.json()).toContainEqual(expect.objectContaining({ code: 'FR', name: 'France' }));
    const listed = await injectAs('teacher', {
      url: '/api/country?range=[0,9]&sort=["name","ASC"]',
    });
    expect(listed.statusCode).toBe(200);
    // The list dialect it documents: that page, and the total in Content-Range.
    expect(listed.json()).toHaveLength(10);
    expect(listed.headers['content-range']).toBe('items 0-9/249');
  });

  it('serves the OpenAPI document', async () => {
    const res = await injectAs('nobody', { url: '/api/openapi.json' });
    expect(res.json().paths['/api/health']).toBeDefined();
  });
});
