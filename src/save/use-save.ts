import { useCallback, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { failureMessage, readFailure, type SaveFailure, saidNothing } from './read-failure';

/** A refusal (4xx) whose message gives its own reason. */
const saysWhy = (failure: SaveFailure) =>
  failure.status >= 400 && failure.status < 500 && !saidNothing(failure);

export interface SaveOptions<T> {
  /** Message key notified (type success) once the call succeeded, with its arguments. */
  success?: string | ((result: T) => { message: string; args?: Record<string, unknown> });
  /**
   * The spec's message key for this write's failure: notified instead of the server's message,
   * followed by the server's own reason when it refused the call (a 4xx that says why).
   */
  failure?: string;
  /**
   * The message key notified when the server said nothing of its own (no answer, a bare status):
   * a call whose server message says it all, with a word of its own for the rest.
   */
  fallback?: string;
  /** The form shows the failure itself, in place (onFailure): no notification of it. */
  inPlace?: boolean;
  /** What the form does with a failure once it is read (hand react-admin's Form its field errors). */
  onFailure?: (failure: SaveFailure) => unknown;
  /** What the form does with the answer (keep the saved record, close a dialog...). */
  onSuccess?: (result: T) => unknown;
}

export interface UseSaveOptions<V extends FieldValues> {
  /** Reads the record again and resets the form with it: what Reload of a stale save does. */
  reload?: () => Promise<unknown>;
  /** A react-hook-form form's setError: the server's field errors then land on its fields. */
  setError?: UseFormSetError<V>;
}

/**
 * The one way a form saves: runs the call, notifies success, and reads a failure with
 * readFailure. Field errors go to the fields (setError, and `fieldErrors` for forms that are
 * not react-hook-form ones); a stale 409 raises `stale` for StaleRecordAlert and keeps what was
 * typed; any other failure notifies the server's message.
 */
export function useSave<V extends FieldValues = FieldValues>({
  reload,
  setError,
}: UseSaveOptions<V> = {}) {
  const notify = useNotify();
  const translate = useTranslate();
  const [saving, setSaving] = useState(false);
  const [reloading, setReloading] = useState(false);
  const [stale, setStale] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  /** Reads a failed save; also what react-admin's `mutationOptions.onError` calls. */
  const fail = useCallback(
    (
      error: unknown,
      {
        failure: spec,
        fallback,
        inPlace,
      }: Pick<SaveOptions<unknown>, 'failure' | 'fallback' | 'inPlace'> = {},
    ): SaveFailure => {
      const failure = readFailure(error);
      setFieldErrors(failure.fieldErrors);
      if (setError) {
        for (const [path, message] of Object.entries(failure.fieldErrors)) {
          setError(path as Path<V>, { type: 'server', message });
        }
      }
      if (failure.stale) setStale(true);
      else if (inPlace) return failure;
      else if (!spec) {
        const message = failureMessage(failure, fallback);
        notify(message, { type: 'error', messageArgs: { _: message } });
      } else {
        const reason = saysWhy(failure) ? translate(failure.message, { _: failure.message }) : '';
        notify(reason ? `${translate(spec)}: ${reason}` : spec, {
          type: 'error',
        });
      }
      return failure;
    },
    [notify, setError, translate],
  );

  const run = async <T>(call: () => Promise<T>, options: SaveOptions<T> = {}) => {
    setSaving(true);
    setFieldErrors({});
    try {
      const result = await call();
      setStale(false);
      const { success } = options;
      if (success) {
        const { message, args } =
          typeof success === 'string' ? { message: success, args: undefined } : success(result);
        notify(message, { type: 'success', messageArgs: args });
      }
      await options.onSuccess?.(result);
      return true;
    } catch (error) {
      const failure = fail(error, options);
      await options.onFailure?.(failure);
      return false;
    } finally {
      setSaving(false);
    }
  };

  /** Reload of the stale alert: the record is read again (and the form reset) before it goes. */
  const reloadRecord = async (read = reload) => {
    if (!read) return;
    setReloading(true);
    try {
      await read();
      setStale(false);
      setFieldErrors({});
    } catch {
      notify('app.errors.form_load', { type: 'error' });
    } finally {
      setReloading(false);
    }
  };

  return { run, fail, saving, stale, reloading, fieldErrors, reload: reloadRecord };
}

export type SaveState = ReturnType<typeof useSave>;
