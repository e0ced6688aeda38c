import {
  index,
  integer,
  type PgColumnBuilderBase,
  pgTable,
  primaryKey,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Which of a link table's columns is the row that holds (parent) and which the row held (member). */
interface LinkEnds<C> {
  parent: keyof C & string;
  member: keyof C & string;
  /** The index on the member: the parents holding a member, read before deleting it (409). */
  memberIndex: string;
}

/** A link table: a member at most once per parent (the primary key), and its index on the member. */
export const linkTable = <N extends string, C extends Record<string, PgColumnBuilderBase>>(
  name: N,
  columns: C,
  ends: LinkEnds<C>,
) =>
  pgTable(name, columns, (t) => [
    primaryKey({ columns: [t[ends.parent], t[ends.member]] }),
    index(ends.memberIndex).on(t[ends.member]),
  ]);

/**
 * A parent's members in order: the parent and the position are the primary key, and a member
 * stands at most once in a parent (memberKey, the unique index).
 */
export const orderedLinkTable = <N extends string, C extends Record<string, PgColumnBuilderBase>>(
  name: N,
  columns: C,
  ends: LinkEnds<C> & { memberKey: string },
) =>
  pgTable(name, { ...columns, position: integer('position').notNull() }, (t) => [
    primaryKey({ columns: [t[ends.parent], t.position] }),
    uniqueIndex(ends.memberKey).on(t[ends.parent], t[ends.member]),
    index(ends.memberIndex).on(t[ends.member]),
  ]);
