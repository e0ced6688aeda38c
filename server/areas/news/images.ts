import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { NEWS_IMAGE_TYPES } from '../../../domain/entities/news';
import { sniffMediaType } from '../../../domain/entities/question-media';
import type { FileStore } from '../../adapters/files';
import type { Config } from '../../config';
import { derivedKey } from '../../content/urls';
import { storedFileHead } from '../../lib/stored-file-head';

/**
 * News images: stored in the files adapter under news/<uuid>, served at
 * /api/news/image/<uuid>.<ext>/<sig>. The signature (an HMAC of the key segment with a key derived
 * from the server secret) never expires: the path is written in a body that learners read without
 * any header. The extension, under the signature, gives the type the file is served with.
 */
export type NewsImageType = (typeof NEWS_IMAGE_TYPES)[number];

const EXTENSIONS: Record<NewsImageType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};
const TYPES = Object.fromEntries(Object.entries(EXTENSIONS).map(([t, e]) => [e, t])) as Record<
  string,
  NewsImageType
>;

/** The key segment of a news image path: a uuid and the extension of its type. */
const KEY = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(png|jpg|gif|webp)$/;
const SIG = /^[A-Za-z0-9_-]{43}$/;
const PATH = /^\/api\/news\/image\/([^/]+)\/([^/]+)$/;

/** A fresh id of an uploaded image; its file is stored under newsImageFile(id). */
export const newImageId = () => randomUUID();
export const newsImageFile = (id: string) => `news/${id}`;

const sign = (config: Config, key: string) =>
  createHmac('sha256', derivedKey(config, 'news-image')).update(key).digest('base64url');

/** The path of a stored image of that type, as the body's <img src> carries it. */
export function newsImagePath(config: Config, id: string, type: NewsImageType): string {
  const key = `${id}.${EXTENSIONS[type]}`;
  return `/api/news/image/${key}/${sign(config, key)}`;
}

/** The file and type a key segment and its signature grant; undefined when forged or altered. */
export function grantedImage(
  config: Config,
  key: string,
  sig: string,
): { file: string; type: NewsImageType } | undefined {
  const m = KEY.exec(key);
  if (!m || !SIG.test(sig)) return undefined;
  const expected = Buffer.from(sign(config, key));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  return { file: newsImageFile(m[1]), type: TYPES[m[2]] };
}

/** True when src is a news image path this server signed (the sanitiser keeps only those). */
export function isSignedNewsImage(config: Config, src: string): boolean {
  const m = PATH.exec(src);
  return m !== null && grantedImage(config, m[1], m[2]) !== undefined;
}

/** The image type the first bytes of a stored file tell; undefined for any other file. */
export async function sniffStoredImage(
  files: FileStore,
  key: string,
): Promise<NewsImageType | undefined> {
  const type = sniffMediaType(await storedFileHead(files, key));
  return (NEWS_IMAGE_TYPES as readonly string[]).includes(type ?? '')
    ? (type as NewsImageType)
    : undefined;
}
