import { z } from 'zod';
import { NEWS_AUDIENCES } from '../rules/news';
import { many, requiredText, updatedAtField } from './fields';
import { writableBody } from './writable-body';

export const NEWS_TITLE_MAX = 200;
/** The body's HTML as sent, before the sanitiser (images are paths, never data: URLs). */
export const NEWS_BODY_MAX = 100_000;
/** An image of a news body: the bytes decide, one of these types, at most 5 MB. */
export const NEWS_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export const NEWS_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export const NewsAudienceSchema = z.enum(NEWS_AUDIENCES);

/**
 * A news item (/news, "Actualities"): a title, a sanitised HTML body, its publication window
 * (publishUntil null: open), its audience (all learners, a client's, a group's) and its author.
 */
export const NewsSchema = z.object({
  _id: z.uuid(),
  title: z.string(),
  body: z.string(),
  publishFrom: z.string(),
  publishUntil: z.string().nullable(),
  audience: NewsAudienceSchema,
  companyId: z.uuid().nullable(),
  groupId: z.uuid().nullable(),
  pinned: z.boolean(),
  /** The staff member who wrote it (null once that account is deleted). */
  authorId: z.uuid().nullable(),
  archivedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type News = z.infer<typeof NewsSchema>;

const instant = z.iso.datetime({ offset: true });

const newsFields = {
  title: requiredText(NEWS_TITLE_MAX),
  body: z.string().max(NEWS_BODY_MAX).default(''),
  /** Default: now. */
  publishFrom: instant.optional(),
  publishUntil: instant.nullable().default(null),
  audience: NewsAudienceSchema.default('all'),
  companyId: z.uuid().nullable().default(null),
  groupId: z.uuid().nullable().default(null),
  pinned: z.boolean().default(false),
};

export const CreateNewsSchema = writableBody(NewsSchema, newsFields);
export type CreateNews = z.output<typeof CreateNewsSchema>;

export const UpdateNewsSchema = writableBody(NewsSchema, {
  title: newsFields.title.optional(),
  body: z.string().max(NEWS_BODY_MAX).optional(),
  publishFrom: instant.optional(),
  publishUntil: instant.nullable().optional(),
  audience: NewsAudienceSchema.optional(),
  companyId: z.uuid().nullable().optional(),
  groupId: z.uuid().nullable().optional(),
  pinned: z.boolean().optional(),
  updatedAt: updatedAtField.optional(),
});
export type UpdateNews = z.output<typeof UpdateNewsSchema>;

/**
 * The filters of GET /news: q (the title), id, audience, companyId, groupId, authorId, pinned, archived, and
 * current (true: published now, inside its window; false: not yet or no longer).
 */
export const NewsFilterSchema = z.object({
  q: z.string().max(200).optional(),
  id: many(z.uuid()).optional(),
  audience: many(NewsAudienceSchema).optional(),
  companyId: many(z.uuid()).optional(),
  groupId: many(z.uuid()).optional(),
  authorId: many(z.uuid()).optional(),
  pinned: z.boolean().optional(),
  archived: z.boolean().optional(),
  current: z.boolean().optional(),
});

/** The answer of POST /news/image: the signed path to put in the body's <img src>. */
export const NewsImageSchema = z.object({ url: z.string() });

/** One news item as a learner reads it (GET /learner/news/{studentId}). */
export const LearnerNewsSchema = NewsSchema.pick({
  _id: true,
  title: true,
  body: true,
  publishFrom: true,
  publishUntil: true,
  audience: true,
  pinned: true,
});
export type LearnerNews = z.infer<typeof LearnerNewsSchema>;
