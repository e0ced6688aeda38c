import {
  act,
  cleanup,
  configure,
  fireEvent,
  render,
  screen,
  waitFor,
} from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SignatureLinkPage } from '../../domain/entities/signature';
import { catalogues } from '../../locales';
import { translate } from '../../locales/merge';
import { App } from '../../src/App';
import { fakeApi, json, resetBrowser } from './app-harness';
import { FakePad, PNG } from './signature-fake-pad';

vi.mock('signature_pad', async () => ({ default: (await import('./signature-fake-pad')).FakePad }));

configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  FakePad.instances = [];
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const TOKEN = 'k7Hq2mZ4xR9pL1sV8bN3cT6wY0aE5dF';
const page = (over: Partial<SignatureLinkPage> = {}): SignatureLinkPage => ({
  title: 'Medical English B1',
  trainer: 'MARTIN Anne',
  student: 'ROUX Ben',
  start: '2026-12-01T12:00:00.000Z',
  end: '2026-12-01T16:00:00.000Z',
  open: true,
  signed: false,
  ...over,
});

/** The learner's page, signed out; the API answers GET and POST /sign/{token} as told. */
const openLink = (read: () => Response, post?: (body: unknown) => Response) => {
  const posts: { body: unknown; headers: Headers }[] = [];
  const fetchMock = fakeApi((path, init) => {
    if (path !== `/sign/${TOKEN}`) return undefined;
    if (init.method === 'POST') {
      const body = JSON.parse(String(init.body));
      posts.push({ body, headers: new Headers(init.headers) });
      return post?.(body) ?? json(201, { signed: true });
    }
    return read();
  });
  resetBrowser(`/sign/${TOKEN}`);
  render(<App />);
  return { posts, fetchMock };
};

describe('the public signing page /sign/{token}', () => {
  it('shows the half-day, then signs it without any token and thanks the learner', async () => {
    const { posts, fetchMock } = openLink(() => json(200, page()));
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Attendance signature' },
        // The first wait covers the lazy page's loading on a busy machine.
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText('Medical English B1')).toBeInTheDocument();
    expect(screen.getByText('MARTIN Anne')).toBeInTheDocument();
    expect(screen.getByText('ROUX Ben')).toBeInTheDocument();
    // Signed out: no menu around it.
    expect(screen.queryByRole('menu')).toBeNull();
    const sign = screen.getByRole('button', { name: 'Sign' });
    expect(sign).toBeDisabled();
    expect(screen.getByRole('img', { name: 'Signature area' })).toBeInTheDocument();
    act(() => FakePad.last().draw());
    fireEvent.click(sign);
    expect(
      await screen.findByText('Thank you: your signature has been recorded.'),
    ).toBeInTheDocument();
    expect(posts).toHaveLength(1);
    expect(posts[0].body).toEqual({
      image: PNG,
      points: [expect.objectContaining({ points: expect.any(Array) })],
    });
    expect(posts[0].headers.get('Authorization')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sign' })).toBeNull();
    // The page's calls, and nothing else needing a sign-in was asked of the API.
    const calls = fetchMock.mock.calls.map(([url]) => String(url).split('?')[0]);
    expect(calls.filter((url) => url.startsWith('/api/sign/'))).toEqual([
      `/api/sign/${TOKEN}`,
      `/api/sign/${TOKEN}`,
    ]);
  });

  it('says the link is closed outside its half-day, with the API message', async () => {
    openLink(() => json(200, page({ open: false })));
    expect(await screen.findByText('Medical English B1')).toBeInTheDocument();
    expect(
      screen.getByText(translate(catalogues.en, 'app.signatures.link_closed')),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign' })).toBeNull();
  });

  it('says the half-day is already signed', async () => {
    openLink(() => json(200, page({ signed: true })));
    expect(await screen.findByText('You have already signed this half-day.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign' })).toBeNull();
  });

  it('says plainly that an unknown link is not valid', async () => {
    openLink(() => json(404, { message: 'Not found' }));
    expect(await screen.findByText('This link is not valid')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign' })).toBeNull();
  });

  it('turns to the closed message when the half-day ended before the signature was sent', async () => {
    const { posts } = openLink(
      () => json(200, page()),
      () => json(409, { message: 'app.signatures.link_closed' }),
    );
    await screen.findByText('Medical English B1');
    act(() => FakePad.last().draw());
    fireEvent.click(screen.getByRole('button', { name: 'Sign' }));
    expect(
      await screen.findByText(translate(catalogues.en, 'app.signatures.link_closed')),
    ).toBeInTheDocument();
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Sign' })).toBeNull();
  });
});
