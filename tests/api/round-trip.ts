import { expect } from 'vitest';
import type { build } from './helpers';

type InjectAs = Awaited<ReturnType<typeof build>>['injectAs'];
type Row = Record<string, unknown> & { _id: string };

const FORGED_ID = '00000000-0000-4000-8000-00000000abcd';
const FORGED_DATE = '2001-02-03T04:05:06.000Z';

export interface RoundTrip {
  injectAs: InjectAs;
  /** The list path, e.g. '/api/student'. */
  base: string;
  /** Where a record is read under, when not the list path (the sessions' '/api/session/id'). */
  item?: string;
  /** What must change for a copy to be accepted (a unique e-mail). */
  fresh: Record<string, unknown>;
  /** Read-only values of this resource besides _id and the dates: joined names, status. */
  forged: Record<string, unknown>;
  /** The same on update, where some (an employee's status) are writable. */
  forgedOnUpdate?: Record<string, unknown>;
}

/**
 * A record as the API answers it can be sent back. POST and PUT accept it,
 * ignore its read-only values (forged here, to see that none is written), and still refuse a
 * key that is neither writable nor part of the record.
 */
export async function checkRoundTrip({
  injectAs,
  base,
  item = base,
  fresh,
  forged,
  forgedOnUpdate = forged,
}: RoundTrip) {
  const listed = await injectAs('superAdmin', { url: base, query: { range: '[0,0]' } });
  expect(listed.statusCode).toBe(200);
  const [record] = listed.json() as Row[];
  expect(record).toBeDefined();
  const archivable = 'archivedAt' in record;
  const dates = { createdAt: FORGED_DATE, ...(archivable ? { archivedAt: FORGED_DATE } : {}) };

  const copy: Row = {
    ...record,
    ...fresh,
    ...dates,
    ...forged,
    _id: FORGED_ID,
    updatedAt: FORGED_DATE,
  };
  const posted = await injectAs('superAdmin', { method: 'POST', url: base, payload: copy });
  expect(posted.statusCode, posted.body).toBe(201);
  const created = posted.json() as Row;
  expect(created).toMatchObject(fresh);
  for (const key of ['_id', 'updatedAt', ...Object.keys(dates), ...Object.keys(forged)]) {
    expect(created[key], key).not.toEqual(copy[key]);
  }
  if (archivable) expect(created.archivedAt).toBeNull();
  expect((await injectAs('superAdmin', { url: `${item}/${FORGED_ID}` })).statusCode).toBe(404);

  // Sent back as read, with forged read-only values: same row, none of them written.
  const url = `${item}/${created._id}`;
  const put = await injectAs('superAdmin', {
    method: 'PUT',
    url,
    payload: { ...created, ...dates, ...forgedOnUpdate, _id: record._id },
  });
  expect(put.statusCode, put.body).toBe(200);
  const updated = put.json() as Row;
  expect(updated).toMatchObject({ _id: created._id, createdAt: created.createdAt });
  for (const key of Object.keys(forgedOnUpdate)) expect(updated[key], key).toEqual(created[key]);
  if (archivable) expect(updated.archivedAt).toBeNull();
  const other = (await injectAs('superAdmin', { url: `${item}/${record._id}` })).json();
  expect(other.updatedAt).toBe(record.updatedAt);

  if (archivable) {
    const archived = await injectAs('superAdmin', {
      method: 'PUT',
      url: `${base}/archive/${created._id}`,
      payload: { archived: true },
    });
    const stays = await injectAs('superAdmin', {
      method: 'PUT',
      url,
      payload: { ...(archived.json() as Row), archivedAt: null },
    });
    expect(stays.statusCode, stays.body).toBe(200);
    expect(stays.json().archivedAt).toBe(archived.json().archivedAt);
  }

  const now = (await injectAs('superAdmin', { url })).json() as Row;
  for (const [method, target, payload] of [
    ['POST', base, { ...copy, nickname: 'x' }],
    ['PUT', url, { ...now, nickname: 'x' }],
  ] as const) {
    const refused = await injectAs('superAdmin', { method, url: target, payload });
    expect(refused.statusCode, `${method} ${refused.body}`).toBe(400);
    expect(refused.json().errors).toEqual({ nickname: 'Unknown field' });
  }
  expect((await injectAs('superAdmin', { url })).json()).toEqual(now);
  // The copy leaves the file's other tests the rows they counted.
  expect((await injectAs('superAdmin', { method: 'DELETE', url })).statusCode).toBe(200);
}
