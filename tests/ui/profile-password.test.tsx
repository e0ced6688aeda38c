import { cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadSession } from '../../dataProvider/session';
import { App } from '../../src/App';
import { fakeApi, json, resetBrowser, signInAs } from './app-harness';

configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const WRONG = 'The current password is not correct';

describe('the password change on /profile', () => {
  it('puts a refusal under its field, then keeps the fresh tokens of a change', async () => {
    const sent: unknown[] = [];
    fakeApi((path, init) => {
      if (path !== '/user/password') return undefined;
      sent.push(JSON.parse(String(init.body)));
      return sent.length === 1
        ? json(400, { message: WRONG, errors: { currentPassword: WRONG } })
        : json(200, { message: 'Password updated', token: 'fresh', refreshToken: 'fresh-r' });
    });
    resetBrowser('/profile');
    signInAs(3);
    render(<App />);
    // The first find waits for /profile's lazy chunks, which a cold run transforms first.
    const current = await screen.findByLabelText('Current password', undefined, {
      timeout: 15_000,
    });
    fireEvent.change(current, { target: { value: 'Old#12345' } });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'Secret#123' } });
    fireEvent.change(screen.getByLabelText('Confirm password'), {
      target: { value: 'Secret#123' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    // Said twice: under the field, and in the notification.
    await waitFor(() => expect(screen.getAllByText(WRONG)).toHaveLength(2));
    expect(current).toHaveAccessibleDescription(WRONG);
    expect(current).toHaveValue('Old#12345');

    fireEvent.change(current, { target: { value: 'Right#12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password successfully updated!')).toBeInTheDocument();
    expect(sent[1]).toEqual({ currentPassword: 'Right#12345', password: 'Secret#123' });
    await waitFor(() => expect(current).toHaveValue(''));
    expect(current).not.toHaveAccessibleDescription(WRONG);
    expect(loadSession()).toMatchObject({ token: 'fresh', refreshToken: 'fresh-r' });
  });
});
