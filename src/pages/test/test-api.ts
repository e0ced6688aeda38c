import {
  type Answer,
  ATTEMPT_TOKEN_HEADER,
  type AttemptView,
  type StartedAttempt,
  type StartTestBody,
  type TestOpening,
} from '../../../domain/entities/test-attempt';
import { type ApiResult, publicCall } from '../public-call';

export type { ApiResult };

/**
 * The learner's public test calls (GET and POST /test/{code}, then /attempt/{id} with the
 * attempt's secret in ATTEMPT_TOKEN_HEADER): plain fetch, no staff token and no refresh, since the
 * learner has no account. The server answers its messages in the page's language.
 */

/** What this browser keeps of an attempt it started, under `test-attempt:<code>`. */
export interface KeptAttempt {
  id: string;
  token: string;
}

/** A call with the attempt's secret, when it has one. */
const call = <T>(path: string, init: { method?: string; token?: string; body?: unknown } = {}) =>
  publicCall<T>(path, {
    method: init.method,
    body: init.body,
    headers: init.token ? { [ATTEMPT_TOKEN_HEADER]: init.token } : undefined,
  });

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
