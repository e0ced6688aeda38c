import { cleanup, screen as globalScreen, render, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type DataProvider, HttpError, testDataProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProviderImagesAnswer } from '../../domain/entities/settings';
import { ImagesSettingsCard } from '../../src/pages/settings/ImagesSettingsCard';
import { renderableAdmin } from './meta-harness';

afterEach(cleanup);
beforeEach(() => {
  // jsdom makes no object URLs: the preview's is a stand-in.
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

const logo = {
  type: 'png' as const,
  width: 300,
  height: 100,
  size: 2048,
  uploadedAt: '2026-12-06T09:30:00.000Z',
};
const fakeProvider = (start: ProviderImagesAnswer = { logo: null, signature: null }) => ({
  ...testDataProvider(),
  providerImages: vi.fn(async () => start),
  providerImage: vi.fn(async () => new Blob(['png'], { type: 'image/png' })),
  uploadProviderImage: vi.fn(async () => ({ logo, signature: null })),
  removeProviderImage: vi.fn(async () => ({ logo: null, signature: null })),
});

const renderCard = (dataProvider: DataProvider) =>
  render(
    renderableAdmin({
      path: '/settings',
      dataProvider,
      resources: [],
      routes: [{ path: '/settings', element: <ImagesSettingsCard /> }],
    }),
  );
const slot = async (name: string) => within(await globalScreen.findByRole('region', { name }));
const png = () => new File(['png'], 'logo.png', { type: 'image/png' });

/** The settings page's logo and signature image (issue 47 part 3). */
describe('the logo and signature card', () => {
  it('uploads a logo, then shows it with its size', async () => {
    const dataProvider = fakeProvider();
    renderCard(dataProvider);
    const logoSlot = await slot('Logo');
    expect(logoSlot.getByText('None yet.')).toBeInTheDocument();
    await userEvent.upload(document.querySelector('input[type=file]') as HTMLInputElement, png());
    await waitFor(() =>
      expect(dataProvider.uploadProviderImage).toHaveBeenCalledWith('logo', expect.any(File)),
    );
    expect(await logoSlot.findByRole('img', { name: 'Logo' })).toHaveAttribute(
      'src',
      'blob:preview',
    );
    expect(logoSlot.getByText(/^300 × 100 px, 2 kB, uploaded on /)).toBeInTheDocument();
    expect(logoSlot.getByRole('button', { name: 'Replace: Logo' })).toBeInTheDocument();
    expect(await globalScreen.findByText('Image saved')).toBeInTheDocument();
  });

  it('says why an image was refused', async () => {
    const dataProvider = fakeProvider();
    const message = 'This file is not a PNG or JPEG image.';
    dataProvider.uploadProviderImage.mockRejectedValueOnce(
      new HttpError(message, 400, { message, errors: { file: message } }),
    );
    renderCard(dataProvider);
    await slot('Signature image');
    const inputs = document.querySelectorAll<HTMLInputElement>('input[type=file]');
    await userEvent.upload(inputs[1], png());
    expect(await globalScreen.findByText(message)).toBeInTheDocument();
  });

  it('removes an image after a confirmation', async () => {
    const dataProvider = fakeProvider({ logo, signature: null });
    renderCard(dataProvider);
    const logoSlot = await slot('Logo');
    await userEvent.click(await logoSlot.findByRole('button', { name: 'Remove: Logo' }));
    const dialog = await globalScreen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(dataProvider.removeProviderImage).toHaveBeenCalledWith('logo'));
    expect(await logoSlot.findByText('None yet.')).toBeInTheDocument();
  });
});
