import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../src/App';
import { fakeApi, json, pathsCalled, resetBrowser, signInAs } from './app-harness';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const CLINIC = '00000000-0000-4000-8000-0000000000c1';
const ZOE = '00000000-0000-4000-8000-0000000000a1';
const found = {
  company: [{ _id: CLINIC, name: 'Clinique Sainte-Hélène', languageArea: 2 }],
  user: [{ _id: ZOE, name: 'Hélary', firstname: 'Zoé', email: 'zoe.helary@example.com' }],
  customer: [],
  teacher: [],
};
const nothing = { company: [], user: [], customer: [], teacher: [] };

const api = (answer: typeof found) =>
  fakeApi((path) => {
    if (path === '/notificationsIntra/recent') return json(200, { count: 0 });
    if (path.startsWith('/query/')) return json(200, answer);
    // /search/Student/{email} looks the e-mail up in the students list.
    if (path === '/student' && answer.user.length > 0) {
      return json(200, answer.user, { 'Content-Range': `items 0-0/${answer.user.length}` });
    }
    if (path === `/student/${ZOE}`) {
      return json(200, { ...found.user[0], phone: null, company: null, level: 2 });
    }
    return undefined;
  });

const open = async (path = '/notificationsIntra') => {
  resetBrowser(path);
  signInAs(2);
  render(<App />);
  await screen.findByRole('menu', {}, { timeout: 10_000 });
};

const box = () => screen.getByRole('combobox', { name: 'Search' });
const queries = (fetchMock: ReturnType<typeof fakeApi>) =>
  pathsCalled(fetchMock).filter((p) => p.startsWith('GET /api/query/'));

describe('global search in the top bar', () => {
  it('asks the server only from 2 characters, 500 ms after the last key', async () => {
    const fetchMock = api(found);
    await open();
    fireEvent.change(box(), { target: { value: 'h' } });
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(queries(fetchMock)).toEqual([]);
    fireEvent.change(box(), { target: { value: 'he' } });
    fireEvent.change(box(), { target: { value: 'hel' } });
    expect(await screen.findByText('Searching...')).toBeInTheDocument();
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getByText('Clients')).toBeInTheDocument();
    expect(within(listbox).getByText('Students')).toBeInTheDocument();
    expect(within(listbox).getByText('zoe.helary@example.com')).toBeInTheDocument();
    expect(queries(fetchMock)).toEqual(['GET /api/query/hel']);
  });

  it('opens the chosen company at /search/Company/{id}/{name}, which leads to its page', async () => {
    api(found);
    await open();
    fireEvent.change(box(), { target: { value: 'clinique' } });
    fireEvent.click(await screen.findByRole('option', { name: /Clinique Sainte-Hélène/ }));
    await waitFor(() => expect(window.location.pathname).toBe(`/company/infos/${CLINIC}`));
    expect(box()).toHaveValue('');
  });

  it('leads a student result through /search/Student/{email} to her page', async () => {
    api(found);
    await open();
    fireEvent.change(box(), { target: { value: 'zoe' } });
    fireEvent.click(await screen.findByRole('option', { name: /HÉLARY Zoé/ }));
    await waitFor(() => expect(window.location.pathname).toBe(`/student/${ZOE}`));
  });

  it('says Nothing Found when no record matches', async () => {
    api(nothing);
    await open();
    fireEvent.change(box(), { target: { value: 'zzqq' } });
    expect(await screen.findByText('Nothing Found', {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('opens every result on Enter, grouped by kind with links to the full lists', async () => {
    api(found);
    await open();
    fireEvent.change(box(), { target: { value: 'hel' } });
    await screen.findByRole('listbox');
    fireEvent.keyDown(box(), { key: 'Enter' });
    await waitFor(() => expect(window.location.search).toBe('?q=hel'));
    expect(window.location.pathname).toBe('/search');
    expect(await screen.findByText('Results for "hel"')).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: /HÉLARY Zoé/ });
    expect(link).toHaveAttribute('href', '/search/Student/zoe.helary%40example.com');
    expect(screen.getByRole('link', { name: 'Show all in Students' })).toHaveAttribute(
      'href',
      `/students?filter=${encodeURIComponent('{"q":"hel"}')}`,
    );
  });

  it('shows Nothing Found on the results screen', async () => {
    api(nothing);
    await open('/search?q=zzqq');
    expect(await screen.findByText('Nothing Found', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('says so when a result link no longer matches anyone', async () => {
    api(nothing);
    await open('/search/Student/gone%40example.com');
    expect(
      await screen.findByText('No record has the e-mail gone@example.com', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('says so for a result link of an unknown kind', async () => {
    api(nothing);
    await open('/search/Planet/mars');
    expect(
      await screen.findByText('Nothing matches this link any more', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});
