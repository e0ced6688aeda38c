import { z } from 'zod';

/**
 * A question's optional audio or image file (PUT /question/media/{id}). The bytes decide its type:
 * one of these, whatever the browser says; at most QUESTION_MEDIA_MAX_BYTES (413 past it).
 */
export const QUESTION_MEDIA_TYPES = {
  'audio/mpeg': 'audio',
  'audio/ogg': 'audio',
  'audio/wav': 'audio',
  'audio/mp4': 'audio',
  'image/png': 'image',
  'image/jpeg': 'image',
  'image/webp': 'image',
  'image/gif': 'image',
} as const;
export type QuestionMediaType = keyof typeof QUESTION_MEDIA_TYPES;
export const QUESTION_MEDIA_MAX_BYTES = 10 * 1024 * 1024;

/** A file whose bytes are none of the types above. */
export const MEDIA_TYPE_REFUSED = 'app.media.type_refused';
/** A form without its `file` part. */
export const MEDIA_FILE_REQUIRED = 'app.media.file_required';
/** A signed link altered or forged (403), past its time (410), or for a finished attempt (410). */
export const MEDIA_LINK_INVALID = 'app.media.link_invalid';
export const MEDIA_LINK_EXPIRED = 'app.media.link_expired';
export const MEDIA_ATTEMPT_CLOSED = 'app.media.attempt_closed';

export const MediaKindSchema = z.enum(['audio', 'image']);
export type MediaKind = z.infer<typeof MediaKindSchema>;

/**
 * A question's file as staff read it: no store key; url is the API path of a link signed for two
 * hours (GET /media/{token}), given by GET /question and /question/{id}.
 */
export const QuestionMediaViewSchema = z.object({
  kind: MediaKindSchema,
  name: z.string(),
  contentType: z.string(),
  size: z.int(),
  url: z.string().optional(),
});
export type QuestionMediaView = z.infer<typeof QuestionMediaViewSchema>;

/** A question's file on the test page and in the review: its kind and a signed link (API path). */
export const SignedMediaSchema = z.object({ kind: MediaKindSchema, url: z.string() });
export type SignedMedia = z.infer<typeof SignedMediaSchema>;

/** The type the first bytes of a file tell, among QUESTION_MEDIA_TYPES; undefined for any other. */
export function sniffMediaType(b: Uint8Array): QuestionMediaType | undefined {
  const ascii = (from: number, to: number) => String.fromCharCode(...b.subarray(from, to));
  if (b.length >= 8 && ascii(1, 4) === 'PNG' && b[0] === 0x89 && b[4] === 0x0d) return 'image/png';
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  if (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a') return 'image/gif';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WAVE') return 'audio/wav';
  if (ascii(0, 4) === 'OggS') return 'audio/ogg';
  if (ascii(4, 8) === 'ftyp') return 'audio/mp4';
  if (ascii(0, 3) === 'ID3') return 'audio/mpeg';
  // An MPEG audio frame header without tags: 11 sync bits, a layer other than "reserved".
  if (b.length >= 2 && b[0] === 0xff && (b[1] & 0xe0) === 0xe0 && (b[1] & 0x06) !== 0)
    return 'audio/mpeg';
  return undefined;
}
