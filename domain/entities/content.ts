import { z } from 'zod';
import { MAX_LEVEL, MIN_LEVEL } from '../rules/levels';
import { LevelSchema, many, requiredText, updatedAtField } from './fields';
import { writableBody } from './writable-body';

/** Skills content (spec section 3, "Content item"): item types. */
export const OPERATIONAL_SKILL = 2;
export const LINGUISTIC_SKILL = 3;
export const CONTENT_TYPES = [OPERATIONAL_SKILL, LINGUISTIC_SKILL] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

export const CONTENT_TITLE_MAX_LENGTH = 200;
export const CONTENT_MAX_LENGTH = 500;
/** A title holds at most this many items (a bound for the body, far above any real title). */
export const MAX_CONTENT_ITEMS = 200;

/** Message keys of the skills content rules (locales/fragments/skills.ts). */
export const CONTENT_LEVEL_INVALID = 'app.skills.level_invalid';
export const CONTENT_TYPE_INVALID = 'app.skills.type_invalid';
export const UNKNOWN_LANGUAGE = 'app.skills.unknown_language';
export const UNKNOWN_TITLE = 'app.skills.unknown_title';
export const UNKNOWN_ITEM = 'app.skills.unknown_item';
export const TOO_MANY_ITEMS = 'app.skills.too_many_items';
export const ITEMS_REPEATED = 'app.skills.items_repeated';

export const ContentTypeSchema = z.union([
  z.literal(OPERATIONAL_SKILL),
  z.literal(LINGUISTIC_SKILL),
]);

/** One item under a title: a label, type 2 (operational skill) or 3 (linguistic skill), a level. */
export const ContentItemSchema = z.object({
  _id: z.uuid(),
  content: z.string(),
  type: ContentTypeSchema,
  level: LevelSchema,
});
export type ContentItem = z.infer<typeof ContentItemSchema>;

/** A content title with its items (GET /contenttitle). */
export const ContentTitleSchema = z.object({
  _id: z.uuid(),
  title: z.string(),
  level: LevelSchema,
  language: z.uuid().nullable(),
  items: z.array(ContentItemSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ContentTitle = z.infer<typeof ContentTitleSchema>;

const levelField = z
  .int(CONTENT_LEVEL_INVALID)
  .min(MIN_LEVEL, CONTENT_LEVEL_INVALID)
  .max(MAX_LEVEL, CONTENT_LEVEL_INVALID);
const typeField = z.union([z.literal(OPERATIONAL_SKILL), z.literal(LINGUISTIC_SKILL)], {
  error: CONTENT_TYPE_INVALID,
});
const contentField = requiredText(CONTENT_MAX_LENGTH);

/** An item as sent in a title's list: with its _id it is kept and updated, without it is new. */
export const ContentItemInputSchema = z.strictObject({
  _id: z.uuid(UNKNOWN_ITEM).optional(),
  content: contentField,
  type: typeField,
  level: levelField,
});
export type ContentItemInput = z.output<typeof ContentItemInputSchema>;

/** The whole list of a title's items; an item's _id at most once. */
const itemsField = z
  .array(ContentItemInputSchema)
  .max(MAX_CONTENT_ITEMS, TOO_MANY_ITEMS)
  .refine((items) => {
    const ids = items.flatMap((i) => (i._id ? [i._id] : []));
    return new Set(ids).size === ids.length;
  }, ITEMS_REPEATED);

export const CreateContentTitleSchema = writableBody(ContentTitleSchema, {
  title: requiredText(CONTENT_TITLE_MAX_LENGTH),
  level: levelField,
  language: z.uuid(UNKNOWN_LANGUAGE).nullable().default(null),
  items: itemsField.default([]),
});
export type CreateContentTitle = z.output<typeof CreateContentTitleSchema>;

export const UpdateContentTitleSchema = writableBody(ContentTitleSchema, {
  title: requiredText(CONTENT_TITLE_MAX_LENGTH).optional(),
  level: levelField.optional(),
  language: z.uuid(UNKNOWN_LANGUAGE).nullable().optional(),
  items: itemsField.optional(),
  updatedAt: updatedAtField.optional(),
});
export type UpdateContentTitle = z.output<typeof UpdateContentTitleSchema>;

/** POST /content: one item added to a title (title is the title's id). */
export const CreateContentItemSchema = z.strictObject({
  title: z.uuid(UNKNOWN_TITLE),
  content: contentField,
  type: typeField,
  level: levelField,
});
export type CreateContentItem = z.output<typeof CreateContentItemSchema>;

/** The filters of GET /contenttitle: q (title), id (getMany), level (one or several), language. */
export const ContentTitleFilterSchema = z.object({
  q: z.string().max(200).optional(),
  id: many(z.uuid()).optional(),
  level: many(z.coerce.number().int().min(MIN_LEVEL).max(MAX_LEVEL)).optional(),
  language: z.uuid().optional(),
});
