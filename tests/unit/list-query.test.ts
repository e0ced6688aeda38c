import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import {
  contentRange,
  orderBy,
  parseListQuery,
  searchCondition,
  sortKey,
} from '../../server/lib/list-query';

const dialect = new PgDialect();
const render = (q: unknown) => {
  const condition = searchCondition(sql`search`, q);
  return condition ? dialect.sqlToQuery(condition) : undefined;
};

describe('list query dialect', () => {
  it('reads range, sort and filter', () => {
    const list = parseListQuery({ range: '[10,19]', sort: '["name","DESC"]', filter: '{"q":"a"}' });
    expect(list).toMatchObject({
      paged: true,
      offset: 10,
      limit: 10,
      sortField: 'name',
      sortOrder: 'DESC',
    });
    expect(list.filter).toEqual({ q: 'a' });
  });

  it.each(['[5,1]', '[-1,3]', 'nope', '{"a":1}'])('refuses the range %s with a 400', (range) => {
    expect(() => parseListQuery({ range })).toThrow(expect.objectContaining({ statusCode: 400 }));
  });

  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty'])(
    'refuses the inherited name %s as a sort field with a 400',
    (field) => {
      const list = parseListQuery({ sort: JSON.stringify([field, 'ASC']) });
      expect(() => orderBy(list, { name: sql`name` }, sql`name`, sql`id` as never)).toThrow(
        expect.objectContaining({ statusCode: 400 }),
      );
    },
  );

  it("sorts every list by the record id (id, react-admin's default, or _id) and by its own fields only", () => {
    const sortable = { name: 'lower(name)' };
    const of = (sort?: string) => sortKey(parseListQuery({ sort }), sortable);
    expect(of()).toBeUndefined();
    expect(of('["id","ASC"]')).toBe('id');
    expect(of('["_id","DESC"]')).toBe('id');
    expect(of('["name","ASC"]')).toBe('name');
    expect(() => of('["email","ASC"]')).toThrow(expect.objectContaining({ statusCode: 400 }));
    const byId = orderBy(
      parseListQuery({ sort: '["id","DESC"]' }),
      {},
      sql`name`,
      sql`id` as never,
    );
    expect(byId.map((part) => dialect.sqlToQuery(part).sql)).toEqual(['id desc', 'id desc']);
  });

  it('writes Content-Range for a page and for an empty page', () => {
    const list = parseListQuery({ range: '[0,9]' });
    expect(contentRange(list, 10, 1234)).toBe('items 0-9/1234');
    expect(contentRange(list, 0, 0)).toBe('items 0-0/0');
  });
});

describe('search condition', () => {
  it('needs every word, in any order', () => {
    const query = render('  zoe   lefevre ');
    expect(query?.params).toEqual(['zoe', 'lefevre']);
    expect(query?.sql.match(/like/g)).toHaveLength(2);
  });

  it('escapes LIKE wildcards so they match literally', () => {
    expect(render('50%_a\\b')?.params).toEqual(['50\\%\\_a\\\\b']);
  });

  it('ignores blank and non-text searches', () => {
    expect(render('   ')).toBeUndefined();
    expect(render(42)).toBeUndefined();
  });
});
