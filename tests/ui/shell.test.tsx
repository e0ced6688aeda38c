import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useEffect } from 'react';
import { useNotify } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onSignOut } from '../../dataProvider/http';
import { loadSession, saveSession } from '../../dataProvider/session';
import { App } from '../../src/App';
import { NotificationStack } from '../../src/layout/NotificationStack';
import { authOf, fakeApi, json, pathsCalled, resetBrowser, signInAs } from './app-harness';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const recent = (count: number) => (path: string) =>
  path === '/notificationsIntra/recent' ? json(200, { count }) : undefined;

const openAs = async (type: 1 | 2 | 3, path = '/notificationsIntra') => {
  resetBrowser(path);
  signInAs(type);
  render(<App />);
  return screen.findByRole('menu', {}, { timeout: 10_000 });
};

describe('layout', () => {
  it('shows the recent notifications badge, capped at 10', async () => {
    fakeApi(recent(12));
    const menu = await openAs(2);
    const link = within(menu).getByRole('menuitem', { name: /Notifications/ });
    expect(await within(link).findByText('10+')).toBeInTheDocument();
  });

  it('shows the exact count when it is 10 or less', async () => {
    fakeApi(recent(4));
    const menu = await openAs(2);
    const link = within(menu).getByRole('menuitem', { name: /Notifications/ });
    expect(await within(link).findByText('4')).toBeInTheDocument();
  });

  // The app rendered twice, each given 10 s to show its menu: 22 s on a busy CI machine.
  it('shows the Admin link to administrators and hides it from teachers', {
    timeout: 45_000,
  }, async () => {
    fakeApi(recent(0));
    let menu = await openAs(1);
    expect(await within(menu).findByRole('menuitem', { name: 'Admin' })).toBeInTheDocument();
    cleanup();
    menu = await openAs(3);
    await within(menu).findByRole('menuitem', { name: 'Students' });
    expect(within(menu).queryByRole('menuitem', { name: 'Admin' })).toBeNull();
  });

  it('sends a signed-in user from / to /students', async () => {
    fakeApi(recent(0));
    await openAs(2, '/');
    await waitFor(() => expect(window.location.pathname).toBe('/students'));
  });

  it('lists intranet notifications with their age', async () => {
    fakeApi((path) => {
      if (path === '/notificationsIntra/recent') return json(200, { count: 1 });
      if (path === '/notificationsIntra') {
        return json(
          200,
          [
            {
              _id: 'n1',
              kind: 'message',
              params: { title: 'New module', body: 'Medical English B2' },
              link: null,
              createdAt: new Date().toISOString(),
            },
          ],
          { 'Content-Range': 'items 0-0/1' },
        );
      }
      return undefined;
    });
    await openAs(2);
    expect(await screen.findByText('New module')).toBeInTheDocument();
    expect(screen.getByText('Medical English B2')).toBeInTheDocument();
    expect(screen.getByText(/ago$/)).toBeInTheDocument();
  });
});

describe('theme toggle of the top bar', () => {
  it('saves the theme on the user, so the next sign-in keeps it', async () => {
    // The server side: an older profile value (light) that the toggle must replace.
    const stored = { ...authOf(2).user, theme: 'light' as 'light' | 'dark' | null };
    const fetchMock = fakeApi((path, init) => {
      if (path === '/user' && init.method === 'PUT') {
        Object.assign(stored, JSON.parse(String(init.body)));
        return json(200, stored);
      }
      if (path === '/administrator/login') return json(200, { ...authOf(2), user: stored });
      if (path === '/logout') return new Response(null, { status: 204 });
      return recent(0)(path);
    });
    resetBrowser('/notificationsIntra');
    saveSession({ ...authOf(2), user: { ...stored } }, true);
    let reloaded: string | undefined;
    onSignOut((target) => {
      reloaded = target;
    });
    render(<App />);
    await screen.findByRole('menu', {}, { timeout: 10_000 });

    fireEvent.click(screen.getByRole('button', { name: 'Toggle light/dark mode' }));
    await waitFor(() => expect(stored.theme).toBe('dark'));
    expect(await screen.findByTestId('Brightness7Icon')).toBeInTheDocument();
    expect(pathsCalled(fetchMock)).toContain('PUT /api/user');
    expect(loadSession()?.user.theme).toBe('dark');

    fireEvent.click(screen.getByRole('button', { name: 'Profile' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(reloaded).toBeDefined());
    expect(loadSession()).toBeNull();

    // Logout reloads the page: a new App on the login page, with the browser's storage as it is.
    cleanup();
    window.history.replaceState({}, '', '/');
    render(<App />);
    await screen.findByRole('heading', { name: 'Intranet' }, { timeout: 10_000 });
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'anne@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Secret#123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('menu', {}, { timeout: 10_000 });
    expect(screen.getByTestId('Brightness7Icon')).toBeInTheDocument();
    expect(screen.queryByTestId('Brightness4Icon')).toBeNull();
  });
});

const Burst = ({ count }: { count: number }) => {
  const notify = useNotify();
  useEffect(() => {
    for (let i = 1; i <= count; i++)
      notify(`Message ${i}`, { type: 'info', autoHideDuration: null });
  }, [count, notify]);
  return null;
};

describe('notification stack', () => {
  it('shows at most 10 messages at once, each with Close, and the next one when one closes', async () => {
    const { AdminContext } = await import('react-admin');
    render(
      <AdminContext>
        <Burst count={12} />
        <NotificationStack />
      </AdminContext>,
    );
    expect(await screen.findByText('Message 10')).toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(10);
    expect(screen.queryByText('Message 11')).toBeNull();
    fireEvent.click(within(screen.getAllByRole('alert')[0]).getByRole('button'));
    expect(await screen.findByText('Message 11')).toBeInTheDocument();
    expect(screen.queryByText('Message 1')).toBeNull();
    expect(screen.getAllByRole('alert')).toHaveLength(10);
  });
});
