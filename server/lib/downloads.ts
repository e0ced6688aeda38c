import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

// Letters that NFD does not split into a base letter and an accent.
const LIGATURES: Record<string, string> = {
  Œ: 'OE',
  œ: 'oe',
  Æ: 'AE',
  æ: 'ae',
  ß: 'ss',
  Ø: 'O',
  ø: 'o',
};

/** A file name safe in Content-Disposition's plain filename: ASCII letters, digits, dot, dash. */
export const safeFilename = (base: string, extension: string) => {
  const clean = base
    .replace(/[ŒœÆæßØø]/g, (c) => LIGATURES[c])
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9.-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100);
  return `${clean || 'export'}.${extension}`;
};

/** The name as the user reads it, accents kept; only what file systems refuse becomes a dash. */
export const unicodeFilename = (base: string, extension: string) => {
  const clean = base
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}\\/:*?"<>|\s]+/gu, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[-.]+|-+$/g, '')
    .slice(0, 100);
  return `${clean || 'export'}.${extension}`;
};

// RFC 8187 value characters: encodeURIComponent leaves ' ( ) * ! unescaped, which attr-char forbids.
const rfc8187 = (value: string) =>
  encodeURIComponent(value).replace(
    /['()*!]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/**
 * Content-Disposition of a download: the ASCII name for old clients and, when the real name has
 * other characters, filename* (RFC 6266) with it in UTF-8.
 */
export function attachment(base: string, extension: string): string {
  const ascii = safeFilename(base, extension);
  const unicode = unicodeFilename(base, extension);
  return unicode === ascii
    ? `attachment; filename="${ascii}"`
    : `attachment; filename="${ascii}"; filename*=UTF-8''${rfc8187(unicode)}`;
}

/** Sends a built file as a download. */
export const sendFile = (
  reply: FastifyReply,
  contentType: string,
  disposition: string,
  body: Buffer,
) =>
  reply.header('Content-Type', contentType).header('Content-Disposition', disposition).send(body);

/** Sends a stored file as a private download: never cached, never sniffed as another type. */
export const sendStoredAttachment = (
  reply: FastifyReply,
  file: { body: Readable; size: number },
  contentType: string,
  disposition: string,
) =>
  reply
    .header('content-type', contentType)
    .header('content-length', file.size)
    .header('content-disposition', disposition)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(file.body);
