import { cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AttemptView, PublicQuestion } from '../../domain/entities/test-attempt';
import { App } from '../../src/App';
import { fakeApi, json, resetBrowser } from './app-harness';

configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const CODE = 'PT-7K2M';
const ID = '0b7e4c1a-3f52-4d8e-9a61-2c5d8e9f0a13';
const TOKEN = 'secret-of-the-attempt';
const KEY = `test-attempt:${CODE}`;

const SINGLE: PublicQuestion = {
  type: 'single',
  prompt: '<p>Yesterday I <strong>…</strong> to the market.</p>',
  choices: [
    { id: 'c1', text: 'go' },
    { id: 'c2', text: 'went' },
    { id: 'c3', text: 'gone' },
  ],
  gaps: 0,
};
const GAP: PublicQuestion = {
  type: 'gap',
  prompt: '<p>She [[1]] a doctor and they [[2]] nurses.</p>',
  choices: [],
  gaps: 2,
};
const MULTIPLE: PublicQuestion = {
  type: 'multiple',
  prompt: '<p>Which are colours?</p>',
  choices: [
    { id: 'm1', text: 'red' },
    { id: 'm2', text: 'table' },
    { id: 'm3', text: 'blue' },
  ],
  gaps: 0,
};

const attempt = (over: Partial<AttemptView> = {}): AttemptView => ({
  _id: ID,
  title: 'English placement test',
  questions: [SINGLE, GAP, MULTIPLE],
  answers: [null, null, null],
  timeLeft: null,
  finishedAt: null,
  ...over,
});

interface Sent {
  method: string;
  path: string;
  body: unknown;
  headers: Headers;
}

type Answerer = (sent: Sent) => Response | undefined;

/**
 * The learner's page, signed out, with an attempt kept in the browser or not; `api` answers the
 * public calls (it may throw, a network failure). Every call the page made is in `sent`.
 */
function openTest(api: Answerer, kept?: { id: string; token: string }) {
  const sent: Sent[] = [];
  const fetchMock = fakeApi((path, init) => {
    if (!path.startsWith('/test/') && !path.startsWith('/attempt/')) return undefined;
    const call = {
      method: init.method ?? 'GET',
      path,
      body: init.body ? JSON.parse(String(init.body)) : undefined,
      headers: new Headers(init.headers),
    };
    sent.push(call);
    return api(call) ?? json(404, { message: 'Not found' });
  });
  resetBrowser(`/test/${CODE}`);
  if (kept) localStorage.setItem(KEY, JSON.stringify(kept));
  render(<App />);
  return { sent, fetchMock, puts: () => sent.filter((s) => s.method === 'PUT') };
}

/** The API of a running attempt: GET answers `view`, PUTs answer 200, finish answers finished. */
const attemptApi =
  (view: AttemptView, over: Answerer = () => undefined): Answerer =>
  (sent) => {
    const answer = over(sent);
    if (answer) return answer;
    if (sent.path === `/attempt/${ID}` && sent.method === 'GET') return json(200, view);
    const put = sent.path.match(new RegExp(`^/attempt/${ID}/answer/(\\d+)$`));
    if (put && sent.method === 'PUT')
      return json(200, { index: Number(put[1]), ...(sent.body as object) });
    if (sent.path === `/attempt/${ID}/finish` && sent.method === 'POST')
      return json(200, { ...view, finishedAt: '2026-11-27T21:00:00.000Z' });
    return undefined;
  };

/** The first wait covers the lazy page's loading on a busy machine. */
const findHeading = (name: string | RegExp, level = 2) =>
  screen.findByRole('heading', { level, name }, { timeout: 15_000 });

describe('the public test page /test/{code}', () => {
  it('greets a module test’s learner by her first name and starts without asking who she is', async () => {
    const { sent } = openTest((call) => {
      if (call.path !== `/test/${CODE}`) return undefined;
      if (call.method === 'GET')
        return json(200, {
          title: 'Hospital admissions',
          questionCount: 12,
          learner: { firstName: 'Anaïs' },
        });
      return json(201, { ...attempt(), token: TOKEN });
    });
    expect(await findHeading('Hello Anaïs, this test is yours.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Start the test' }));
    expect(await findHeading('Question 1 of 3')).toBeInTheDocument();
    expect(sent.filter((s) => s.method === 'POST').map((s) => s.body)).toEqual([{}]);
  });

  it('shows the opening and starts the test, the server’s field errors under their fields', async () => {
    let posts = 0;
    const { sent } = openTest((call) => {
      if (call.path !== `/test/${CODE}`) return undefined;
      if (call.method === 'GET')
        return json(200, { title: 'English placement test', questionCount: 3 });
      posts++;
      if (posts === 1)
        return json(400, {
          message: 'Some fields are not valid',
          errors: { email: 'This e-mail address is not valid' },
        });
      return json(201, { ...attempt(), token: TOKEN });
    });
    expect(await findHeading('English placement test', 1)).toBeInTheDocument();
    expect(screen.getByText('This test has 3 questions.')).toBeInTheDocument();
    // Signed out: no menu around it.
    expect(screen.queryByRole('menu')).toBeNull();

    // Nothing typed: each field says it is required, and nothing is sent.
    fireEvent.click(screen.getByRole('button', { name: 'Start the test' }));
    expect(await screen.findAllByText('Required')).toHaveLength(3);
    expect(sent.filter((s) => s.method === 'POST')).toHaveLength(0);

    fireEvent.change(screen.getByRole('textbox', { name: /Last name/ }), {
      target: { value: ' Roux ' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /First name/ }), {
      target: { value: 'Ben' },
    });
    const email = screen.getByRole('textbox', { name: /E-mail address/ });
    fireEvent.change(email, { target: { value: 'ben@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start the test' }));
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('This e-mail address is not valid'),
    );
    expect(screen.getByText('Some fields are not valid')).toBeInTheDocument();
    expect(screen.queryByText('Required')).toBeNull();

    fireEvent.change(email, { target: { value: 'ben@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start the test' }));
    const heading1 = await findHeading('Question 1 of 3');
    // The heading takes the focus in an effect, after the render that shows it.
    await waitFor(() => expect(heading1).toHaveFocus());
    const posted = sent.filter((s) => s.method === 'POST');
    expect(posted).toHaveLength(2);
    expect(posted[1].body).toEqual({
      lastName: 'Roux',
      firstName: 'Ben',
      email: 'ben@example.com',
    });
    expect(posted[1].headers.get('Authorization')).toBeNull();
    expect(posted[1].headers.get('Accept-Language')).toBe('en');
    expect(JSON.parse(localStorage.getItem(KEY) ?? '{}')).toEqual({ id: ID, token: TOKEN });
    expect(screen.getByRole('progressbar', { name: 'Progress through the test' })).toHaveAttribute(
      'aria-valuenow',
      '33',
    );
  });

  it('shows the server’s message for a closed code, and no form', async () => {
    openTest((call) =>
      call.path === `/test/${CODE}`
        ? json(410, { message: 'This test is closed since 20 November 2026.' })
        : undefined,
    );
    expect(
      await screen.findByText('This test is closed since 20 November 2026.', undefined, {
        timeout: 15_000,
      }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start the test' })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('offers a retry when the network fails', async () => {
    let calls = 0;
    openTest((call) => {
      if (call.path !== `/test/${CODE}`) return undefined;
      calls++;
      if (calls === 1) throw new TypeError('Failed to fetch');
      return json(200, { title: 'English placement test', questionCount: 1 });
    });
    const retry = await screen.findByRole('button', { name: 'Retry' }, { timeout: 15_000 });
    expect(
      screen.getByText('The test could not be loaded: check your connection and try again.'),
    ).toBeInTheDocument();
    fireEvent.click(retry);
    expect(await screen.findByText('This test has one question.')).toBeInTheDocument();
  });

  it('saves a single, a gap and a multiple answer, with the attempt’s secret', async () => {
    const { puts } = openTest(attemptApi(attempt()), { id: ID, token: TOKEN });
    expect(await findHeading('Question 1 of 3')).toBeInTheDocument();
    expect(screen.getByText('to the market.', { exact: false })).toBeInTheDocument();

    // A choice is saved as soon as it is picked.
    fireEvent.click(screen.getByRole('radio', { name: 'went' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0].path).toBe(`/attempt/${ID}/answer/0`);
    expect(puts()[0].body).toEqual({ answer: { choices: ['c2'] } });
    expect(puts()[0].headers.get('x-attempt-token')).toBe(TOKEN);
    expect(puts()[0].headers.get('Authorization')).toBeNull();
    expect(await screen.findByRole('status')).toHaveTextContent(/^Saved$/);

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Question 2 of 3' })).toHaveFocus(),
    );
    // Typed text waits for the move to be saved.
    fireEvent.change(screen.getByRole('textbox', { name: 'Gap 1' }), { target: { value: 'is' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Gap 2' }), { target: { value: 'are' } });
    expect(puts()).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(puts()).toHaveLength(2));
    expect(puts()[1].path).toBe(`/attempt/${ID}/answer/1`);
    expect(puts()[1].body).toEqual({ answer: { gaps: ['is', 'are'] } });

    const heading3 = await findHeading('Question 3 of 3');
    await waitFor(() => expect(heading3).toHaveFocus());
    fireEvent.click(screen.getByRole('checkbox', { name: 'blue' }));
    await waitFor(() => expect(puts()).toHaveLength(3));
    fireEvent.click(screen.getByRole('checkbox', { name: 'red' }));
    await waitFor(() => expect(puts()).toHaveLength(4));
    expect(puts()[2].body).toEqual({ answer: { choices: ['m3'] } });
    // In the question's order.
    expect(puts()[3].body).toEqual({ answer: { choices: ['m1', 'm3'] } });
    expect(puts()[3].path).toBe(`/attempt/${ID}/answer/2`);

    // Back: the answers given are still there.
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await findHeading('Question 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Gap 1' })).toHaveValue('is');
  });

  it('resumes a kept attempt at its first unanswered question', async () => {
    const { sent } = openTest(
      attemptApi(attempt({ answers: [{ choices: ['c1'] }, { gaps: ['is', 'are'] }, null] })),
      { id: ID, token: TOKEN },
    );
    expect(await findHeading('Question 3 of 3')).toBeInTheDocument();
    expect(sent.map((s) => `${s.method} ${s.path}`)).toEqual([`GET /attempt/${ID}`]);
    expect(sent[0].headers.get('x-attempt-token')).toBe(TOKEN);
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await findHeading('Question 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Gap 2' })).toHaveValue('are');
  });

  it('counts the time left down and hands the test in when it runs out', async () => {
    const view = attempt({ answers: [{ choices: ['c1'] }, null, null], timeLeft: 2 });
    const { sent } = openTest(attemptApi(view), { id: ID, token: TOKEN });
    expect(await findHeading('Question 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(/Time left: 0:0[12]/);
    expect(
      await screen.findByText('Thank you, your answers have been sent.', undefined, {
        timeout: 6000,
      }),
    ).toBeInTheDocument();
    expect(sent.filter((s) => s.path === `/attempt/${ID}/finish`)).toHaveLength(1);
  });

  it('forgets a kept attempt the server does not know, and shows the opening', async () => {
    openTest(
      (call) =>
        call.path === `/test/${CODE}`
          ? json(200, { title: 'English placement test', questionCount: 3 })
          : undefined,
      { id: ID, token: 'stale' },
    );
    expect(
      await screen.findByRole('button', { name: 'Start the test' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('finishes after a confirmation, and shows the confirmation again on reload', async () => {
    const view = attempt({ answers: [{ choices: ['c1'] }, { gaps: ['is', 'are'] }, null] });
    const { sent } = openTest(attemptApi(view), { id: ID, token: TOKEN });
    expect(await findHeading('Question 3 of 3')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Finish the test?' });
    expect(dialog).toHaveTextContent('you cannot change your answers');
    expect(dialog).toHaveTextContent('One question has no answer.');
    expect(sent.some((s) => s.path.endsWith('/finish'))).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Finish and send' }));
    expect(await screen.findByText('Thank you, your answers have been sent.')).toBeInTheDocument();
    const finish = sent.filter((s) => s.path === `/attempt/${ID}/finish`);
    expect(finish).toHaveLength(1);
    expect(finish[0].method).toBe('POST');
    expect(finish[0].headers.get('x-attempt-token')).toBe(TOKEN);
    expect(screen.queryByRole('heading', { name: /Question/ })).toBeNull();
    expect(JSON.parse(localStorage.getItem(KEY) ?? '{}')).toEqual({ id: ID, token: TOKEN });

    // A reload reads the finished attempt: the confirmation, no question.
    cleanup();
    vi.unstubAllGlobals();
    openTest(attemptApi({ ...view, finishedAt: '2026-11-27T21:00:00.000Z' }), {
      id: ID,
      token: TOKEN,
    });
    expect(
      await screen.findByText('Thank you, your answers have been sent.', undefined, {
        timeout: 15_000,
      }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Question/ })).toBeNull();
  });

  it('says an answer is not saved when the network fails, keeps it and sends it on the next move', async () => {
    let offline = true;
    const { puts } = openTest(
      attemptApi(attempt(), (call) => {
        if (call.method === 'PUT' && offline) throw new TypeError('Failed to fetch');
        return undefined;
      }),
      { id: ID, token: TOKEN },
    );
    expect(await findHeading('Question 1 of 3')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'went' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Not saved: check your connection');
    expect(screen.getByRole('radio', { name: 'went' })).toBeChecked();

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await findHeading('Question 2 of 3')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'Gap 1' }), { target: { value: 'is' } });
    // Still offline: both wait in the page.
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await findHeading('Question 1 of 3')).toBeInTheDocument();
    await waitFor(() => expect(puts().length).toBeGreaterThanOrEqual(3));
    expect(screen.getByRole('status')).toHaveTextContent('Not saved: check your connection');
    expect(screen.getByRole('radio', { name: 'went' })).toBeChecked();

    offline = false;
    const before = puts().length;
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^Saved$/));
    expect(
      puts()
        .slice(before)
        .map((p) => [p.path, p.body]),
    ).toEqual([
      [`/attempt/${ID}/answer/0`, { answer: { choices: ['c2'] } }],
      [`/attempt/${ID}/answer/1`, { answer: { gaps: ['is', ''] } }],
    ]);
    expect(screen.getByRole('textbox', { name: 'Gap 1' })).toHaveValue('is');
  });
});
