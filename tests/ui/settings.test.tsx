import { cleanup, screen as globalScreen, render, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type DataProvider, HttpError, testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type AtRiskSettingsAnswer,
  IDENTITY_EMPTY,
  type ProviderIdentityAnswer,
  QUALITY_DEFAULTS,
} from '../../domain/entities/settings';
import { en } from '../../locales/en';
import { translate } from '../../locales/merge';
import { SettingsPage } from '../../src/pages/settings/SettingsPage';
import { renderableAdmin } from './meta-harness';

afterEach(cleanup);

const answer: AtRiskSettingsAnswer = {
  absences: { on: true, halfDays: 2, days: 30 },
  inactivity: { on: true, days: 14 },
  behind: { on: false, percent: 60 },
  updatedAt: '2026-12-01T10:00:00.000Z',
  updatedBy: 'Anna KELLER',
};

const identity: ProviderIdentityAnswer = {
  ...IDENTITY_EMPTY,
  legalName: 'Lingua Santé SAS',
  siret: '44306184100047',
  updatedAt: null,
  updatedBy: null,
};

const fakeProvider = () => ({
  ...testDataProvider(),
  // The country picker's list.
  getList: (async () => ({
    data: [{ id: 'fr', code: 'FR', name: 'France' }],
    total: 1,
  })) as unknown as DataProvider['getList'],
  providerIdentity: vi.fn(async () => identity),
  saveProviderIdentity: vi.fn(async (body: object) => ({
    ...identity,
    ...body,
    updatedAt: '2026-12-06T08:00:00.000Z',
    updatedBy: 'Anna KELLER',
  })),
  providerImages: vi.fn(async () => ({ logo: null, signature: null })),
  atRiskSettings: vi.fn(async () => answer),
  qualitySettings: vi.fn(async () => ({ ...QUALITY_DEFAULTS, updatedAt: null, updatedBy: null })),
  saveQualitySettings: vi.fn(async (body: object) => ({
    ...QUALITY_DEFAULTS,
    ...body,
    updatedAt: '2026-12-07T08:00:00.000Z',
    updatedBy: 'Anna KELLER',
  })),
  saveAtRiskSettings: vi.fn(async (body: object) => ({
    ...answer,
    ...body,
    updatedAt: '2026-12-05T08:00:00.000Z',
  })),
});

const renderPage = (dataProvider: DataProvider) =>
  render(
    renderableAdmin({
      path: '/settings',
      dataProvider,
      resources: [],
      routes: [{ path: '/settings', element: <SettingsPage /> }],
    }),
  );

/** A card of the page, found by its title (each has its own Save button). */
const card = async (title: string) => {
  const heading = await globalScreen.findByRole('heading', { level: 2, name: title });
  return within(heading.closest('.MuiCard-root') as HTMLElement);
};
const atRisk = () => card('Learners at risk');
const identityCard = () => card('The organisation’s identity');

describe('the settings page (/settings)', () => {
  it('shows each at-risk rule, its switch and thresholds, and who saved them last', async () => {
    renderPage(fakeProvider());
    const screen = await atRisk();
    expect(await screen.findByText(/^Last saved on .* by Anna KELLER\.$/)).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Unjustified absences' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Behind plan' })).not.toBeChecked();
    expect(screen.getByRole('spinbutton', { name: 'Half-days' })).toHaveValue(2);
    expect(screen.getByRole('spinbutton', { name: 'Within the last (days)' })).toHaveValue(30);
    expect(screen.getByRole('spinbutton', { name: 'Days without e-learning' })).toHaveValue(14);
    expect(screen.getByRole('spinbutton', { name: 'Share of the hours due (%)' })).toHaveValue(60);
  });

  it('checks the bounds of the schema before saving', async () => {
    const dataProvider = fakeProvider();
    renderPage(dataProvider);
    const screen = await atRisk();
    const days = await screen.findByRole('spinbutton', { name: 'Within the last (days)' });
    await userEvent.clear(days);
    await userEvent.type(days, '400');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A whole number from 1 to 365')).toBeInTheDocument();
    expect(dataProvider.saveAtRiskSettings).not.toHaveBeenCalled();
  });

  it('saves the whole section with the updatedAt it read', async () => {
    const dataProvider = fakeProvider();
    renderPage(dataProvider);
    const screen = await atRisk();
    const days = await screen.findByRole('spinbutton', { name: 'Within the last (days)' });
    await userEvent.clear(days);
    await userEvent.type(days, '45');
    await userEvent.click(screen.getByRole('switch', { name: 'Behind plan' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(dataProvider.saveAtRiskSettings).toHaveBeenCalledWith({
        absences: { on: true, halfDays: 2, days: 45 },
        inactivity: { on: true, days: 14 },
        behind: { on: true, percent: 60 },
        updatedAt: '2026-12-01T10:00:00.000Z',
      }),
    );
    expect(await globalScreen.findByText('Settings saved')).toBeInTheDocument();
  });

  it('says so when someone else saved them meanwhile (409), keeping what was typed', async () => {
    const dataProvider = fakeProvider();
    const stale = translate(en, 'app.errors.stale_update');
    dataProvider.saveAtRiskSettings.mockRejectedValueOnce(
      new HttpError(stale, 409, { message: stale }),
    );
    renderPage(dataProvider);
    const screen = await atRisk();
    const halfDays = await screen.findByRole('spinbutton', { name: 'Half-days' });
    await userEvent.clear(halfDays);
    await userEvent.type(halfDays, '3');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(translate(en, 'app.save.stale_title'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: translate(en, 'app.save.reload') })).toBeEnabled();
    expect(halfDays).toHaveValue(3);
  });

  it('shows the identity and what the documents still lack', async () => {
    renderPage(fakeProvider());
    const screen = await identityCard();
    expect(await screen.findByText('Never saved: nothing given yet.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Legal name' })).toHaveValue('Lingua Santé SAS');
    expect(screen.getByRole('textbox', { name: 'SIRET' })).toHaveValue('44306184100047');
    expect(
      screen.getByText(
        'Documents still lack: address, activity declaration number, region of the declaration, Qualiopi certificate, signer, accessibility contact, general terms, internal rules.',
      ),
    ).toBeInTheDocument();
  });

  it('saves the whole identity with the updatedAt it read, and says what is left', async () => {
    const dataProvider = fakeProvider();
    renderPage(dataProvider);
    const screen = await identityCard();
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Name of the signer' }),
      'Claire Martin',
    );
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Position of the signer' }),
      'Gérante',
    );
    expect(
      screen.getByText(/^Documents still lack: .*accessibility contact/),
    ).not.toHaveTextContent('signer');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(dataProvider.saveProviderIdentity).toHaveBeenCalledWith({
        ...IDENTITY_EMPTY,
        legalName: 'Lingua Santé SAS',
        siret: '44306184100047',
        signer: { name: 'Claire Martin', title: 'Gérante' },
        updatedAt: null,
      }),
    );
    expect(await screen.findByText(/^Last saved on .* by Anna KELLER\.$/)).toBeInTheDocument();
  });

  it('saves the quality thresholds and the surveys’ timing whole, checking tenths first', async () => {
    const dataProvider = fakeProvider();
    renderPage(dataProvider as unknown as DataProvider);
    const quality = await card('Quality figures and surveys');
    expect(await quality.findByText('Never saved: the defaults apply.')).toBeInTheDocument();
    const pass = quality.getByRole('spinbutton', { name: 'Exam pass mark (out of 10)' });
    expect(pass).toHaveValue(5);
    await userEvent.clear(pass);
    await userEvent.type(pass, '5.55');
    await userEvent.click(quality.getByRole('button', { name: 'Save' }));
    expect(await quality.findByText('A number with one decimal at most')).toBeInTheDocument();
    expect(dataProvider.saveQualitySettings).not.toHaveBeenCalled();
    await userEvent.clear(pass);
    await userEvent.type(pass, '6.5');
    const after = quality.getByRole('spinbutton', {
      name: 'Later survey (days after)',
    });
    await userEvent.clear(after);
    await userEvent.type(after, '60');
    await userEvent.click(quality.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(dataProvider.saveQualitySettings).toHaveBeenCalledWith({
        ...QUALITY_DEFAULTS,
        examPassScore: 6.5,
        surveys: { learnerEndDays: 0, learnerAfterDays: 60 },
        updatedAt: null,
      }),
    );
  });
});
