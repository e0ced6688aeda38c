// @vitest-environment jsdom

import { describe, expect, it } from 'vitest';
import { throwOnKo } from '../../dataProvider';
import type { HttpResult } from '../../dataProvider/http';
import { catalogues } from '../../locales';
import { errors } from '../../locales/fragments/errors';
import { translate } from '../../locales/merge';
import { failureMessage, readFailure } from '../../src/save/read-failure';

/** What the dataProvider throws for an answer: react-admin's HttpError, built by throwOnKo. */
const thrownFor = async (status: number, data: unknown) => {
  const request = async <T>() =>
    ({ ok: false, status, data, headers: new Headers() }) as HttpResult<T>;
  try {
    await throwOnKo(request)('/student/1', { method: 'PUT' });
  } catch (error) {
    return error;
  }
  throw new Error('no failure thrown');
};

const staleText = (lang: 'en' | 'fr' | 'de') =>
  ((errors[lang].app as Record<string, Record<string, string>>).errors as Record<string, string>)
    .stale_update;

describe('readFailure', () => {
  it('reads the field errors of a 400', async () => {
    const failure = readFailure(
      await thrownFor(400, {
        message: 'Some fields are not valid',
        errors: { email: 'Invalid value', 'billingContact.phone': 'Required' },
      }),
    );
    expect(failure).toEqual({
      status: 400,
      message: 'Some fields are not valid',
      fieldErrors: { email: 'Invalid value', 'billingContact.phone': 'Required' },
      stale: false,
    });
  });

  it('knows a stale write (409) in each language, and no other 409', async () => {
    for (const lang of ['en', 'fr', 'de'] as const) {
      const failure = readFailure(await thrownFor(409, { message: staleText(lang) }));
      expect(failure).toMatchObject({ status: 409, stale: true, fieldErrors: {} });
    }
    expect(readFailure(await thrownFor(409, { message: 'app.errors.stale_update' })).stale).toBe(
      true,
    );
    const taken = readFailure(await thrownFor(409, { message: 'This value is already used' }));
    expect(taken).toMatchObject({ status: 409, stale: false });
  });

  it('reads a call that got no answer as the network message', async () => {
    // http() answers status 0 with the network key; a fetch may also throw on its own.
    expect(readFailure(await thrownFor(0, { message: 'app.errors.network' }))).toEqual({
      status: 0,
      message: 'app.errors.network',
      fieldErrors: {},
      stale: false,
    });
    expect(readFailure(new TypeError('Failed to fetch'))).toMatchObject({
      status: 0,
      message: 'app.errors.network',
      stale: false,
    });
  });

  it("keeps a 500's message, and names one when the body has none", async () => {
    const failure = readFailure(
      await thrownFor(500, { message: 'Something went wrong on the server; please try again' }),
    );
    expect(failure).toEqual({
      status: 500,
      message: 'Something went wrong on the server; please try again',
      fieldErrors: {},
      stale: false,
    });
    expect(readFailure(await thrownFor(502, null)).status).toBe(502);
    expect(readFailure(await thrownFor(502, null)).message).toBe('ra.notification.http_error');
  });

  it('gives a screen the server’s message, else its own word when the server said nothing', async () => {
    const own = 'app.exports_screen.failed';
    const refused = readFailure(await thrownFor(400, { message: 'The list is too long' }));
    expect(failureMessage(refused, own)).toBe('The list is too long');
    expect(failureMessage(readFailure(await thrownFor(400, null)), own)).toBe(own);
    expect(failureMessage(readFailure(await thrownFor(502, null)), own)).toBe(own);
    expect(failureMessage(readFailure(new TypeError('Failed to fetch')), own)).toBe(own);
    expect(failureMessage(readFailure(new TypeError('Failed to fetch')))).toBe(
      'app.errors.network',
    );
  });

  it("shows a server fault's reference, which finds its log line (docs/logs.md)", async () => {
    // The body server/plugins/errors.ts answers a fault with, in the reader's language.
    const reference = 'k3m9x2q7ab';
    const message = translate(catalogues.de, 'app.errors.server_reference', { reference });
    const failure = readFailure(await thrownFor(500, { message, reference }));
    expect(failureMessage(failure, 'app.exports_screen.failed')).toBe(
      'Auf dem Server ist ein Fehler aufgetreten; bitte erneut versuchen. Referenz: k3m9x2q7ab',
    );
  });
});
