import { z } from 'zod';
import { many, requiredText, updatedAtField } from './fields';
import { writableBody } from './writable-body';

/**
 * The kinds of learning resource (resources.type): a document (PDF, slides, text), an audio or a
 * video recording, an image, or a website (a link to a page or an online exercise).
 */
export const RESOURCE_TYPES = ['document', 'audio', 'video', 'image', 'website'] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

export const RESOURCE_NAME_MAX_LENGTH = 200;
export const RESOURCE_LABEL_MAX_LENGTH = 200;
export const CATEGORY_NAME_MAX_LENGTH = 100;
export const URL_MAX_LENGTH = 2000;

/** Message keys (locales/fragments/learning-resources-ui.ts). */
export const CATEGORY_TAKEN = 'app.resources.category_taken';
export const CATEGORY_IN_USE = 'app.resources.category_in_use';
export const UNKNOWN_CATEGORY = 'app.resources.unknown_category';
export const FILE_OR_URL = 'app.resources.file_or_url';
export const URL_INVALID = 'app.resources.url_invalid';
export const TYPE_INVALID = 'app.resources.type_invalid';

/** A resource category (/category). */
export const CategorySchema = z.object({
  _id: z.uuid(),
  name: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Category = z.infer<typeof CategorySchema>;

export const CreateCategorySchema = writableBody(CategorySchema, {
  name: requiredText(CATEGORY_NAME_MAX_LENGTH).transform((v) => v.trim()),
});
export type CreateCategory = z.output<typeof CreateCategorySchema>;

export const CategoryFilterSchema = z.object({
  q: z.string().max(200).optional(),
  id: z.union([z.uuid(), z.array(z.uuid()).max(1000)]).optional(),
});

/**
 * A learning resource (/resources): a stored file (fileName, contentType, fileSize; downloaded at
 * /resources/{id}/file) or a link (url), exactly one of the two.
 */
export const ResourceSchema = z.object({
  _id: z.uuid(),
  name: z.string(),
  type: z.enum(RESOURCE_TYPES),
  label: z.string(),
  categoryId: z.uuid().nullable(),
  categoryName: z.string().nullable(),
  fileName: z.string().nullable(),
  contentType: z.string().nullable(),
  fileSize: z.number().int().nullable(),
  url: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Resource = z.infer<typeof ResourceSchema>;

/** An http or https address; anything else (javascript:, file:, data:) is refused. */
export const urlField = z
  .string()
  .trim()
  .max(URL_MAX_LENGTH, URL_INVALID)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
    } catch {
      return false;
    }
  }, URL_INVALID);

const typeField = z.enum(RESOURCE_TYPES, TYPE_INVALID);

/**
 * Create (JSON or the text fields of multipart/form-data): the file comes as the `file` part;
 * url is the link, null or absent for a file. Exactly one of the two, checked by the service.
 */
export const CreateResourceSchema = writableBody(ResourceSchema, {
  name: requiredText(RESOURCE_NAME_MAX_LENGTH),
  type: typeField,
  label: requiredText(RESOURCE_LABEL_MAX_LENGTH),
  categoryId: z.uuid(UNKNOWN_CATEGORY).nullable().optional(),
  url: urlField.nullable().optional(),
});
export type CreateResource = z.output<typeof CreateResourceSchema>;

/** Update: a url turns the resource into a link (its file is deleted); null or absent keeps what it has. */
export const UpdateResourceSchema = writableBody(ResourceSchema, {
  name: requiredText(RESOURCE_NAME_MAX_LENGTH).optional(),
  type: typeField.optional(),
  label: requiredText(RESOURCE_LABEL_MAX_LENGTH).optional(),
  categoryId: z.uuid(UNKNOWN_CATEGORY).nullable().optional(),
  url: urlField.nullable().optional(),
  updatedAt: updatedAtField.optional(),
});
export type UpdateResource = z.output<typeof UpdateResourceSchema>;

/** The filters of GET /resources: q (name and label), id (getMany), type, categoryId. */
export const ResourceFilterSchema = z.object({
  q: z.string().max(200).optional(),
  id: many(z.uuid()).optional(),
  type: many(z.enum(RESOURCE_TYPES)).optional(),
  categoryId: many(z.uuid()).optional(),
});

/**
 * The content types a downloaded file is served with: the common kinds of a learning resource. Any
 * other type (text/html, image/svg+xml, whatever a browser could run) is served as
 * application/octet-stream, always as an attachment.
 */
export const DOWNLOAD_TYPES = [
  'application/pdf',
  'text/plain',
  'text/csv',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'audio/mpeg',
  'audio/ogg',
  'audio/wav',
  'audio/mp4',
  'video/mp4',
  'video/webm',
  'video/ogg',
  'application/zip',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-powerpoint',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.presentation',
  'application/vnd.oasis.opendocument.spreadsheet',
  'application/octet-stream',
] as const;

/** The type a stored file is served with: its own when listed, else application/octet-stream. */
export function downloadType(contentType: string | null | undefined): string {
  const bare = (contentType ?? '').split(';')[0].trim().toLowerCase();
  return (DOWNLOAD_TYPES as readonly string[]).includes(bare) ? bare : 'application/octet-stream';
}
