import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
// The Compose specification's JSON Schema, vendored: compose-spec/compose-go v2.13.0,
// schema/compose-spec.json (the copy docker compose itself validates with; see docs/deploying.md).
import schema from '../fixtures/compose-spec.json' with { type: 'json' };

const ajv = new Ajv2020({ allErrors: true, strict: false });
addFormats(ajv);
const validate = ajv.compile(schema);

const errors = (document: unknown) => {
  validate(document);
  return (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
};

describe('compose.yaml', () => {
  const compose = parse(readFileSync('compose.yaml', 'utf8'));

  it('validates against the Compose specification', () => {
    expect(errors(compose)).toEqual([]);
  });

  it('is a check that can fail', () => {
    const app = { image: 'x', depends_on: { db: { condition: 'sometimes' } }, nonsense: 1 };
    const wrong = { services: { app } };
    expect(errors(wrong)).toEqual(
      expect.arrayContaining([
        '/services/app must NOT have additional properties',
        '/services/app/depends_on/db/condition must be equal to one of the allowed values',
      ]),
    );
  });

  it('sets the app only variables the README documents', () => {
    const readme = readFileSync('README.md', 'utf8');
    const names = Object.keys(compose.services.app.environment);
    expect(names.filter((name) => !readme.includes(`\`${name}\``))).toEqual([]);
  });

  it('has the app, PostgreSQL 17, MinIO and Mailpit', () => {
    const images = Object.values(compose.services as Record<string, { image?: string }>).map(
      (s) => s.image?.split(':')[0],
    );
    expect(images).toEqual(expect.arrayContaining(['postgres', 'minio/minio', 'axllent/mailpit']));
    expect(compose.services.postgres.image).toBe('postgres:17');
    expect(compose.services.app.build).toBe('.');
  });
});
