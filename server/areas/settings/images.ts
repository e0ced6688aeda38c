import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { eq, sql } from 'drizzle-orm';
import {
  IMAGE_MAX_PIXELS,
  PROVIDER_IMAGES,
  type ProviderImage,
  type ProviderImages,
  type ProviderImagesAnswer,
  ProviderImagesSchema,
} from '../../../domain/entities/settings';
import type { FileStore } from '../../adapters/files';
import type { Database } from '../../db/connect';
import { settings } from '../../db/schema';
import { type DocumentImages, readImage } from '../../lib/document-images';
import { HttpError, notFound } from '../../lib/http-errors';
import { type Runner, rowsOf } from '../../lib/raw-rows';

const KEY = 'images';
const NONE: ProviderImages = { logo: null, signature: null };

const imagesOf = (stored: unknown): ProviderImages => {
  const parsed = ProviderImagesSchema.safeParse(stored);
  return parsed.success ? parsed.data : NONE;
};

async function readImages(db: Runner): Promise<ProviderImages> {
  const [row] = await rowsOf(db, sql`select value from settings where key = ${KEY}`);
  return imagesOf(row?.value);
}

/** GET /settings/images: each image's type, size and date (never its key), null when none. */
export async function imagesAnswer(db: Runner): Promise<ProviderImagesAnswer> {
  const images = await readImages(db);
  const out = (image: ProviderImage) => {
    const stored = images[image];
    if (!stored) return null;
    const { key: _key, ...rest } = stored;
    return rest;
  };
  return { logo: out('logo'), signature: out('signature') };
}

/**
 * The images row written under lock: `change` gets the images as they are and answers them as
 * they will be; answers the file keys the change left behind, to delete once it is written.
 */
async function changeImages(
  db: Database,
  change: (images: ProviderImages) => ProviderImages,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx
      .insert(settings)
      .values({ key: KEY, value: NONE })
      .onConflictDoNothing({ target: settings.key });
    const [row] = await tx
      .select({ value: settings.value })
      .from(settings)
      .where(eq(settings.key, KEY))
      .for('update');
    const before = imagesOf(row?.value);
    const after = change(before);
    await tx
      .update(settings)
      .set({ value: after, updatedAt: new Date() })
      .where(eq(settings.key, KEY));
    return PROVIDER_IMAGES.flatMap((image) => {
      const old = before[image]?.key;
      return old && old !== after[image]?.key ? [old] : [];
    });
  });
}

const refused = (key: string, params: Record<string, string | number> = {}) =>
  new HttpError(400, key, params, { file: key });

/**
 * PUT /settings/images/{image}: a PNG or JPEG the PDF library reads, at most IMAGE_MAX_PIXELS on
 * its longest side (400 on the file otherwise, nothing kept), stored under a new key; the image it
 * replaces is deleted once the row is written.
 */
export async function uploadImage(
  deps: { db: Database; files: FileStore },
  image: ProviderImage,
  bytes: Buffer,
): Promise<ProviderImagesAnswer> {
  const read = await readImage(bytes);
  if (!read) throw refused('app.settings_ui.images.not_image');
  if (Math.max(read.width, read.height) > IMAGE_MAX_PIXELS)
    throw refused('app.settings_ui.images.too_many_pixels', { max: IMAGE_MAX_PIXELS });
  const key = `settings/${image}/${randomUUID()}.${read.type === 'png' ? 'png' : 'jpg'}`;
  await deps.files.put(key, Readable.from([bytes]), { contentType: `image/${read.type}` });
  let left: string[];
  try {
    left = await changeImages(deps.db, (images) => ({
      ...images,
      [image]: { key, ...read, size: bytes.length, uploadedAt: new Date().toISOString() },
    }));
  } catch (error) {
    await deps.files.delete(key).catch(() => {});
    throw error;
  }
  for (const old of left) await deps.files.delete(old).catch(() => {});
  return imagesAnswer(deps.db);
}

/** DELETE /settings/images/{image}: 404 when there is none. */
export async function removeImage(deps: { db: Database; files: FileStore }, image: ProviderImage) {
  if (!(await readImages(deps.db))[image]) throw notFound();
  const left = await changeImages(deps.db, (images) => ({ ...images, [image]: null }));
  for (const old of left) await deps.files.delete(old).catch(() => {});
  return imagesAnswer(deps.db);
}

/** An image's bytes and type, for its GET; undefined when there is none. */
export async function imageFile(deps: { db: Runner; files: FileStore }, image: ProviderImage) {
  const stored = (await readImages(deps.db))[image];
  if (!stored) return undefined;
  const file = await deps.files.get(stored.key);
  return file ? { ...stored, bytes: await buffer(file.body) } : undefined;
}

/** The images the documents draw, with their bytes: those given, whose files are there. */
export async function documentImages(deps: {
  db: Runner;
  files: FileStore;
}): Promise<DocumentImages> {
  const out: DocumentImages = {};
  for (const image of PROVIDER_IMAGES) {
    const file = await imageFile(deps, image);
    if (file)
      out[image] = { bytes: file.bytes, type: file.type, width: file.width, height: file.height };
  }
  return out;
}
