import type { Unit } from '../domain/entities/unit';
import { API_URL, http } from './http';
import { loadSession } from './session';

export interface UploadOutcome {
  ok: boolean;
  status: number;
  /** The unit made (ok), or the server's translated { message } (KO); status 0: the network failed. */
  data: Unit | { message?: string };
}

/**
 * POST /unit with the package as multipart/form-data (part `file`), by XMLHttpRequest: fetch
 * reports no upload progress. onProgress gets 0..1 as the bytes leave; onSent when all are sent
 * (the server then checks and unpacks). The token is renewed first when it is due, by a small
 * request through the app's client.
 */
export async function uploadUnitPackage(
  file: File,
  onProgress: (fraction: number) => void,
  onSent: () => void = () => {},
): Promise<UploadOutcome> {
  await http('/unit?range=[0,0]');
  const token = loadSession()?.token;
  const body = new FormData();
  body.append('file', file, file.name);
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_URL}/unit`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader(
      'Accept-Language',
      (typeof document !== 'undefined' && document.documentElement.lang) || 'en',
    );
    if (token) xhr.setRequestHeader('Authorization', `Token ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.upload.onload = () => {
      onProgress(1);
      onSent();
    };
    xhr.onload = () => {
      let data: UploadOutcome['data'] = {};
      try {
        data = JSON.parse(xhr.responseText || '{}');
      } catch {
        data = { message: xhr.responseText };
      }
      resolve({ ok: xhr.status >= 200 && xhr.status < 300, status: xhr.status, data });
    };
    xhr.onerror = () => resolve({ ok: false, status: 0, data: {} });
    xhr.onabort = () => resolve({ ok: false, status: 0, data: {} });
    xhr.send(body);
  });
}
