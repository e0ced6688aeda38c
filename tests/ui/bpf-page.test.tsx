import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bpfOf, bpfPeriod } from '../../domain/rules/bpf';
import { App } from '../../src/App';
import { fakeApi, json, pathsCalled, resetBrowser, signInAs } from './app-harness';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const G = '11111111-1111-4111-8111-111111111111';
const S = '22222222-2222-4222-8222-222222222222';
const T = '33333333-3333-4333-8333-333333333333';

/** A year of one group paid by its client, one learner without a status, one trainer of the provider. */
const answerOf = (year: number, fiscalStartMonth = 1) =>
  bpfOf({
    period: bpfPeriod(year, fiscalStartMonth),
    groups: [
      {
        id: G,
        name: 'Nurses B1',
        nature: 'training',
        objective: 'other',
        certificationCode: null,
        nsfCode: '136t',
        modality: 'in_class',
        priceCents: 120_000,
        funders: [
          {
            kind: 'company',
            name: '',
            studentId: null,
            amountCents: 120_000,
            hours: 0,
            subrogation: false,
          },
        ],
        minutesHeldInPeriod: 600,
        minutesHeldTotal: 600,
      },
    ],
    learners: [
      {
        groupId: G,
        studentId: S,
        name: 'Zoé Martin',
        status: null,
        attendedMinutes: 600,
        elearningMinutes: 0,
        unmarkedMinutes: 0,
      },
    ],
    trainers: [{ id: T, name: 'Hélène Dubois', kind: 'own' }],
    deliveries: [{ groupId: G, trainerId: T, minutes: 600 }],
  });

describe('/bpf', () => {
  it('shows the frames with the cerfa’s labels, what is missing with its link, the other years, and downloads the PDF', async () => {
    const createObjectURL = vi.fn(() => 'blob:x');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    // The PDF answers when the test lets it, to see the button's progress meanwhile.
    let sendPdf = () => {};
    const pdf = new Promise<Response>((resolve) => {
      sendPdf = () =>
        resolve(
          new Response('%PDF-', {
            status: 200,
            headers: {
              'Content-Type': 'application/pdf',
              'Content-Disposition': 'attachment; filename="bpf.pdf"',
            },
          }),
        );
    });
    const fetchMock = fakeApi((path) => {
      const m = /^\/bpf\/(\d+)(\?fiscalStartMonth=(\d+))?$/.exec(path);
      return m ? json(200, answerOf(Number(m[1]), m[3] ? Number(m[3]) : 1)) : undefined;
    });
    const answer = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) =>
      /^\/api\/bpf\/\d+\/pdf/.test(url) ? pdf : (answer as NonNullable<typeof answer>)(url, init),
    );
    resetBrowser('/bpf');
    signInAs(2);
    render(<App />);
    const now = new Date();
    const year = now.getMonth() < 4 ? now.getFullYear() - 1 : now.getFullYear();
    expect(
      await screen.findByText(
        'des entreprises pour la formation de leurs salariés',
        {},
        { timeout: 20_000 },
      ),
    ).toBeInTheDocument();
    const c = screen.getByRole('region', { name: 'C. Revenue by source' });
    expect(within(c).getAllByText('€1,200.00')).toHaveLength(2);
    const missing = screen.getByRole('region', { name: 'What is missing' });
    expect(within(missing).getByText('No status in the funding plan')).toBeInTheDocument();
    expect(within(missing).getByRole('link', { name: 'Zoé Martin' })).toHaveAttribute(
      'href',
      `/company/groups/${G}/edit/funding`,
    );
    expect(screen.getByText(`From 01/01/${year} to 31/12/${year}`)).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Year starts in' }));
    fireEvent.click(await screen.findByRole('option', { name: 'September' }));
    expect(await screen.findByText(`From 01/09/${year - 1} to 31/08/${year}`)).toBeInTheDocument();
    expect(pathsCalled(fetchMock)).toContain(`GET /api/bpf/${year}`);
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContainEqual(
      expect.stringContaining(`/api/bpf/${year}?fiscalStartMonth=9`),
    );

    const button = screen.getByRole('button', { name: 'Download (PDF)' });
    await waitFor(() => expect(button).toBeEnabled());
    fireEvent.click(button);
    // The spinner is the button's start icon, which MUI hides from assistive technology.
    expect(await within(button).findByRole('progressbar', { hidden: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download (xlsx)' })).toBeDisabled();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContainEqual(
      expect.stringContaining(`/api/bpf/${year}/pdf?fiscalStartMonth=9`),
    );
    sendPdf();
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    await waitFor(() =>
      expect(within(button).queryByRole('progressbar', { hidden: true })).toBeNull(),
    );
  }, 30_000);
});
