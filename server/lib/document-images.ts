import { sniffMediaType } from '../../domain/entities/question-media';
import { loadJsPdf } from './document-libraries';

/** An image a document draws (the provider's logo, its signature): its bytes and pixel size. */
export interface DocumentImage {
  bytes: Buffer;
  type: 'png' | 'jpeg';
  width: number;
  height: number;
}

/** The images a document may carry, when the provider gave them. */
export interface DocumentImages {
  logo?: DocumentImage;
  signature?: DocumentImage;
}

/**
 * A PNG or JPEG image as jsPDF reads it (the library that draws it): its type and size in pixels;
 * undefined for anything else, or an image it cannot read.
 */
export async function readImage(
  bytes: Buffer,
): Promise<{ type: 'png' | 'jpeg'; width: number; height: number } | undefined> {
  const sniffed = sniffMediaType(bytes);
  if (sniffed !== 'image/png' && sniffed !== 'image/jpeg') return undefined;
  const JsPdf = await loadJsPdf();
  try {
    const properties = new JsPdf().getImageProperties(new Uint8Array(bytes));
    if (!(properties.width > 0 && properties.height > 0)) return undefined;
    return {
      type: sniffed === 'image/png' ? 'png' : 'jpeg',
      width: properties.width,
      height: properties.height,
    };
  } catch {
    return undefined;
  }
}

/** The size in `unit` of an image fitted in a box of maxWidth × maxHeight, its proportions kept. */
export function fitted(
  image: { width: number; height: number },
  maxWidth: number,
  maxHeight: number,
) {
  const scale = Math.min(maxWidth / image.width, maxHeight / image.height);
  return { width: image.width * scale, height: image.height * scale };
}
