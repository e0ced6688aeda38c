import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type DataProvider, HttpError, testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AtRiskSettingsAnswer } from '../../domain/entities/settings';
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

const fakeProvider = () => ({
  ...testDataProvider(),
  atRiskSettings: vi.fn(async () => answer),
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

describe('the settings page (/settings)', () => {
  it('shows each at-risk rule, its switch and thresholds, and who saved them last', async () => {
    renderPage(fakeProvider());
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Learners at risk' }),
    ).toBeInTheDocument();
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
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
  });

  it('says so when someone else saved them meanwhile (409), keeping what was typed', async () => {
    const dataProvider = fakeProvider();
    const stale = translate(en, 'app.errors.stale_update');
    dataProvider.saveAtRiskSettings.mockRejectedValueOnce(
      new HttpError(stale, 409, { message: stale }),
    );
    renderPage(dataProvider);
    const halfDays = await screen.findByRole('spinbutton', { name: 'Half-days' });
    await userEvent.clear(halfDays);
    await userEvent.type(halfDays, '3');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(translate(en, 'app.save.stale_title'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: translate(en, 'app.save.reload') })).toBeEnabled();
    expect(halfDays).toHaveValue(3);
  });
});
