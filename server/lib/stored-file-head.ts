import type { FileStore } from '../adapters/files';

/** How many first bytes tell a file's type (enough for every signature sniffMediaType knows). */
const HEAD_LENGTH = 16;

/** The first bytes of a stored file, empty when there is no such file. */
export async function storedFileHead(files: FileStore, key: string): Promise<Uint8Array> {
  const stored = await files.get(key);
  if (!stored) return new Uint8Array();
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of stored.body) {
    chunks.push(chunk as Buffer);
    length += (chunk as Buffer).length;
    if (length >= HEAD_LENGTH) break;
  }
  stored.body.destroy();
  return Buffer.concat(chunks).subarray(0, HEAD_LENGTH);
}
