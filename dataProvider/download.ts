import type { HttpResult } from './http';

/** The file name a Content-Disposition header gives: filename* (RFC 6266, UTF-8) before filename. */
export function filenameOf(disposition: string | null): string | undefined {
  if (!disposition) return undefined;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition);
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed filename* falls back to the plain filename.
    }
  }
  return /filename\s*=\s*"([^"]*)"/i.exec(disposition)?.[1] || undefined;
}

/** A downloaded file as a File named by the server (in the user's language), else the bare Blob. */
export function namedDownload(result: HttpResult<Blob>): Blob {
  const name = filenameOf(result.headers.get('Content-Disposition'));
  return name ? new File([result.data], name, { type: result.data.type }) : result.data;
}
