import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../src/App';
import { fakeApi, json, resetBrowser, signInAs } from './app-harness';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ZOE = '00000000-0000-4000-8000-0000000000a1';
const PAUL = '00000000-0000-4000-8000-0000000000b1';
const ANNA = '00000000-0000-4000-8000-0000000000d1';
const CLINIC = '00000000-0000-4000-8000-0000000000c1';
const stamps = { createdAt: '2025-01-02T10:00:00.000Z', updatedAt: '2025-01-02T10:00:00.000Z' };
const ARCHIVED = '2026-01-05T09:00:00.000Z';

const zoe = {
  _id: ZOE,
  name: 'Hélary',
  firstname: 'Zoé',
  email: 'zoe.helary@example.com',
  phone: null,
  company: null,
  companyName: null,
  level: 2,
  language: null,
  archivedAt: ARCHIVED,
  ...stamps,
};
const paul = {
  _id: PAUL,
  name: 'Durand',
  firstname: 'Paul',
  email: 'paul.durand@example.com',
  phone: null,
  company: null,
  companyName: null,
  archivedAt: null,
  ...stamps,
};
const anna = {
  _id: ANNA,
  name: 'Weber',
  firstname: 'Anna',
  email: 'anna.weber@example.com',
  status: 'active',
  archivedAt: null,
  ...stamps,
};
const clinic = {
  _id: CLINIC,
  name: 'Clinique Sainte-Hélène',
  country: 'FR',
  type: 'Client',
  languageArea: 2,
  referent: null,
  referentName: null,
  archivedAt: ARCHIVED,
  ...stamps,
};

const page = (rows: unknown[]) =>
  json(200, rows, { 'Content-Range': `items 0-${Math.max(rows.length - 1, 0)}/${rows.length}` });

/** The API: Zoé and the clinic are archived, Paul (contact) and Anna (trainer) are active. */
const api = (overrides: Record<string, unknown> = {}) =>
  fakeApi((path) => {
    if (path === '/notificationsIntra/recent') return json(200, { count: 0 });
    // The student page's summary is no list: not the harness's empty page (the page says it failed).
    if (path.startsWith('/student/record/summary/')) return json(404, { message: 'Not found' });
    const records: Record<string, unknown> = {
      '/student/archived': [zoe],
      '/customer': [paul],
      '/teacher': [anna],
      [`/student/${ZOE}`]: zoe,
      [`/customer/${PAUL}`]: paul,
      [`/customer/${ZOE}`]: { ...paul, _id: ZOE, archivedAt: ARCHIVED },
      [`/teacher/${ANNA}`]: anna,
      [`/company/${CLINIC}`]: clinic,
      ...overrides,
    };
    const found = records[path];
    if (found === undefined) return undefined;
    return Array.isArray(found) ? page(found) : json(200, found);
  });

const open = (path: string, lang = 'en') => {
  resetBrowser(path);
  localStorage.setItem('lang', lang);
  signInAs(2);
  render(<App />);
};

const calledPaths = (fetchMock: ReturnType<typeof fakeApi>) =>
  fetchMock.mock.calls.map(([url]) => decodeURIComponent(String(url)));

describe('search result links open the record itself', () => {
  it('opens a client contact from /search/Customer/{email} on its edit page', async () => {
    const fetchMock = api();
    open('/search/Customer/PAUL.DURAND%40example.com');
    await waitFor(() => expect(window.location.pathname).toBe(`/customers/${PAUL}`), {
      timeout: 10_000,
    });
    expect(
      await screen.findByDisplayValue('paul.durand@example.com', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(calledPaths(fetchMock)).toContainEqual(
      expect.stringMatching(/^\/api\/customer\?.*"q":"PAUL.DURAND@example.com"/),
    );
    expect(screen.queryByText('This record has been archived')).not.toBeInTheDocument();
  });

  it('opens a trainer from /search/teachers/{email} on its edit page', async () => {
    api();
    open('/search/teachers/anna.weber%40example.com');
    await waitFor(() => expect(window.location.pathname).toBe(`/teachers/${ANNA}`), {
      timeout: 10_000,
    });
    expect(
      await screen.findByDisplayValue('anna.weber@example.com', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it('opens a student archived since the link was made, and says so with the way to the archive', async () => {
    api();
    open('/search/Student/zoe.helary%40example.com');
    await waitFor(() => expect(window.location.pathname).toBe(`/student/${ZOE}`), {
      timeout: 10_000,
    });
    // The student page loads lazily and now reads its record's sections too: the wait its
    // neighbours give a lazy page.
    expect(
      await screen.findByText('This record has been archived', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Open the archive' })).toHaveAttribute(
      'href',
      `/archive/students?filter=${encodeURIComponent('{"q":"zoe.helary@example.com"}')}`,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Open the archive' }));
    await waitFor(() => expect(window.location.pathname).toBe('/archive/students'));
    expect(
      await screen.findByDisplayValue('zoe.helary@example.com', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'Hélary' })).toBeInTheDocument();
  });

  it('says no record has the e-mail, in the user language, with a way back to the search', async () => {
    api({ '/customer': [] });
    open('/search/Customer/gone%40example.com', 'fr');
    expect(
      await screen.findByText(
        "Aucun enregistrement n'a l'e-mail gone@example.com",
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Rechercher « gone@example.com »' })).toHaveAttribute(
      'href',
      '/search?q=gone%40example.com',
    );
  });

  it('does not take a partial e-mail match for the record', async () => {
    api({ '/teacher': [{ ...anna, email: 'anna.weber@example.com.au' }] });
    open('/search/teachers/anna.weber%40example.com');
    expect(
      await screen.findByText(
        'No record has the e-mail anna.weber@example.com',
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
  });
});

describe('a link to a record archived since', () => {
  it('says so on the generic edit page and offers the archive', async () => {
    api();
    open(`/customers/${ZOE}`);
    expect(
      await screen.findByText('This record has been archived', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Open the archive' })).toHaveAttribute(
      'href',
      `/archive/customers?filter=${encodeURIComponent('{"q":"paul.durand@example.com"}')}`,
    );
  });

  it('says so on the client page, in German, and offers the archive of clients', async () => {
    api();
    open(`/company/infos/${CLINIC}/`, 'de');
    expect(
      await screen.findByText('Dieser Eintrag wurde archiviert', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Archiv öffnen' })).toHaveAttribute(
      'href',
      `/archive/schools?filter=${encodeURIComponent('{"q":"Clinique Sainte-Hélène"}')}`,
    );
  });

  it('shows nothing of the kind for an active record', async () => {
    api();
    open(`/teachers/${ANNA}`);
    expect(
      await screen.findByDisplayValue('anna.weber@example.com', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText('This record has been archived')).not.toBeInTheDocument();
  });
});
