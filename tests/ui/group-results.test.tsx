import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, type DataProvider, memoryStore, testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GroupResultsMethods } from '../../dataProvider/group-results';
import type {
  FollowUp,
  Grading,
  LearnerGrades,
  GroupResults as Results,
} from '../../domain/entities/group-results';
import type { IssuedDocument } from '../../domain/entities/issued-document';
import { GroupFollowUp } from '../../resources/groups/followup/GroupFollowUp';
import { GroupNotation } from '../../resources/groups/notation/GroupNotation';
import { GroupResults } from '../../resources/groups/results/GroupResults';
import { authAs, i18nProvider } from './meta-harness';

afterEach(cleanup);

const stamp = '2026-10-01T10:00:00.000Z';
const learner = (id: string, name: string, extra: Partial<LearnerGrades> = {}): LearnerGrades => ({
  studentId: id,
  name,
  firstname: 'Ann',
  grades: [],
  tests: [{ test: 'middle', score: null, level: null, updatedAt: null }],
  ...extra,
});
const grading: Grading = {
  groupId: 'g1',
  groupName: 'Nurses',
  tests: ['middle'],
  skills: ['listening', 'reading', 'speaking', 'writing', 'grammar'],
  learners: [
    learner('s1', 'Adam'),
    learner('s2', 'Zoe', {
      grades: [
        {
          test: 'middle',
          skill: 'reading',
          score: 8.2,
          level: 'C1.2',
          comment: 'Fluent',
          gradedBy: null,
          updatedAt: stamp,
        },
      ],
      tests: [{ test: 'middle', score: 8.2, level: 'C1.2', updatedAt: stamp }],
    }),
  ],
};
const results: Results = {
  groupId: 'g1',
  groupName: 'Nurses',
  targets: { elearningTarget: 60, elearningDurationTarget: 2, elearningAttempts: 50 },
  totalModules: 2,
  totalActivities: 4,
  learners: [
    {
      studentId: 's1',
      name: 'Adam',
      firstname: 'Ben',
      email: 'a@x.example',
      completedModules: 1,
      totalModules: 2,
      quizAverage: 70,
      quizReached: true,
      seconds: 1800,
      hours: 0.5,
      durationReached: false,
      completedActivities: 3,
      totalActivities: 4,
      programmePercent: 75,
      programmeReached: true,
      middleScore: 5.4,
      middleLevel: 'B1.2',
      endScore: null,
      endLevel: null,
    },
  ],
  summary: {
    learners: 1,
    programmePercent: 75,
    quizAverage: 70,
    hours: 0.5,
    quizReached: 1,
    durationReached: 0,
    programmeReached: 1,
  },
};
const followUp: FollowUp = {
  groupId: 'g1',
  groupName: 'Nurses',
  companyName: 'Clinic',
  beginDate: '2026-09-01',
  endDate: '2026-12-15',
  durationHours: 20,
  trainers: ['TEACHER Test'],
  objectives: [
    { _id: 'o1', name: 'Handover' },
    { _id: 'o2', name: 'Phone calls' },
  ],
  presentialAvailable: false,
  learners: [
    {
      studentId: 's1',
      name: 'Adam',
      firstname: 'Ben',
      plannedHours: 20,
      plannedFromGroup: true,
      elearningHours: 1.5,
      presentialHours: null,
      doneHours: 1.5,
      remainingHours: 18.5,
      objectivesReached: ['o2'],
      comment: 'Keen',
      paysPersonally: true,
    },
  ],
};

const providerWith = (methods: Partial<GroupResultsMethods>) =>
  ({ ...testDataProvider(), ...methods }) as unknown as DataProvider;

const renderIn = (dataProvider: DataProvider, ui: React.ReactElement) =>
  render(
    <AdminContext
      dataProvider={dataProvider}
      authProvider={authAs(true)}
      i18nProvider={i18nProvider}
      store={memoryStore()}
    >
      {ui}
    </AdminContext>,
  );

describe('grading tab', () => {
  it('shows a table per test, levels beside scores, refuses bad scores and saves a learner', async () => {
    const saveGrades = vi.fn(async (_g: string, _s: string, body: { grades: unknown[] }) => ({
      ...learner('s1', 'Adam'),
      grades: [
        {
          test: 'middle' as const,
          skill: 'listening' as const,
          score: 5.4,
          level: 'B1.2',
          comment: 'Good',
          gradedBy: 'me',
          updatedAt: stamp,
        },
      ],
      tests: [{ test: 'middle' as const, score: 5.4, level: 'B1.2', updatedAt: stamp }],
      body,
    }));
    const provider = providerWith({ groupGrading: vi.fn(async () => grading), saveGrades });
    renderIn(provider, <GroupNotation groupId="g1" />);
    const section = await screen.findByRole('region', { name: 'Middle test' });
    expect(within(section).getByRole('table')).toBeInTheDocument();
    expect(within(section).getByRole('columnheader', { name: 'Grammar' })).toBeInTheDocument();
    // Zoe's saved grade shows with its level and the test's mean.
    expect(screen.getByLabelText('Reading score of ZOE Ann')).toHaveValue(8.2);
    expect(screen.getByText('8.2 (C1.2)')).toBeInTheDocument();

    const user = userEvent.setup();
    const score = screen.getByLabelText('Listening score of ADAM Ann');
    await user.type(score, '12');
    expect(
      screen.getByText('A score is a number from 0 to 10, in steps of 0.1'),
    ).toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Save the Middle test of ADAM Ann' });
    expect(save).toBeDisabled();
    await user.clear(score);
    await user.type(score, '5.4');
    expect(screen.getByText('Level: B1.2')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Listening comment on ADAM Ann'), 'Good');
    await user.click(save);
    await waitFor(() => expect(saveGrades).toHaveBeenCalled());
    expect(saveGrades.mock.calls[0]).toEqual([
      'g1',
      's1',
      {
        test: 'middle',
        updatedAt: null,
        grades: [{ skill: 'listening', score: 5.4, comment: 'Good' }],
      },
    ]);
    expect(await screen.findByText('5.4 (B1.2)')).toBeInTheDocument();
  });

  it('keeps the typed score of a stale save until Reload shows the saved one', async () => {
    const saved = (score: number): Grading => ({
      ...grading,
      learners: grading.learners.map((l) =>
        l.studentId === 's1'
          ? {
              ...l,
              grades: [
                {
                  test: 'middle',
                  skill: 'listening',
                  score,
                  level: 'B1.1',
                  comment: '',
                  gradedBy: 'other',
                  updatedAt: stamp,
                },
              ],
              tests: [{ test: 'middle', score, level: 'B1.1', updatedAt: stamp }],
            }
          : l,
      ),
    });
    let refused = false;
    const groupGrading = vi.fn(async () => (refused ? saved(4.5) : grading));
    const saveGrades = vi.fn(async () => {
      refused = true;
      throw Object.assign(new Error('stale'), {
        status: 409,
        body: {
          message: 'This record was changed by someone else meanwhile; reload it and try again',
        },
      });
    });
    renderIn(providerWith({ groupGrading, saveGrades }), <GroupNotation groupId="g1" />);
    const user = userEvent.setup();
    const score = await screen.findByLabelText('Listening score of ADAM Ann');
    await user.type(score, '5.4');
    await user.click(screen.getByRole('button', { name: 'Save the Middle test of ADAM Ann' }));
    expect(await screen.findByText('This record changed elsewhere')).toBeInTheDocument();
    expect(screen.getByLabelText('Listening score of ADAM Ann')).toHaveValue(5.4);
    const reads = groupGrading.mock.calls.length;
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(groupGrading.mock.calls.length).toBeGreaterThan(reads));
    await waitFor(() =>
      expect(screen.getByLabelText('Listening score of ADAM Ann')).toHaveValue(4.5),
    );
    expect(screen.queryByText('This record changed elsewhere')).not.toBeInTheDocument();
  });

  it('says when the group has no test', async () => {
    renderIn(
      providerWith({ groupGrading: vi.fn(async () => ({ ...grading, tests: [] })) }),
      <GroupNotation groupId="g1" />,
    );
    expect(
      await screen.findByText('This group has neither a middle test nor an end test.'),
    ).toBeInTheDocument();
  });
});

describe('results page', () => {
  it('renders each learner against the targets, the chart with its text alternative, and downloads', async () => {
    const downloadGroupPlan = vi.fn(async () => new Blob(['%PDF']));
    const createObjectURL = vi.fn(() => 'blob:x');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    renderIn(
      providerWith({ groupResults: vi.fn(async () => results), downloadGroupPlan }),
      <GroupResults groupId="g1" />,
    );
    const table = await screen.findByRole('table', { name: 'Results' });
    const row = within(table)
      .getByRole('rowheader', { name: 'ADAM Ben' })
      .closest('tr') as HTMLElement;
    const cells = within(row);
    expect(cells.getByText('1 of 2')).toBeInTheDocument();
    expect(cells.getByText('70 %')).toBeInTheDocument();
    expect(cells.getByText('0.5 h')).toBeInTheDocument();
    expect(cells.getByText('75 %')).toBeInTheDocument();
    expect(cells.getByText('B1.2')).toBeInTheDocument();
    expect(cells.getAllByText('target reached')).toHaveLength(2);
    expect(cells.getByText('target not reached')).toBeInTheDocument();
    expect(within(table).getByText('target 2 h')).toBeInTheDocument();
    const summary = 'Mean over 1 learners: programme 75 %, quiz 70 %, connection 0.5 h.';
    expect(screen.getByRole('img', { name: summary })).toBeInTheDocument();
    const figures = screen.getByRole('table', { name: 'Figures of the chart' });
    expect(within(figures).getAllByRole('cell', { name: '1 / 1' })).toHaveLength(2);
    expect(within(figures).getByRole('cell', { name: '0 / 1' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Course plan (PDF)' }));
    await waitFor(() => expect(downloadGroupPlan).toHaveBeenCalledWith('g1', 'pdf'));
    expect(screen.getByRole('button', { name: 'Course plan (Word)' })).toBeInTheDocument();
  });
});

describe('training follow-up page', () => {
  it('shows hours, presential unknown, objectives as checkboxes that save, and prints', async () => {
    const saveFollowUp = vi.fn(async (_g: string, _s: string, ids: string[]) => ({
      ...followUp.learners[0],
      objectivesReached: ids,
    }));
    const print = vi.fn();
    Object.assign(window, { print });
    const learnerDocument = vi.fn(async () => new Blob(['%PDF']));
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() });
    renderIn(
      providerWith({
        groupFollowUp: vi.fn(async () => followUp),
        saveFollowUp,
        learnerDocument,
        groupDocuments: vi.fn(async () => []),
        convocationStatuses: vi.fn(async () => []),
      } as Partial<GroupResultsMethods>),
      <GroupFollowUp groupId="g1" />,
    );
    const card = await screen.findByRole('region', { name: 'ADAM Ben' });
    expect(within(card).getByText('20 h (the group duration)')).toBeInTheDocument();
    expect(within(card).getByText('not known yet')).toBeInTheDocument();
    expect(within(card).getByText('18.5 h')).toBeInTheDocument();
    expect(within(card).getByText('Keen')).toBeInTheDocument();
    expect(screen.getByText(/Presential hours will come from attendance/)).toBeInTheDocument();
    const handover = within(card).getByRole('checkbox', { name: 'Handover reached by ADAM Ben' });
    expect(handover).not.toBeChecked();
    expect(
      within(card).getByRole('checkbox', { name: 'Phone calls reached by ADAM Ben' }),
    ).toBeChecked();
    const user = userEvent.setup();
    await user.click(handover);
    await waitFor(() => expect(saveFollowUp).toHaveBeenCalledWith('g1', 's1', ['o1', 'o2']));
    await waitFor(() => expect(handover).toBeChecked());
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalled();
    await user.click(
      within(card).getByRole('button', { name: 'Certificate of completion of ADAM Ben' }),
    );
    await waitFor(() => expect(learnerDocument).toHaveBeenCalledWith('certificate', 'g1', 's1'));
    await user.click(
      within(card).getByRole('button', { name: 'End-of-training attestation of ADAM Ben' }),
    );
    await waitFor(() => expect(learnerDocument).toHaveBeenCalledWith('attestation', 'g1', 's1'));
  });
});

describe('documents issued, in the follow-up', () => {
  const kept = {
    id: 'd1',
    groupId: 'g1',
    groupName: 'Nurses B1',
    studentId: 's1',
    studentName: 'ADAM Ben',
    kind: 'certificate' as const,
    version: 1,
    fileName: 'certificat-Adam-Ben.pdf',
    contentType: 'application/pdf',
    size: 2048,
    digest: 'ab12'.repeat(16),
    lang: 'fr',
    fromTemplate: false,
    issuedAt: '2026-12-06T09:30:00.000Z',
    issuedBy: 'Anna KELLER',
    keepUntil: '2032-12-06',
    erased: false,
  };

  it('lists what was kept and issues a learner’s document, which then shows', async () => {
    let kept2: IssuedDocument[] = [kept];
    const issueDocument = vi.fn(async () => {
      const doc = { ...kept, id: 'd2', kind: 'attestation' as const, version: 1 };
      kept2 = [doc, ...kept2];
      return doc;
    });
    const issuedDocumentFile = vi.fn(async () => new Blob(['%PDF']));
    let sent = false;
    const convocationStatuses = vi.fn(async () => [
      {
        studentId: 's1',
        name: 'ADAM Ben',
        mailable: true,
        status: sent ? ('sent' as const) : ('not_asked' as const),
        sentAt: sent ? '2026-12-07T08:00:00.000Z' : null,
      },
    ]);
    const mailConvocations = vi.fn(async () => {
      sent = true;
      return { queued: 1, already: 0 };
    });
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() });
    renderIn(
      {
        ...testDataProvider(),
        groupFollowUp: vi.fn(async () => followUp),
        groupDocuments: vi.fn(async () => kept2),
        issueDocument,
        issuedDocumentFile,
        convocationStatuses,
        mailConvocations,
      } as unknown as DataProvider,
      <GroupFollowUp groupId="g1" />,
    );
    const section = await screen.findByRole('region', { name: 'Documents issued' });
    const table = await within(section).findByRole('table', {
      name: 'The documents issued for this group, newest first',
    });
    expect(within(table).getByText('Certificate of completion')).toBeInTheDocument();
    expect(within(table).getByText(/by Anna KELLER$/)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(
      within(table).getByRole('button', { name: 'Download Certificate of completion, version 1' }),
    );
    await waitFor(() => expect(issuedDocumentFile).toHaveBeenCalledWith('g1', 'd1'));
    // The agreement needs no learner; an attestation does.
    await user.click(within(section).getByRole('combobox', { name: 'Document' }));
    await user.click(await screen.findByRole('option', { name: 'End-of-training attestation' }));
    const issue = within(section).getByRole('button', { name: 'Issue and keep' });
    expect(issue).toBeDisabled();
    await user.click(within(section).getByRole('combobox', { name: 'Learner' }));
    await user.click(await screen.findByRole('option', { name: 'ADAM Ben' }));
    await user.click(issue);
    await waitFor(() =>
      expect(issueDocument).toHaveBeenCalledWith('g1', { kind: 'attestation', studentId: 's1' }),
    );
    expect(
      await within(section).findByRole('cell', { name: 'End-of-training attestation' }),
    ).toBeInTheDocument();
    // The convocations by mail: each learner's status, then sent.
    expect(within(section).getByRole('cell', { name: 'Not sent' })).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Mail the convocations' }));
    await waitFor(() => expect(mailConvocations).toHaveBeenCalledWith('g1'));
    expect(await within(section).findByRole('cell', { name: /^Sent on / })).toBeInTheDocument();
  });
});
