import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadSession } from '../../dataProvider/session';
import { App } from '../../src/App';
import { authOf, fakeApi, json, pathsCalled, resetBrowser } from './app-harness';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const openLogin = async (path = '/') => {
  resetBrowser(path);
  render(<App />);
  return screen.findByRole('heading', { name: 'Intranet' }, { timeout: 10_000 });
};
const type = (label: RegExp | string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const click = (name: string, role: 'button' | 'tab' = 'button') =>
  fireEvent.click(screen.getByRole(role, { name }));

describe('login page at /', () => {
  it('switches between its three tabs and the register form with links', async () => {
    fakeApi(() => undefined);
    await openLogin();
    expect(screen.getByRole('tab', { name: 'Sign in' })).toHaveAttribute('aria-selected', 'true');
    click('Forgot your password?');
    expect(screen.getByRole('tab', { name: 'Forgot password' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    click('Back to sign in');
    click('Reset password', 'tab');
    expect(screen.getByLabelText('New password')).toBeInTheDocument();
    click('Sign in', 'tab');
    click('Create an account');
    expect(screen.getByLabelText(/First name/)).toBeInTheDocument();
    click('Back to sign in');
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
  });

  it('opens the reset tab when the query carries a resettoken, and checks both fields', async () => {
    const fetchMock = fakeApi((path) =>
      path === '/resetPassword' ? json(200, { message: 'ok' }) : undefined,
    );
    await openLogin('/?resettoken=abc123');
    expect(screen.getByRole('tab', { name: 'Reset password' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    click('Update password');
    expect(await screen.findByText('No password set')).toBeInTheDocument();
    type('New password', 'Secret#123');
    type('Confirm password', 'Secret#124');
    click('Update password');
    expect(await screen.findByText('Two password are not similar')).toBeInTheDocument();
    type('Confirm password', 'Secret#123');
    click('Update password');
    expect(await screen.findAllByText('Password successfully updated!')).not.toHaveLength(0);
    const reset = fetchMock.mock.calls.find(([url]) => url === '/api/resetPassword');
    expect(JSON.parse(String(reset?.[1]?.body))).toEqual({
      token: 'abc123',
      password: 'Secret#123',
    });
    expect(screen.getByRole('tab', { name: 'Sign in' })).toHaveAttribute('aria-selected', 'true');
  });

  it('asks for an e-mail and a password before signing in', async () => {
    const fetchMock = fakeApi(() => undefined);
    await openLogin();
    fireEvent.submit(screen.getByLabelText('Password').closest('form') as HTMLFormElement);
    expect(await screen.findByText('Please provide an email and a password')).toBeInTheDocument();
    expect(pathsCalled(fetchMock)).not.toContain('POST /api/administrator/login');
  });

  it('checks every register field with the messages of spec section 5', async () => {
    const fetchMock = fakeApi((path) =>
      path === '/register' ? json(201, { message: 'created' }) : undefined,
    );
    await openLogin();
    click('Create an account');
    click('Register');
    expect(await screen.findByText('Error with field Last name')).toBeInTheDocument();
    expect(screen.getByText('Error with field First name')).toBeInTheDocument();
    type(/Last name/, 'Martin');
    type(/First name/, 'Anne');
    type(/E-mail/, 'anne@example');
    type(/^Password/, 'short');
    type(/Confirm password/, 'other');
    click('Register');
    expect(await screen.findByText('Invalid email adress')).toBeInTheDocument();
    expect(screen.getByText(/at least 8 characters/)).toBeInTheDocument();
    expect(screen.getByText('Two password are not similar')).toBeInTheDocument();
    type(/E-mail/, 'anne@example.com');
    type(/^Password/, 'Secret#123');
    type(/Confirm password/, 'Secret#123');
    click('Register');
    expect(await screen.findByText(/An administrator must activate it/)).toBeInTheDocument();
    const register = fetchMock.mock.calls.find(([url]) => url === '/api/register');
    expect(JSON.parse(String(register?.[1]?.body))).toEqual({
      name: 'Martin',
      firstname: 'Anne',
      email: 'anne@example.com',
      password: 'Secret#123',
    });
  });

  it('always confirms a forgotten-password request, after checking the e-mail is there', async () => {
    const fetchMock = fakeApi((path) =>
      path === '/forgotPassword' ? json(500, { message: 'boom' }) : undefined,
    );
    await openLogin();
    click('Forgot password', 'tab');
    click('Send the link');
    expect(await screen.findByText('Please provide an email')).toBeInTheDocument();
    type('E-mail', 'who@example.com');
    click('Send the link');
    expect(
      await screen.findByText('Password recovery link sended with success'),
    ).toBeInTheDocument();
    const forgot = fetchMock.mock.calls.find(([url]) => url === '/api/forgotPassword');
    expect(JSON.parse(String(forgot?.[1]?.body))).toEqual({
      email: 'who@example.com',
      type: 'admin',
    });
  });

  it('falls back from the administrator endpoint to the teacher endpoint', async () => {
    const fetchMock = fakeApi((path) => {
      if (path === '/administrator/login') return json(401, { message: 'Refused', status: 'KO' });
      if (path === '/teacher/login') return json(200, authOf(3));
      return undefined;
    });
    await openLogin('/?redirect=%2FnotificationsIntra');
    type('E-mail', 'anne@example.com');
    type('Password', 'Secret#123');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    click('Sign in');
    await waitFor(() => expect(window.location.pathname).toBe('/notificationsIntra'));
    expect(await screen.findByRole('menu', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/notificationsIntra');
    expect(pathsCalled(fetchMock)).not.toContain('POST /api/logout');
    expect(pathsCalled(fetchMock).slice(0, 2)).toEqual([
      'POST /api/administrator/login',
      'POST /api/teacher/login',
    ]);
    expect(loadSession()?.user.type).toBe(3);
    expect(localStorage.getItem('user')).not.toBeNull();
  });

  it('shows the sign-in error with the server message when both endpoints refuse', async () => {
    fakeApi((path) =>
      path.endsWith('/login')
        ? json(401, { message: 'Wrong e-mail or password', status: 'KO' })
        : undefined,
    );
    await openLogin();
    type('E-mail', 'anne@example.com');
    type('Password', 'nope');
    click('Sign in');
    expect(await screen.findByText('Error while logging in, please try again')).toBeInTheDocument();
    expect(screen.getByText('Wrong e-mail or password')).toBeInTheDocument();
    expect(loadSession()).toBeNull();
  });

  it('sends a signed-out visitor of another path to / and keeps where they were going', async () => {
    fakeApi(() => undefined);
    resetBrowser('/profile');
    render(<App />);
    // The whole app is imported and transformed cold here, which takes long on a busy runner.
    await screen.findByRole('heading', { name: 'Intranet' }, { timeout: 30_000 });
    expect(window.location.pathname).toBe('/');
    expect(new URLSearchParams(window.location.search).get('redirect')).toBe('/profile');
  }, 40_000);

  it('ignores a redirect target on another site', async () => {
    fakeApi((path) => (path === '/administrator/login' ? json(200, authOf(2)) : undefined));
    await openLogin('/?redirect=%2F%2Fevil.example');
    type('E-mail', 'anne@example.com');
    type('Password', 'Secret#123');
    click('Sign in');
    await waitFor(() => expect(window.location.pathname).toBe('/students'));
  });
});
