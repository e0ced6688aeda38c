import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authProvider } from '../../authProvider';
import { dataProvider } from '../../dataProvider';
import audit from '../../resources/audit';
import students from '../../resources/students';
import { StudentPage } from '../../resources/students/StudentPage';
import { fakeApi, json, resetBrowser, signInAs } from './app-harness';
import { renderableAdmin } from './meta-harness';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const STUDENT = '5d0c1f4e-0000-4000-8000-000000000001';

const entry = (over: object) => ({
  _id: 7,
  at: '2026-11-20T09:30:00.000Z',
  actorId: '00000000-0000-4000-8000-000000000001',
  actorName: 'MARTIN Anne',
  ip: '203.0.113.9',
  userAgent: 'Firefox',
  action: 'update',
  tableName: 'students',
  recordId: STUDENT,
  before: { firstname: 'Jose', archived_at: null },
  after: { firstname: 'José', archived_at: '2026-11-20T09:30:00.000Z' },
  ...over,
});

const ENTRIES = [
  entry({}),
  entry({
    _id: 6,
    actorId: null,
    actorName: null,
    action: 'password',
    tableName: 'staff',
    recordId: '00000000-0000-4000-8000-000000000002',
    before: { password_hash: 'hidden' },
    after: { password_hash: 'hidden' },
  }),
];

const page = (rows: unknown[]) =>
  json(200, rows, { 'Content-Range': `items 0-${rows.length - 1}/${rows.length}` });

/** The fake API of the trail: the list, one entry, a student. */
const api = (entries = ENTRIES) =>
  fakeApi((path) => {
    if (path === '/audit') return page(entries);
    if (path === '/audit/6') return json(200, ENTRIES[1]);
    if (path === '/audit/7') return json(200, ENTRIES[0]);
    if (path === `/student/${STUDENT}`)
      return json(200, { _id: STUDENT, name: 'Dupont', firstname: 'José', email: 'j@x.lu' });
    // Her record's summary is no list: not the harness's empty page (the page says it failed).
    if (path === `/student/record/summary/${STUDENT}`) return json(404, { message: 'Not found' });
    return undefined;
  });

const open = (path: string, type: 1 | 2 = 1) => {
  resetBrowser(path);
  signInAs(type);
  render(
    renderableAdmin({
      resources: [audit, students],
      dataProvider,
      authProvider,
      path,
      routes: [{ path: '/student/:studentId', element: <StudentPage /> }],
    }),
  );
};

const auditQueries = (fetchMock: ReturnType<typeof fakeApi>) =>
  fetchMock.mock.calls
    .map(([url]) => decodeURIComponent(String(url)))
    .filter((url) => url.startsWith('/api/audit?'));

describe('the audit trail (/audit)', () => {
  it('lists the entries newest first, with translated actions, tables and changed fields', async () => {
    const fetchMock = api();
    open('/audit');
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('Updated')).toBeInTheDocument();
    expect(within(table).getByText('Password changed')).toBeInTheDocument();
    expect(within(table).getByText('Students')).toBeInTheDocument();
    expect(within(table).getByText('Employees')).toBeInTheDocument();
    expect(within(table).getByText('MARTIN Anne')).toBeInTheDocument();
    expect(within(table).getByText('No one signed in')).toBeInTheDocument();
    expect(within(table).getByText('First name, Archived')).toBeInTheDocument();
    expect(auditQueries(fetchMock)[0]).toContain('sort=["at","DESC"]');
    expect(screen.getByRole('button', { name: 'Export the trail (xlsx)' })).toBeInTheDocument();
  });

  it('sends the chosen action as a filter', async () => {
    const fetchMock = api();
    open('/audit');
    await screen.findByText('MARTIN Anne');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Action' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Deleted' }));
    await waitFor(() =>
      expect(auditQueries(fetchMock).some((url) => url.includes('"action":"delete"'))).toBe(true),
    );
  });

  it('searches the trail by the words typed (filter q)', async () => {
    const fetchMock = api();
    open('/audit');
    await screen.findByText('MARTIN Anne');
    fireEvent.change(screen.getByPlaceholderText('Search'), { target: { value: 'Dupont' } });
    await waitFor(() =>
      expect(auditQueries(fetchMock).some((url) => url.includes('"q":"Dupont"'))).toBe(true),
    );
  });

  it('shows an entry before and after, by translated field labels', async () => {
    api();
    open('/audit/7/show');
    const changes = await screen.findByRole('table');
    const rows = within(changes).getAllByRole('row');
    expect(
      within(rows[0])
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Field', 'Before', 'After']);
    expect(within(changes).getByRole('rowheader', { name: 'First name' })).toBeInTheDocument();
    expect(within(changes).getByText('Jose')).toBeInTheDocument();
    expect(within(changes).getByText('José')).toBeInTheDocument();
    expect(within(changes).getByText('—')).toBeInTheDocument();
    expect(screen.getByText('203.0.113.9')).toBeInTheDocument();
    // The record opens its page.
    expect(screen.getByRole('link', { name: STUDENT })).toHaveAttribute(
      'href',
      `/student/${STUDENT}`,
    );
  });

  it('says a secret changed without its value', async () => {
    api();
    open('/audit/6/show');
    const changes = await screen.findByRole('table');
    expect(within(changes).getByRole('rowheader', { name: 'Password' })).toBeInTheDocument();
    expect(within(changes).getAllByText('hidden')).toHaveLength(2);
  });
});

describe('the History panel', () => {
  it("lists a student's entries on her page for a Super Administrator, her at-risk flags with them", async () => {
    const flag = entry({
      _id: 8,
      actorId: null,
      actorName: null,
      action: 'create',
      tableName: 'at_risk_flags',
      recordId: '5d0c1f4e-0000-4000-8000-0000000000f1',
      before: null,
      after: { rule: 'absences', student_id: STUDENT },
    });
    const fetchMock = api([ENTRIES[0], flag]);
    open(`/student/${STUDENT}`);
    const panel = await screen.findByRole('region', { name: 'History' });
    expect(await within(panel).findByText('Updated')).toBeInTheDocument();
    expect(within(panel).getByText('MARTIN Anne')).toBeInTheDocument();
    expect(within(panel).getAllByText('First name').length).toBeGreaterThan(0);
    // The flag's entry says what it is about; her own row's needs no such word.
    expect(within(panel).getByText('Learners at risk')).toBeInTheDocument();
    expect(within(panel).queryByText('Students')).toBeNull();
    expect(auditQueries(fetchMock)[0]).toContain(`"studentId":"${STUDENT}"`);
  });

  it('is absent for an Administrator, who reads no trail', async () => {
    const fetchMock = api();
    open(`/student/${STUDENT}`, 2);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'DUPONT José' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'History' })).not.toBeInTheDocument();
    expect(auditQueries(fetchMock)).toEqual([]);
  });
});
