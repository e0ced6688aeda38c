import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type DataProvider, testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FundingAnswer } from '../../domain/entities/group-funding';
import { FundingTab } from '../../resources/groups/funding/FundingTab';
import { renderableAdmin } from './meta-harness';

afterEach(cleanup);

const ANN = '00000000-0000-4000-8000-00000000000a';
const GROUP = '00000000-0000-4000-8000-0000000000aa';

/** The example as the API answers it: 21 hours, 3.5 of them missed without justification. */
const never: FundingAnswer = {
  groupId: GROUP,
  companyName: 'Acme',
  durationHours: 21,
  priceMode: null,
  unitPriceCents: null,
  nature: null,
  objective: null,
  certificationCode: null,
  certificationTitle: null,
  nsfCode: null,
  modality: null,
  prerequisites: null,
  equipment: null,
  funders: [],
  learners: [
    {
      studentId: ANN,
      name: 'ROY',
      firstname: 'Ann',
      status: null,
      plannedHours: 21,
      attendedHours: 17.5,
      unjustifiedHours: 3.5,
      excusedHours: 0,
    },
  ],
  priceCents: null,
  split: [],
  updatedAt: null,
  updatedBy: null,
};

const fakeProvider = (answer: FundingAnswer = never) => ({
  ...testDataProvider(),
  groupFunding: vi.fn(async () => answer),
  saveGroupFunding: vi.fn(async (_id: string, body: object) => ({
    ...answer,
    ...body,
    learners: answer.learners,
    updatedAt: '2026-12-06T08:00:00.000Z',
    updatedBy: 'Anna KELLER',
  })),
});

const renderTab = (dataProvider: DataProvider) =>
  render(
    renderableAdmin({
      path: '/funding',
      dataProvider,
      resources: [],
      routes: [{ path: '/funding', element: <FundingTab groupId={GROUP} /> }],
    }),
  );

const choose = async (label: string | RegExp, option: string) => {
  await userEvent.click(await screen.findByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
};

describe('the Funding tab of a group', () => {
  it('shows the issue’s example split from the half-days attended, and saves the plan', async () => {
    const provider = fakeProvider();
    renderTab(provider as unknown as DataProvider);
    expect(await screen.findByText('Never saved: nothing given yet.')).toBeInTheDocument();
    expect(
      screen.getByText(/Planned 21 h · Attended 17.5 h · Absent, unjustified 3.5 h/),
    ).toBeInTheDocument();

    await choose('Price given', 'Per hour');
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Price (€, excl. VAT)' }), '80');
    expect(await screen.findByText('Price of the action: €1,680.00')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await choose('Funder', 'An OPCO');
    await choose('Name', 'AKTO');
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Contact’s e-mail' }),
      'conseil@akto.example',
    );
    const amount = screen.getByRole('spinbutton', { name: 'Amount (€)' });
    await userEvent.type(amount, '1680');
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Hours covered' }), '21');
    await userEvent.click(screen.getByRole('switch', { name: 'Pays the organisation directly' }));
    expect(await screen.findByText('The funders pay €1,680.00 of €1,680.00.')).toBeInTheDocument();

    const split = within(screen.getByRole('table', { name: 'Who pays what so far' }));
    const rows = split.getAllByRole('row').map((r) => r.textContent);
    expect(rows).toEqual([
      'Who paysHoursAmount',
      'AKTO17.5 h€1,400.00',
      'The client company: unjustified absences3.5 h€280.00',
      'Total€1,680.00',
    ]);

    await choose('Status of Ann ROY', 'Employee');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(provider.saveGroupFunding).toHaveBeenCalledTimes(1));
    expect(provider.saveGroupFunding).toHaveBeenCalledWith(GROUP, {
      priceMode: 'hour',
      unitPriceCents: 8_000,
      nature: null,
      objective: null,
      certificationCode: null,
      certificationTitle: null,
      nsfCode: null,
      modality: null,
      prerequisites: null,
      equipment: null,
      funders: [
        {
          kind: 'opco',
          name: 'AKTO',
          studentId: null,
          amountCents: 168_000,
          hours: 21,
          subrogation: true,
          email: 'conseil@akto.example',
        },
      ],
      learners: [{ studentId: ANN, status: 'employee' }],
      updatedAt: null,
    });
    expect(await screen.findByText(/^Last saved on .* by Anna KELLER\.$/)).toBeInTheDocument();
  });

  it('refuses amounts that do not add up to the price before sending them', async () => {
    const provider = fakeProvider({
      ...never,
      priceMode: 'group',
      unitPriceCents: 100_000,
      priceCents: 100_000,
      funders: [
        {
          kind: 'company',
          name: '',
          studentId: null,
          amountCents: 90_000,
          hours: 21,
          subrogation: false,
        },
      ],
      updatedAt: '2026-12-01T08:00:00.000Z',
      updatedBy: 'Anna KELLER',
    });
    renderTab(provider as unknown as DataProvider);
    expect(await screen.findByText('The funders pay €900.00 of €1,000.00.')).toBeInTheDocument();
    await choose('Modality', 'Blended');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('The funders’ amounts must add up to the price'),
    ).toBeInTheDocument();
    expect(provider.saveGroupFunding).not.toHaveBeenCalled();
  });
});
