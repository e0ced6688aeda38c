import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../src/App';
import { fakeApi, json, pathsCalled, resetBrowser, signInAs } from './app-harness';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

describe('/notificationsIntra marked read', () => {
  it('shows the unread ones in words, marks one or all read, then reads the list and badge again', async () => {
    let read = false;
    const fetchMock = fakeApi((path, init) => {
      if (path === '/notificationsIntra/recent') return json(200, { count: read ? 0 : 1 });
      if (path === '/notificationsIntra') {
        const rows = [
          {
            _id: 'n1',
            kind: 'semester_closed',
            params: { semester: 4 },
            link: null,
            createdAt: minutesAgo(5),
            read,
          },
          {
            _id: 'n2',
            kind: 'semester_closed',
            params: { semester: 3 },
            link: null,
            createdAt: minutesAgo(50),
            read: true,
          },
        ];
        return json(200, rows, { 'Content-Range': 'items 0-1/2' });
      }
      if (path === '/notificationsIntra/read/n1' && init.method === 'PUT') {
        read = true;
        return json(200, { _id: 'n1', read: true });
      }
      if (path === '/notificationsIntra/read' && init.method === 'PUT') {
        return json(200, { count: 0 });
      }
      return undefined;
    });
    resetBrowser('/notificationsIntra');
    signInAs(2);
    render(<App />);
    const list = await screen.findByRole('list', {}, { timeout: 10_000 });
    // One unread, said in words; only it has a button, named after what it marks.
    expect(within(list).getAllByText('Unread')).toHaveLength(1);
    const button = within(list).getByRole('button', { name: 'Mark as read: Semester closed' });
    expect(within(list).getAllByRole('button')).toHaveLength(1);
    const calls = () => pathsCalled(fetchMock).filter((p) => p.endsWith('/recent')).length;
    const badgeCalls = calls();
    fireEvent.click(button);
    await waitFor(() => expect(within(list).queryByText('Unread')).toBeNull());
    expect(pathsCalled(fetchMock)).toContain('PUT /api/notificationsIntra/read/n1');
    await waitFor(() => expect(calls()).toBeGreaterThan(badgeCalls));

    fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() =>
      expect(pathsCalled(fetchMock)).toContain('PUT /api/notificationsIntra/read'),
    );
    expect(await screen.findByText('0 notifications marked as read')).toBeInTheDocument();
  });
});
