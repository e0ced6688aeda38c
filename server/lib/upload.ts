import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { type FileStore, FileTooLargeError } from '../adapters/files';
import { badRequest, HttpError } from './http-errors';

/** A file part streamed into app.files by readMultipartForm. */
export interface StoredUpload {
  /** The key it was stored under (keyFor's answer). */
  key: string;
  /** The name the browser sent, without any folder part (may be ''). */
  fileName: string;
  /** The content type the browser sent ('application/octet-stream' when none). */
  contentType: string;
  size: number;
}

export interface MultipartForm {
  /** The text fields, by name (a repeated name keeps its last value). */
  fields: Record<string, string>;
  /** The file part, when the form had one with a name (an empty file input sends none). */
  file?: StoredUpload;
}

export interface MultipartOptions {
  /** Past this many bytes: 413 app.errors.file_too_large, nothing stored. */
  maxBytes: number;
  /** The key to store the file under, e.g. () => `resources/${randomUUID()}`. */
  keyFor: (fileName: string) => string;
  /** The name of the file part; any other file part is a 400. Default 'file'. */
  fileField?: string;
}

/** "20 MB", "512 kB": the limit in the 413 message. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
  if (bytes >= 1024) return `${Math.round((bytes / 1024) * 10) / 10} kB`;
  return `${bytes} B`;
}

export const fileTooLarge = (maxBytes: number) =>
  new HttpError(413, 'app.errors.file_too_large', { max: formatBytes(maxBytes) });

/** Turns the multipart parser's and the store's errors into translated answers (never a 500). */
export function uploadError(error: unknown, maxBytes: number): unknown {
  if (error instanceof HttpError) return error;
  if (error instanceof FileTooLargeError) return fileTooLarge(maxBytes);
  const code = (error as { code?: string }).code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return fileTooLarge(maxBytes);
    case 'FST_FILES_LIMIT':
      return badRequest('app.errors.one_file_only');
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new HttpError(413, 'app.errors.body_too_large');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new HttpError(415, 'app.errors.bad_request');
  }
  // Busboy's own refusals of a malformed body ("Unexpected end of form", "Malformed part header"...)
  // and a client that went away: the request is at fault.
  const message = (error as Error | undefined)?.message ?? '';
  if (
    code?.startsWith('FST_') ||
    /form|part|boundary|multipart|premature|terminated|aborted/i.test(message)
  )
    return badRequest('app.errors.bad_request');
  return error;
}

/**
 * Reads a multipart/form-data request: its text fields, and at most one file part (fileField),
 * streamed into app.files under keyFor(fileName) with the byte limit. Throws an HttpError
 * (413 app.errors.file_too_large, 400, 415) on a refused upload, with nothing stored.
 * When the caller refuses the form after this resolved, it must delete form.file.key itself.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  files: FileStore,
  { maxBytes, keyFor, fileField = 'file' }: MultipartOptions,
): Promise<MultipartForm> {
  const fields = new Map<string, string>();
  let file: StoredUpload | undefined;
  try {
    // One byte past the limit reaches the store's counter, which refuses it (FileTooLargeError).
    for await (const part of request.parts({ limits: { fileSize: maxBytes + 1, files: 1 } })) {
      if (part.type === 'field') {
        fields.set(
          part.fieldname,
          typeof part.value === 'string' ? part.value : String(part.value),
        );
        continue;
      }
      if (part.fieldname !== fileField || file) {
        part.file.resume();
        throw badRequest('app.errors.one_file_only');
      }
      const fileName = (part.filename ?? '').split(/[\\/]/).pop() ?? '';
      if (!fileName) {
        // An empty file input: no file chosen.
        part.file.resume();
        continue;
      }
      const key = keyFor(fileName);
      const contentType = part.mimetype || 'application/octet-stream';
      const { size } = await files.put(key, part.file, { maxBytes, contentType });
      file = { key, fileName, contentType, size };
    }
  } catch (error) {
    if (file) await files.delete(file.key).catch(() => {});
    throw uploadError(error, maxBytes);
  }
  return { fields: Object.fromEntries(fields), file };
}

/** Content-Disposition for a download: an ASCII fallback plus the UTF-8 name (RFC 6266 / 5987). */
export function attachment(fileName: string): string {
  const name = fileName || 'download';
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** The field errors of a refused multipart form, with the keys the JSON body's validation uses. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out = new Map<string, string>();
  for (const issue of error.issues) {
    const keys =
      issue.code === 'unrecognized_keys' ? issue.keys : [issue.path.map(String).join('.') || '_'];
    const key = issue.message.startsWith('app.')
      ? issue.message
      : issue.code === 'invalid_type' && issue.input === undefined
        ? 'app.errors.field_required'
        : issue.code === 'too_big'
          ? 'app.errors.field_too_long'
          : issue.code === 'unrecognized_keys'
            ? 'app.errors.field_unknown'
            : 'app.errors.field_invalid';
    for (const name of keys) if (!out.has(name)) out.set(name, key);
  }
  return Object.fromEntries(out);
}

/** A multipart form's text fields read by `schema`: a 400 naming each refused field. */
export function parseFormFields<S extends z.ZodType>(
  schema: S,
  fields: Record<string, unknown>,
): z.output<S> {
  const parsed = schema.safeParse(fields);
  if (!parsed.success) throw badRequest('app.errors.validation', fieldErrors(parsed.error));
  return parsed.data;
}
