import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AdminContext,
  type AuthProvider,
  type DataProvider,
  memoryStore,
  testDataProvider,
} from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EvidencePack } from '../../resources/groups/followup/EvidencePack';
import { authAs, i18nProvider } from './meta-harness';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const renderAs = (authProvider: AuthProvider, evidencePack: () => Promise<Blob>) =>
  render(
    <AdminContext
      dataProvider={{ ...testDataProvider(), evidencePack } as unknown as DataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      store={memoryStore()}
    >
      <EvidencePack groupId="g1" />
    </AdminContext>,
  );

describe('the evidence pack, in the follow-up', () => {
  it('downloads the group’s zip, busy while it is gathered', async () => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() });
    let done: (blob: Blob) => void = () => undefined;
    const evidencePack = vi.fn(() => new Promise<Blob>((resolve) => (done = resolve)));
    renderAs(authAs(true), evidencePack);
    const button = await screen.findByRole('button', { name: 'Evidence pack (zip)' });
    await userEvent.click(button);
    expect(evidencePack).toHaveBeenCalledWith('g1');
    const busy = await screen.findByRole('button', { name: 'Gathering the evidence pack' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    done(new Blob(['PK'], { type: 'application/zip' }));
    expect(await screen.findByRole('button', { name: 'Evidence pack (zip)' })).toBeEnabled();
    expect(URL.createObjectURL).toHaveBeenCalled();
  });

  it('is not offered to whoever may not read the quality area (a Teacher)', async () => {
    const canAccess = vi.fn(
      async ({ resource }: { resource?: string }) => resource !== 'qualityReport',
    );
    const evidencePack = vi.fn();
    renderAs({ ...authAs(false), canAccess }, evidencePack);
    // Once the area was asked about and answered, nothing is there.
    await waitFor(() =>
      expect(canAccess).toHaveBeenCalledWith(
        expect.objectContaining({ resource: 'qualityReport' }),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('button', { name: /Evidence pack/ })).toBeNull();
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
