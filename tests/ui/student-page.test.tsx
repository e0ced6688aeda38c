import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  type AuthProvider,
  type DataProvider,
  type I18nProvider,
  testDataProvider,
} from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { de } from '../../locales/de';
import students from '../../resources/students';
import { StudentPage } from '../../resources/students/StudentPage';
import { authAs, i18nProviderOf, renderableAdmin } from './meta-harness';

afterEach(cleanup);

const student = {
  id: '5d0c1f4e-0000-4000-8000-000000000001',
  name: 'Dupont',
  firstname: 'José',
  email: 'jose@example.lu',
  phone: '+352 621 000 000',
  company: '7a1b0000-0000-4000-8000-0000000000c1',
  companyName: 'ACME Santé',
  level: 3,
  language: 'l1',
  archivedAt: null,
  createdAt: '2025-01-02T10:00:00.000Z',
  updatedAt: '2025-01-03T10:00:00.000Z',
};

const fakeProvider = () => {
  const base = testDataProvider({
    getOne: vi.fn(async () => ({ data: student })) as DataProvider['getOne'],
    // The record's sections (tests/ui/student-record.test.tsx): empty here.
    getList: vi.fn(async () => ({ data: [], total: 0 })) as DataProvider['getList'],
    getMany: vi.fn(async () => ({
      data: [{ id: 'l1', name: 'English', initial: 'GB' }],
    })) as DataProvider['getMany'],
  });
  return {
    ...base,
    archive: vi.fn(async () => ({ data: student })),
    downloadPdf: vi.fn(async () => new Blob(['%PDF-1.7'], { type: 'application/pdf' })),
  };
};

const renderAt = (
  dataProvider: DataProvider,
  authProvider: AuthProvider = authAs(true),
  i18n?: I18nProvider,
) =>
  render(
    renderableAdmin({
      path: `/student/${student.id}`,
      dataProvider,
      authProvider,
      i18n,
      resources: [students],
      routes: [{ path: '/student/:studentId', element: <StudentPage /> }],
    }),
  );

describe('/student/{studentId}', () => {
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:pdf');
    URL.revokeObjectURL = vi.fn();
  });

  it('shows identity, contact data, level, language and a link to the company', async () => {
    renderAt(fakeProvider());
    expect(
      await screen.findByRole('heading', { level: 2, name: 'DUPONT José' }),
    ).toBeInTheDocument();
    expect(screen.getByText('jose@example.lu')).toBeInTheDocument();
    expect(screen.getByText('+352 621 000 000')).toBeInTheDocument();
    expect(screen.getAllByText('B1').length).toBeGreaterThan(0);
    expect(await screen.findByText('English')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ACME Santé' })).toHaveAttribute(
      'href',
      `/company/infos/${student.company}/`,
    );
    expect(await screen.findByRole('link', { name: 'Edit' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Archive' })).toBeInTheDocument();
  });

  it('names the language in the interface language', async () => {
    renderAt(fakeProvider(), authAs(true), i18nProviderOf(de, 'de'));
    expect(await screen.findByText('Englisch')).toBeInTheDocument();
    expect(screen.queryByText('English')).not.toBeInTheDocument();
  });

  it('downloads the PDF of the record through dataProvider.downloadPdf', async () => {
    const dataProvider = fakeProvider();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderAt(dataProvider);

    await userEvent.click(await screen.findByRole('button', { name: 'Download PDF' }));
    await waitFor(() =>
      expect(dataProvider.downloadPdf).toHaveBeenCalledWith(`/export/pdf/user/${student.id}`),
    );
    await waitFor(() => expect(click).toHaveBeenCalled());
    const anchor = click.mock.instances[0] as unknown as HTMLAnchorElement;
    expect(anchor.download).toBe('Dupont-Jose.pdf');
    click.mockRestore();
  });

  it('shows a reader the PDF button but no Edit or Archive', async () => {
    const reader = authAs(false);
    const canAccess = vi.spyOn(reader, 'canAccess');
    renderAt(fakeProvider(), reader);
    expect(await screen.findByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
    await waitFor(() =>
      expect(canAccess).toHaveBeenCalledWith(expect.objectContaining({ action: 'archive' })),
    );
    await Promise.all(canAccess.mock.results.map((r) => r.value));
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Archive' })).not.toBeInTheDocument();
  });
});
