import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { writableBody } from '../../domain/entities/writable-body';
import { keysOf, readOnlyKeys } from '../../server/plugins/read-only-fields';

const Record = z.object({
  _id: z.uuid(),
  name: z.string(),
  companyName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

describe('read-only fields of a record route', () => {
  it("are the keys the record has and the body lacks, with react-admin's id", () => {
    const Body = z.strictObject({ name: z.string(), updatedAt: z.string().optional() });
    expect(readOnlyKeys(Body, Record).sort()).toEqual(['_id', 'companyName', 'createdAt', 'id']);
  });

  it('reads the keys through a transform, optional, nullable, default and a union of shapes', () => {
    const body = writableBody(Record, { name: z.string() });
    expect(readOnlyKeys(body, Record)).toEqual(['id']);
    const union = z.union([z.object({ a: z.string() }), z.object({ b: z.string() })]);
    expect([...(keysOf(union.optional().nullable()) ?? [])]).toEqual(['a', 'b']);
    expect([...(keysOf(z.object({ c: z.int() }).default({ c: 1 })) ?? [])]).toEqual(['c']);
  });

  it('are none where the route answers no record with an _id, or takes no object', () => {
    expect(
      readOnlyKeys(z.strictObject({ name: z.string() }), z.object({ ok: z.boolean() })),
    ).toEqual([]);
    expect(readOnlyKeys(z.array(z.string()), Record)).toEqual([]);
    expect(readOnlyKeys(z.strictObject({ id: z.uuid() }), Record)).toEqual([
      '_id',
      'name',
      'companyName',
      'createdAt',
      'updatedAt',
    ]);
  });
});
