import { z } from 'zod';
import { MAX_LEVEL, MIN_LEVEL } from '../rules/levels';
import {
  CONTENT_LEVEL_INVALID,
  CONTENT_MAX_LENGTH,
  CONTENT_TITLE_MAX_LENGTH,
  CONTENT_TYPE_INVALID,
  ITEMS_REPEATED,
  LINGUISTIC_SKILL,
  MAX_CONTENT_ITEMS,
  OPERATIONAL_SKILL,
  TOO_MANY_ITEMS,
  UNKNOWN_ITEM,
  UNKNOWN_LANGUAGE,
  UNKNOWN_TITLE,
} from './content-constants';
import { LevelSchema, many, requiredText, updatedAtField } from './fields';
import { writableBody } from './writable-body';

export {
  CONTENT_LEVEL_INVALID,
  CONTENT_MAX_LENGTH,
  CONTENT_TITLE_MAX_LENGTH,
  CONTENT_TYPE_INVALID,
  CONTENT_TYPES,
  type ContentType,
  ITEMS_REPEATED,
  LINGUISTIC_SKILL,
  MAX_CONTENT_ITEMS,
  OPERATIONAL_SKILL,
  TOO_MANY_ITEMS,
  UNKNOWN_ITEM,
  UNKNOWN_LANGUAGE,
  UNKNOWN_TITLE,
} from './content-constants';

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
