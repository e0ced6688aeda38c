import { cleanup, render, screen, within } from '@testing-library/react';
import { AdminContext, type DataProvider, memoryStore, testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GroupChecklist as Checklist } from '../../domain/entities/group-checklist';
import { GroupChecklist } from '../../resources/groups/followup/GroupChecklist';
import { authAs, i18nProvider } from './meta-harness';

afterEach(cleanup);

const checklist: Checklist = {
  groupId: 'g1',
  steps: [
    {
      step: 'agreement_sent',
      state: 'done',
      at: '2026-09-01T08:00:00.000Z',
      by: 'Anna KELLER',
    },
    { step: 'agreement_signed', state: 'missing', at: null, by: null },
    {
      step: 'convocations_sent',
      state: 'missing',
      at: '2026-09-03T08:00:00.000Z',
      by: 'Anna KELLER',
      done: 3,
      total: 12,
    },
    { step: 'attendance_complete', state: 'not_due', at: null, by: null },
    { step: 'attestations_issued', state: 'not_due', at: null, by: null, done: 0, total: 12 },
    { step: 'certificates_issued', state: 'not_applicable', at: null, by: null },
  ],
};

const renderIn = (dataProvider: DataProvider) =>
  render(
    <AdminContext
      dataProvider={dataProvider}
      authProvider={authAs(true)}
      i18nProvider={i18nProvider}
      store={memoryStore()}
    >
      <GroupChecklist groupId="g1" />
    </AdminContext>,
  );

describe('the paperwork checklist, in the follow-up', () => {
  it('lists each step with its state in words, its date, who and its count', async () => {
    const groupChecklist = vi.fn(async () => checklist);
    renderIn({ ...testDataProvider(), groupChecklist } as unknown as DataProvider);
    const section = await screen.findByRole('region', { name: 'Paperwork checklist' });
    const list = await within(section).findByRole('list', {
      name: 'The steps of the paperwork, in order',
    });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(6);
    expect(groupChecklist).toHaveBeenCalledWith('g1');
    const date = new Date('2026-09-01T08:00:00.000Z').toLocaleDateString('en', {
      dateStyle: 'medium',
    });
    expect(items[0]).toHaveTextContent('Agreement sent to sign');
    expect(items[0]).toHaveTextContent(`Done · On ${date}, by Anna KELLER`);
    expect(items[1]).toHaveTextContent('Agreement signed');
    expect(items[1]).toHaveTextContent('Missing');
    expect(items[2]).toHaveTextContent(/Missing · On .+, by Anna KELLER · 3 of 12/);
    expect(items[3]).toHaveTextContent('Attendance countersignedNot due yet');
    expect(items[4]).toHaveTextContent('Not due yet · 0 of 12');
    expect(items[5]).toHaveTextContent('Certificates of completion issuedNot applicable');
  });
});
