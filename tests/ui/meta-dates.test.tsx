import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { format } from 'date-fns';
import { type DataProvider, testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
// Loaded up front: the forms load the pickers lazily, which on a busy machine outlasts findBy's wait.
import '../../src/meta/DatePickerInput';
import { de } from '../../locales/de';
import semesters from '../../resources/semesters';
import { defineResource, type ResourceDefinition } from '../../src/meta';
import { dateInput, i18nProviderOf, renderableAdmin, typeDate } from './meta-harness';

afterEach(cleanup);

const german = i18nProviderOf(de, 'de');

const s3 = {
  id: 's3',
  value: 3,
  begin: '2026-09-01',
  end: '2027-01-31',
  schoolTypes: ['IFSI'],
  examType: false,
  examModalities: [],
  updatedAt: '2026-08-01T10:00:00.000Z',
};

const provider = (record: Record<string, unknown>) =>
  testDataProvider({
    getOne: vi.fn(async () => ({ data: record })) as DataProvider['getOne'],
    create: vi.fn(async (_r: string, { data }: { data: Record<string, unknown> }) => ({
      data: { ...record, ...data, id: 'new1' },
    })) as DataProvider['create'],
    update: vi.fn(async (_r: string, { data }: { data: Record<string, unknown> }) => ({
      data: { ...record, ...data },
    })) as unknown as DataProvider['update'],
  });

/** The German create form of semesters, with the semester number typed in. */
const createSemester4 = async () => {
  const dataProvider = provider(s3);
  render(
    renderableAdmin({
      resources: [semesters],
      dataProvider,
      path: '/semesters/create',
      i18n: german,
    }),
  );
  fireEvent.change(await screen.findByLabelText(/^Semester/), { target: { value: '4' } });
  return dataProvider;
};

const save = () => userEvent.click(screen.getByRole('button', { name: 'Speichern' }));

describe('the date inputs of the generated forms, on a German screen', () => {
  it('show a stored day as dd.MM.yyyy with German section names', async () => {
    render(
      renderableAdmin({
        resources: [semesters],
        dataProvider: provider(s3),
        path: '/semesters/s3',
        i18n: german,
      }),
    );
    // The first test of the file loads the edit view and the record: give it a busy machine's time.
    await waitFor(() => expect(dateInput(/^Beginn/).value).toBe('01.09.2026'), { timeout: 15_000 });
    expect(dateInput(/^Ende/).value).toBe('31.01.2027');
    // The button that opens the calendar is named in German, with the day it holds.
    expect(
      screen.getByRole('button', { name: 'Datum auswählen, gewähltes Datum ist 1. Sep. 2026' }),
    ).toBeInTheDocument();
  });

  it('send a typed day as yyyy-MM-dd', async () => {
    const dataProvider = await createSemester4();
    await typeDate(/^Beginn/, '01.03.2027');
    await typeDate(/^Ende/, '31.08.2027');
    await save();
    await waitFor(() => expect(dataProvider.create).toHaveBeenCalled());
    expect(vi.mocked(dataProvider.create).mock.calls[0][1].data).toMatchObject({
      value: 4,
      begin: '2027-03-01',
      end: '2027-08-31',
    });
  });

  it('refuse a missing day with the German message under the empty TT.MM.JJJJ field', async () => {
    const dataProvider = await createSemester4();
    await typeDate(/^Ende/, '31.08.2027');
    await save();
    const begin = dateInput(/^Beginn/).closest('.MuiFormControl-root') as HTMLElement;
    expect(await within(begin).findByText('Pflichtfeld')).toBeInTheDocument();
    expect(begin.textContent).toContain('TT.MM.JJJJ');
    // Assistive technology hears that the field is invalid, not only sees it red.
    expect(begin.querySelector('[aria-invalid="true"]')).not.toBeNull();
    // The keyboard lands on the day of the field in error, where typing goes.
    expect(within(begin).getByRole('spinbutton', { name: 'Tag' })).toHaveFocus();
    expect(dataProvider.create).not.toHaveBeenCalled();
  });
});

const meetings: ResourceDefinition = {
  name: 'meetings',
  path: '/meetings',
  area: 'students',
  recordRepresentation: 'startsAt',
  fields: [
    {
      source: 'startsAt',
      type: 'datetime',
      views: ['create', 'edit'],
      labelKey: 'Starts at',
      required: true,
    },
  ],
};

describe('the date and time input of the generated forms', () => {
  it('shows the stored instant in local time and sends a typed one as ISO', async () => {
    const stored = '2024-03-05T10:00:00.000Z';
    const dataProvider = provider({ id: 'm1', startsAt: stored });
    render(
      renderableAdmin({
        resources: [defineResource(meetings)],
        dataProvider,
        path: '/meetings/m1',
        i18n: german,
      }),
    );
    const shown = format(new Date(stored), 'dd.MM.yyyy HH:mm');
    await waitFor(() => expect(dateInput(/^Starts at/).value).toBe(shown));
    await typeDate(/^Starts at/, '24.12.2026 18:30');
    await save();
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalled());
    expect(vi.mocked(dataProvider.update).mock.calls[0][1].data).toMatchObject({
      startsAt: new Date(2026, 11, 24, 18, 30).toISOString(),
    });
  });
});
