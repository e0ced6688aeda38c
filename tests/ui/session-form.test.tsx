import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { format } from 'date-fns';
import { afterEach, describe, expect, it, vi } from 'vitest';
// Loaded up front: the form loads the pickers lazily, which on a busy machine outlasts findBy's wait.
import '../../src/meta/DatePickerInput';
import { App } from '../../src/App';
import { fakeApi, json, resetBrowser, signInAs } from './app-harness';
import { dateInput } from './meta-harness';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// Local wall-clock instants, so the typed and shown texts hold in any time zone.
const at = (hours: number, minutes = 0) => new Date(2030, 10, 27, hours, minutes);
const shown = (date: Date) => format(date, 'dd/MM/yyyy HH:mm');

/** /session/create on a fake API, the range 09:00-10:00 chosen in the agenda; records the POST. */
const openCreate = async () => {
  const posted: Record<string, unknown>[] = [];
  fakeApi((path, init) => {
    if (path === '/teacher')
      return json(200, [{ _id: 't1', name: 'Weis', firstname: 'Yann' }], {
        'Content-Range': 'items 0-0/1',
      });
    if (path === '/language') return json(200, [{ _id: 'l1', name: 'English', initial: 'EN' }]);
    if (path === '/session' && init.method === 'POST') {
      const body = JSON.parse(String(init.body));
      posted.push(body);
      return json(201, { ...body, _id: 'new1', updatedAt: at(8).toISOString() });
    }
    return undefined;
  });
  const query = new URLSearchParams({
    start: at(9).toISOString(),
    end: at(10).toISOString(),
  });
  resetBrowser(`/session/create?${query}`);
  signInAs(2);
  render(<App />);
  await waitFor(() => expect(dateInput(/^Start/).value).toBe(shown(at(9))), { timeout: 15_000 });
  return posted;
};

const type = (label: RegExp, date: Date) =>
  fireEvent.change(dateInput(label), { target: { value: shown(date) } });

describe('the session form (spec section 5)', () => {
  it('pushes the end to start + 30 minutes when the start passes it, and resets an end too close', async () => {
    await openCreate();
    type(/^Start/, at(11));
    await waitFor(() => expect(dateInput(/^End/).value).toBe(shown(at(11, 30))));
    expect(await screen.findByText('The start date must be less than the end date')).toBeVisible();

    type(/^End/, at(11, 20));
    await waitFor(() => expect(dateInput(/^End/).value).toBe(shown(at(11, 30))));
    expect(await screen.findByText('Session must be 30 minutes minimum duration')).toBeVisible();

    // A later end is kept as typed.
    type(/^End/, at(13));
    await waitFor(() => expect(dateInput(/^End/).value).toBe(shown(at(13))));
  });

  it('refuses a recurrent session without rows, then a row without its day, and sends the rows', async () => {
    const posted = await openCreate();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Title/), 'Ward rounds');
    await user.type(screen.getByLabelText(/^Description/), 'Weekly');
    await user.click(screen.getByLabelText(/^Free registration/));
    fireEvent.change(screen.getByLabelText(/^Slots/), { target: { value: '6' } });
    await user.click(screen.getByLabelText(/^Recurrent/));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('No session programmed')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Session are incompleted')).toBeInTheDocument();
    expect(posted).toEqual([]);

    await user.click(screen.getByRole('combobox', { name: 'Weekday' }));
    await user.click(await screen.findByRole('option', { name: 'Wednesday' }));
    expect(posted).toEqual([]);
    // Required fields still missing (trainer, language): nothing is sent.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alerts = await screen.findAllByText(
      'Title, description, slots, type, teacher and language are required fields',
    );
    expect(alerts.length).toBeGreaterThan(0);
    expect(posted).toEqual([]);
    expect(within(document.body).queryByText('Session are incompleted')).toBeNull();

    await user.type(screen.getByRole('combobox', { name: /^Trainer/ }), 'Wei');
    await user.click(await screen.findByRole('option', { name: /WEIS Yann/ }));
    await user.type(screen.getByRole('combobox', { name: /^Language/ }), 'Eng');
    await user.click(await screen.findByRole('option', { name: /English/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
      title: 'Ward rounds',
      teacher: 't1',
      language: 'l1',
      recurrent: true,
      dataTime: [{ day: 3, start: '09:00', end: '10:00' }],
      isOpenToStudentRegistration: true,
      slots: 6,
      company: null,
      groups: null,
      timeZone: 'Europe/Paris',
    });
    expect(await screen.findByText('Ward rounds created with success')).toBeInTheDocument();
  }, 60_000);
});
