/** The inputs the fuzz of tests/api/fuzz.test.ts sends: a seeded generator, bad ids, ranges, sorts, filters, bodies. */
export const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
export const ROUNDS = Number(process.env.FUZZ_ROUNDS ?? 4);

/** mulberry32: a small seeded PRNG, so a failing seed replays the same requests. */
export const mulberry32 = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
export type Rng = () => number;
export const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)];

export const INHERITED = [
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'valueOf',
  'prototype',
];
export const BIG = 'x'.repeat(200 * 1024);
export const BAD_IDS = [
  'not-a-uuid',
  '..',
  '..%2F..%2Fetc%2Fpasswd',
  '%2E%2E%2F',
  '../',
  '%00',
  '%',
  '%E0%A4%A',
  '%20',
  '-1',
  '0',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  `${'0'.repeat(8)}-0000-0000-0000-${'0'.repeat(13)}`,
  encodeURIComponent("1' or '1'='1"),
  encodeURIComponent('Zoé 😀 ’'),
  'a'.repeat(400),
  'a'.repeat(5000),
  ...INHERITED,
];
export const BAD_RANGES = [
  'x',
  '[',
  '[5,1]',
  '[-1,3]',
  '[0.5,2]',
  '[0,1e9]',
  '[0,99999999999999999999]',
  '[1e308,1e309]',
  '[0]',
  '[0,9,9]',
  '["0","9"]',
  '[null,null]',
  '{}',
  'null',
  '"a"',
  BIG.slice(0, 5000),
];
export const BAD_SORTS = [
  ...INHERITED.flatMap((f) => [`["${f}","ASC"]`, `["${f}","desc"]`]),
  '["name","SIDEWAYS"]',
  '["name"]',
  '[1,2]',
  'name',
  '["name; drop table students","ASC"]',
  `["${'n'.repeat(100)}","ASC"]`,
  '[["name"],"ASC"]',
  '{"field":"name"}',
  'null',
  '[',
];
export const BAD_FILTERS = [
  ...INHERITED.flatMap((k) => [`{"${k}":"x"}`, `{"${k}":{"a":1}}`]),
  '{"q":123}',
  '{"q":["a"]}',
  '{"q":{"$ne":1}}',
  '{"q":"%_\\\\\'"}',
  `{"q":"${'zoé '.repeat(100)}"}`,
  '{"id":"not-a-uuid"}',
  '{"id":["x",1,null]}',
  '{"id":[]}',
  '{"unknown":1}',
  '[]',
  '"x"',
  'null',
  '1',
  '{',
];
export const MALFORMED_JSON = [
  '{',
  '{"a":',
  'nul',
  '[]',
  '"text"',
  '123',
  'null',
  '{"a":1}}',
  '\u0000',
];
export const WRONG_BY_TYPE: Record<string, unknown[]> = {
  string: [42, true, {}, [], ['a']],
  integer: ['12', 1.5, true, {}, [], 1e300, -1e300],
  number: ['1', true, {}, [], 'NaN'],
  boolean: ['true', 1, {}, null],
  object: ['x', 1, [], true],
  array: ['x', 1, {}, true],
};
export const WRONG_ANY = [42, 'x', true, {}, [], null];

/** A random JSON value: what a hostile client might put anywhere. */
export const randomValue = (rng: Rng, depth = 0): unknown => {
  const kind = Math.floor(rng() * (depth > 2 ? 5 : 7));
  switch (kind) {
    case 0:
      return null;
    case 1:
      return rng() < 0.5;
    case 2:
      return pick(rng, [0, -1, 1.5, 2 ** 31, -(2 ** 53), 1e308, Math.floor(rng() * 1e6)]);
    case 3:
    case 4:
      return randomText(rng);
    case 5:
      return Array.from({ length: Math.floor(rng() * 4) }, () => randomValue(rng, depth + 1));
    default:
      return Object.fromEntries(
        Array.from({ length: Math.floor(rng() * 4) }, () => [
          pick(rng, [...INHERITED, 'name', 'id', 'q', randomText(rng)]),
          randomValue(rng, depth + 1),
        ]),
      );
  }
};
export const ALPHABET = [
  'a',
  'Z',
  '0',
  ' ',
  '"',
  "'",
  '\\',
  '%',
  '_',
  '/',
  '.',
  '\u0000',
  'é',
  'ß',
  '’',
  '€',
  '😀',
  '\n',
  '<',
  '{',
];
export const randomText = (rng: Rng): string => {
  const length = pick(rng, [0, 1, 3, 8, 40, 300, 5000]);
  return Array.from({ length }, () => pick(rng, ALPHABET)).join('');
};

export const json = (payload: string, contentType = 'application/json') => ({
  payload,
  headers: { 'content-type': contentType },
});
