import { createConfig, lintFromString } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';
import { build } from './helpers';

/** A summary is a title in the API reader's list of operations. */
const SUMMARY_MAX = 120;

/** Redocly's recommended rules over the document the app serves: no error. */
describe('the OpenAPI document lints clean', async () => {
  const { app } = await build();

  it("passes Redocly's recommended rules with no error", async () => {
    const res = await app.inject({ url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({
      source: res.body,
      absoluteRef: 'openapi.json',
      config,
    });
    const errors = problems
      .filter((p) => p.severity === 'error')
      .map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? '?'}`);
    expect(errors).toEqual([]);
    // Warnings are allowed but kept few: the license has no SPDX identifier, health and readiness
    // have no 4xx (they read no input and ask no sign-in).
    const warnings = problems
      .filter((p) => p.severity === 'warn')
      .map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? '?'}`);
    expect(warnings.length, warnings.join('\n')).toBeLessThanOrEqual(3);
  });

  it('gives every operation a short summary: 120 characters at most, the detail in description', async () => {
    const res = await app.inject({ url: '/api/openapi.json' });
    const paths = res.json().paths as Record<string, Record<string, { summary?: string }>>;
    const long = Object.entries(paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([, op]) => (op.summary ?? '').length > SUMMARY_MAX)
        .map(([method, op]) => `${method.toUpperCase()} ${path}: ${op.summary?.length}`),
    );
    expect(long).toEqual([]);
  });
});
