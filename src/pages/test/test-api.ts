import { API_URL } from '../../../dataProvider/http';
import {
  type Answer,
  ATTEMPT_TOKEN_HEADER,
  type AttemptView,
  type StartedAttempt,
  type StartTestBody,
  type TestOpening,
} from '../../../domain/entities/test-attempt';

/**
 * The learner's public test calls (GET and POST /test/{code}, then /attempt/{id} with the
 * attempt's secret in ATTEMPT_TOKEN_HEADER): plain fetch, no staff token and no refresh, since the
 * learner has no account. The server answers its messages in the page's language.
 */

/** An answer, or why not: the status (0 when the network failed) and the server's message. */
export type ApiResult<T> =
  | { ok: true; data: T }
  | { ok: false; status: number; message: string; errors?: Record<string, string> };

/** What this browser keeps of an attempt it started, under `test-attempt:<code>`. */
export interface KeptAttempt {
  id: string;
  token: string;
}

const headers = (token?: string, body = false): Record<string, string> => ({
  Accept: 'application/json',
  // src/i18n.ts keeps <html lang> on the chosen language.
  'Accept-Language': document.documentElement.lang || 'en',
  ...(body ? { 'Content-Type': 'application/json' } : {}),
  ...(token ? { [ATTEMPT_TOKEN_HEADER]: token } : {}),
});

const refusal = async (response: Response): Promise<ApiResult<never>> => {
  let message = '';
  let errors: Record<string, string> | undefined;
  try {
    const body = (await response.json()) as { message?: unknown; errors?: unknown };
    if (typeof body.message === 'string') message = body.message;
    if (body.errors && typeof body.errors === 'object')
      errors = Object.fromEntries(
        Object.entries(body.errors).filter((entry): entry is [string, string] => {
          return typeof entry[1] === 'string';
        }),
      );
  } catch {
    // no JSON body: the status alone
  }
  return { ok: false, status: response.status, message, ...(errors ? { errors } : {}) };
};

async function call<T>(
  path: string,
  init: { method?: string; token?: string; body?: unknown } = {},
): Promise<ApiResult<T>> {
  try {
    const response = await fetch(`${API_URL}${path}`, {
      method: init.method ?? 'GET',
      headers: headers(init.token, init.body !== undefined),
      ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
    });
    if (!response.ok) return await refusal(response);
    return { ok: true, data: (await response.json()) as T };
  } catch {
    return { ok: false, status: 0, message: '' };
  }
}

const codePath = (code: string) => `/test/${encodeURIComponent(code)}`;
const attemptPath = (id: string) => `/attempt/${encodeURIComponent(id)}`;

/** GET /test/{code}: the test's title and size; 404 unknown code, 410 closed (the message says why). */
export const readOpening = (code: string) => call<TestOpening>(codePath(code));

/** POST /test/{code} {lastName, firstName, email}: 201 the attempt and its secret; 400 by field. */
export const startTest = (code: string, body: StartTestBody) =>
  call<StartedAttempt>(codePath(code), { method: 'POST', body });

/** GET /attempt/{id}: the attempt as saved; 404 when unknown or not this browser's. */
export const readAttempt = ({ id, token }: KeptAttempt) =>
  call<AttemptView>(attemptPath(id), { token });

/** PUT /attempt/{id}/answer/{index} {answer}; 409 once the attempt is finished. */
export const saveAnswer = ({ id, token }: KeptAttempt, index: number, answer: Answer) =>
  call<{ index: number; answer: Answer }>(`${attemptPath(id)}/answer/${index}`, {
    method: 'PUT',
    token,
    body: { answer },
  });

/** POST /attempt/{id}/finish: the attempt with its finishedAt; 409 when already finished. */
export const finishAttempt = ({ id, token }: KeptAttempt) =>
  call<AttemptView>(`${attemptPath(id)}/finish`, { method: 'POST', token });

const storageKey = (code: string) => `test-attempt:${code}`;

/** The attempt this browser started with the code, if it kept one (storage may be refused). */
export function loadKept(code: string): KeptAttempt | undefined {
  try {
    const raw = localStorage.getItem(storageKey(code));
    if (!raw) return undefined;
    const kept = JSON.parse(raw) as Partial<KeptAttempt>;
    return typeof kept.id === 'string' && typeof kept.token === 'string'
      ? { id: kept.id, token: kept.token }
      : undefined;
  } catch {
    return undefined;
  }
}

export function keep(code: string, kept: KeptAttempt) {
  try {
    localStorage.setItem(storageKey(code), JSON.stringify(kept));
  } catch {
    // storage refused: the attempt lasts as long as the page
  }
}

export function forget(code: string) {
  try {
    localStorage.removeItem(storageKey(code));
  } catch {
    // nothing kept
  }
}
