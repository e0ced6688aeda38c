import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import type { FileStore } from '../adapters/files';
import { byteLimit } from '../adapters/files/folder';
import { readMultipartForm } from './upload';

/** A multipart form read into memory: its text fields and its file's bytes, never stored. */
export interface MemoryForm {
  fields: Record<string, string>;
  file?: { fileName: string; bytes: Buffer };
}

/**
 * readMultipartForm (its limits and translated 413, 400 and 415) into a store of one request's
 * memory: for a file read once and thrown away, such as a spreadsheet to import.
 */
export async function readMultipartInMemory(
  request: FastifyRequest,
  maxBytes: number,
): Promise<MemoryForm> {
  const held = new Map<string, Buffer>();
  const store: FileStore = {
    kind: 'folder',
    async put(key, body, options = {}) {
      const chunks: Buffer[] = [];
      const { counter, size } = byteLimit(options.maxBytes);
      const sink = new Writable({
        write(chunk: Buffer, _encoding, callback) {
          chunks.push(chunk);
          callback();
        },
      });
      try {
        await pipeline(body, counter, sink);
      } catch (error) {
        body.resume();
        throw error;
      }
      held.set(key, Buffer.concat(chunks));
      return { size: size() };
    },
    async get(key) {
      const bytes = held.get(key);
      return bytes ? { body: Readable.from([bytes]), size: bytes.length } : undefined;
    },
    async delete(key) {
      held.delete(key);
    },
    async download() {
      return false;
    },
    // This request's memory: there while it runs.
    async check() {},
  };
  const form = await readMultipartForm(request, store, { maxBytes, keyFor: () => 'upload' });
  const bytes = form.file ? held.get(form.file.key) : undefined;
  return {
    fields: form.fields,
    file: form.file && bytes ? { fileName: form.file.fileName, bytes } : undefined,
  };
}
