import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type DataProvider, testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fr } from '../../locales/fr';
import students from '../../resources/students';
import { StudentPage } from '../../resources/students/StudentPage';
import { authAs, i18nProviderOf, renderableAdmin } from './meta-harness';

afterEach(cleanup);

const studentId = '5d0c1f4e-0000-4000-8000-000000000002';
const student = {
  id: studentId,
  name: 'Bauer',
  firstname: 'Lena',
  email: 'lena.bauer@example.de',
  company: '7a1b0000-0000-4000-8000-0000000000c2',
  companyName: 'Klinik Süd',
  level: 2,
  archivedAt: null,
  createdAt: '2025-01-02T10:00:00.000Z',
  updatedAt: '2025-01-03T10:00:00.000Z',
};
const groupId = '9a000000-0000-4000-8000-000000000001';
const group = {
  id: groupId,
  _id: groupId,
  name: 'Pflege B1',
  companyId: student.company,
  companyName: 'Klinik Süd',
  trainers: ['Anna Keller'],
  courses: ['Nursing English'],
  level: 3,
  languageId: 'l1',
  beginDate: '2026-09-01',
  endDate: '2026-12-15',
  state: 'running',
  hours: {
    plannedHours: 30,
    presentialHours: 5.5,
    elearningHours: 1.5,
    doneHours: 7,
    remainingHours: 23,
  },
  halfDays: { attended: 2, absent: 1, excused: 1, attendanceRate: 50 },
};
const sessionId = '5e000000-0000-4000-8000-000000000001';
const session = {
  id: sessionId,
  _id: sessionId,
  title: 'Übergabe üben',
  type: 'Group',
  start: '2026-10-05T07:00:00.000Z',
  end: '2026-10-05T15:00:00.000Z',
  timeZone: 'Europe/Paris',
  teacherName: 'Anna Keller',
  groups: [{ _id: groupId, name: 'Pflege B1' }],
  halfDays: [
    {
      slot: 0,
      start: '2026-10-05T07:00:00.000Z',
      end: '2026-10-05T11:00:00.000Z',
      status: 'late',
      at: '2026-10-05T07:40:00.000Z',
      minutes: 200,
      documentName: null,
      signed: true,
    },
    {
      slot: 1,
      start: '2026-10-05T11:00:00.000Z',
      end: '2026-10-05T15:00:00.000Z',
      status: 'excused',
      at: null,
      minutes: 0,
      documentName: 'attestation.pdf',
      signed: false,
    },
  ],
};

const examId = '3e000000-0000-4000-8000-000000000001';
const results = [
  {
    id: `grade:${groupId}:middle`,
    _id: `grade:${groupId}:middle`,
    kind: 'grade',
    at: '2026-11-02T10:00:00.000Z',
    title: 'Pflege B1',
    score: 6.5,
    level: 'B1.7',
    pending: null,
    skills: [
      { skill: 'listening', score: 7, level: 'B1.8' },
      { skill: 'speaking', score: 6, level: 'B1.5' },
    ],
    attemptId: null,
    examSessionId: null,
    groupId,
    test: 'middle',
  },
  {
    id: `exam:${examId}`,
    _id: `exam:${examId}`,
    kind: 'exam',
    at: '2026-10-20T09:00:00.000Z',
    title: 'Sur table',
    score: 5.5,
    level: 'B1.2',
    pending: null,
    skills: [{ skill: 'reading', score: 5.5, level: 'B1.2' }],
    attemptId: null,
    examSessionId: examId,
    groupId: null,
    test: null,
  },
  {
    id: 'placement:a1',
    _id: 'placement:a1',
    kind: 'placement',
    at: '2026-08-20T10:00:00.000Z',
    title: 'Placement nursing',
    score: 5,
    level: 'B1.1',
    pending: 2,
    skills: [],
    attemptId: '4a000000-0000-4000-8000-000000000001',
    examSessionId: null,
    groupId,
    test: null,
  },
];

const flagId = '0f000000-0000-4000-8000-000000000001';

const moduleId = '6d000000-0000-4000-8000-000000000001';
const moduleRow = {
  id: `${moduleId}.${studentId}`,
  _id: `${moduleId}.${studentId}`,
  moduleId,
  moduleName: 'Handover',
  studentId,
  name: 'Bauer',
  firstname: 'Lena',
  email: student.email,
  companyId: student.company,
  completedUnits: 1,
  totalUnits: 2,
  completedActivities: 3,
  totalActivities: 4,
  percentage: 75,
  scored: 1,
  averageScore: 80,
  seconds: 5400,
  lastActivityAt: '2026-11-03T10:00:00.000Z',
};

const documents: Record<string, unknown>[] = [
  {
    id: `justification:${sessionId}:1`,
    _id: `justification:${sessionId}:1`,
    kind: 'justification',
    at: '2026-11-05T08:00:00.000Z',
    title: 'Übergabe üben',
    groupId: null,
    beginDate: null,
    endDate: null,
    sessionId,
    slot: 1,
    fileName: 'arztbrief.pdf',
  },
  {
    id: `certificate:${groupId}`,
    _id: `certificate:${groupId}`,
    kind: 'certificate',
    at: '2026-08-31T22:00:00.000Z',
    title: 'Pflege B1',
    groupId,
    beginDate: '2026-09-01',
    endDate: '2026-12-15',
    sessionId: null,
    slot: null,
    fileName: null,
  },
];
const issuedId = '7b3c8a52-0c1d-4f6e-9a1b-2c3d4e5f6a7b';
documents.push({
  ...documents[1],
  ...{ id: `issued:${issuedId}`, _id: `issued:${issuedId}`, kind: 'issued' },
  ...{ at: '2026-08-25T09:00:00.000Z', fileName: 'convocation.pdf' },
  ...{ documentId: issuedId, issuedKind: 'convocation', version: 2 },
});

const fakeProvider = () => {
  const getList = vi.fn(async (resource: string) => {
    if (resource === 'studentRecordGroups') return { data: [group], total: 1 };
    if (resource === 'studentRecordSessions') return { data: [session], total: 1 };
    if (resource === 'studentRecordResults') return { data: results, total: results.length };
    if (resource === 'studentRecordElearning') return { data: [moduleRow], total: 1 };
    if (resource === 'studentRecordDocuments') return { data: documents, total: documents.length };
    return { data: [], total: 0 };
  });
  return {
    ...testDataProvider({
      getOne: vi.fn(async () => ({ data: student })) as DataProvider['getOne'],
      getList: getList as unknown as DataProvider['getList'],
      getMany: vi.fn(async () => ({ data: [] })) as DataProvider['getMany'],
    }),
    justification: vi.fn(async () => new Blob(['%PDF-1.7'])),
    learnerDocument: vi.fn(async () => new Blob(['%PDF-1.7'])),
    issuedDocumentFile: vi.fn(async () => new Blob(['%PDF-1.7'])),
    studentRecordSummary: vi.fn(async () => ({
      studentId,
      levelAtEntry: {
        level: 'A2.5',
        at: '2026-08-20T10:00:00.000Z',
        title: 'Placement',
        kind: 'placement',
      },
      levelNow: {
        level: 'B1.7',
        at: '2026-11-02T10:00:00.000Z',
        title: 'Pflege B1',
        kind: 'grade',
      },
      hours: {
        plannedHours: 40,
        presentialHours: 5.5,
        plannedPresentialHours: 20,
        elearningHours: 1.5,
        plannedElearningHours: 10,
      },
      halfDays: { attended: 2, absent: 1, excused: 1, attendanceRate: 50 },
      elearning: { completedActivities: 3, totalActivities: 4, percentage: 75 },
      groups: { coming: 1, running: 1, ended: 0 },
      atRisk: [
        {
          _id: flagId,
          groupId,
          groupName: 'Pflege B1',
          rule: 'absences',
          figures: { absences: 3, halfDays: 2, days: 30 },
          raisedAt: '2026-12-01T02:00:00.000Z',
        },
      ],
    })),
    moduleUserProgress: vi.fn(async () => ({
      moduleId,
      ownerId: studentId,
      preview: false,
      units: [
        {
          unitId: 'u1',
          title: 'Handover basics',
          completed: true,
          completedActivities: 2,
          activities: [{}, {}],
        },
        {
          unitId: 'u2',
          title: 'Handover on the phone',
          completed: false,
          completedActivities: 1,
          activities: [{}, {}],
        },
      ],
      completedUnits: 1,
      totalUnits: 2,
      completedActivities: 3,
      totalActivities: 4,
      percentage: 75,
      seconds: 5400,
      lastActivityAt: '2026-11-03T10:00:00.000Z',
    })),
  };
};

const renderAt = (dataProvider: DataProvider, lang: 'en' | 'fr' = 'en') =>
  render(
    renderableAdmin({
      path: `/student/${studentId}`,
      dataProvider,
      authProvider: authAs(true),
      i18n: lang === 'fr' ? i18nProviderOf(fr, 'fr') : undefined,
      resources: [students],
      routes: [{ path: '/student/:studentId', element: <StudentPage /> }],
    }),
  );

describe("the learner's record: groups and sessions", () => {
  it('shows her groups with her hours and attendance, each linked to its page', async () => {
    const dataProvider = fakeProvider();
    renderAt(dataProvider);
    const section = (await screen.findByRole('heading', { level: 2, name: 'Groups' })).closest(
      '.MuiCard-root',
    ) as HTMLElement;
    const link = await within(section).findByRole('link', { name: 'Pflege B1' });
    expect(link).toHaveAttribute('href', `/company/groups/${groupId}/edit`);
    expect(within(section).getByRole('link', { name: 'Klinik Süd' })).toHaveAttribute(
      'href',
      `/company/infos/${student.company}/`,
    );
    expect(within(section).getByText('Anna Keller')).toBeInTheDocument();
    expect(within(section).getByText('Running')).toBeInTheDocument();
    expect(within(section).getByRole('meter', { name: /Hours done in Pflege B1/ })).toHaveAttribute(
      'aria-valuenow',
      '23',
    );
    expect(within(section).getByText('In class 5.5 h, e-learning 1.5 h')).toBeInTheDocument();
    expect(within(section).getByText('50 %')).toBeInTheDocument();
    expect(within(section).getByText('Attended 2, absent 1, justified 1')).toBeInTheDocument();
    expect(dataProvider.getList).toHaveBeenCalledWith(
      'studentRecordGroups',
      expect.objectContaining({ filter: { studentId } }),
    );
  });

  it('shows each half-day of her sessions: late with the arrival, signed, a justification to download', async () => {
    const dataProvider = fakeProvider();
    renderAt(dataProvider);
    const section = (
      await screen.findByRole('heading', { level: 2, name: 'Sessions and attendance' })
    ).closest('.MuiCard-root') as HTMLElement;
    expect(await within(section).findByRole('link', { name: 'Übergabe üben' })).toHaveAttribute(
      'href',
      `/session/read/${sessionId}`,
    );
    expect(within(section).getByText('Late, arrived 09:40')).toBeInTheDocument();
    expect(within(section).getByText('signed')).toBeInTheDocument();
    expect(within(section).getByText('Justified absence')).toBeInTheDocument();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    await userEvent.click(within(section).getByRole('button', { name: /attestation\.pdf/ }));
    await waitFor(() =>
      expect(dataProvider.justification).toHaveBeenCalledWith(sessionId, 1, studentId),
    );
  });

  it('filters her sessions by group', async () => {
    const dataProvider = fakeProvider();
    renderAt(dataProvider);
    await screen.findByRole('link', { name: 'Übergabe üben' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Group' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Pflege B1' }));
    await waitFor(() =>
      expect(dataProvider.getList).toHaveBeenCalledWith(
        'studentRecordSessions',
        expect.objectContaining({
          // From a month ago by default.
          filter: expect.objectContaining({
            studentId,
            groupId,
            from: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
          }),
        }),
      ),
    );
  });

  it('lists her documents, each linked to its group or session, the certificate in PDF and Word', async () => {
    const dataProvider = fakeProvider();
    renderAt(dataProvider);
    const section = (await screen.findByRole('heading', { level: 2, name: 'Documents' })).closest(
      '.MuiCard-root',
    ) as HTMLElement;
    expect(
      await within(section).findByRole('link', { name: 'Certificate of completion' }),
    ).toHaveAttribute('href', `/company/groups/${groupId}/edit`);
    expect(within(section).getByText(/^Group Pflege B1, .*2026 – .*2026$/)).toBeInTheDocument();
    expect(
      within(section).getByRole('link', { name: 'Justification of an absence' }),
    ).toHaveAttribute('href', `/session/read/${sessionId}`);
    expect(within(section).getByText('Übergabe üben, half-day 2')).toBeInTheDocument();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    await userEvent.click(
      within(section).getByRole('button', {
        name: 'Download the certificate of Pflege B1 as Word',
      }),
    );
    await waitFor(() =>
      expect(dataProvider.learnerDocument).toHaveBeenCalledWith(
        'certificate',
        groupId,
        studentId,
        'docx',
      ),
    );
    await userEvent.click(within(section).getByRole('button', { name: /arztbrief\.pdf/ }));
    await waitFor(() =>
      expect(dataProvider.justification).toHaveBeenCalledWith(sessionId, 1, studentId),
    );
    // A document issued and kept: its kind, version and group, the file as it was issued.
    expect(within(section).getByRole('link', { name: 'Convocation' })).toHaveAttribute(
      'href',
      `/company/groups/${groupId}/edit`,
    );
    expect(within(section).getByText('Version 2, group Pflege B1')).toBeInTheDocument();
    await userEvent.click(
      within(section).getByRole('button', {
        name: 'Download Convocation, version 2, of Pflege B1',
      }),
    );
    await waitFor(() =>
      expect(dataProvider.issuedDocumentFile).toHaveBeenCalledWith(groupId, issuedId),
    );
  });

  it('shows her tests and results, each opening its own page, with scores, levels and skills', async () => {
    renderAt(fakeProvider());
    const section = (
      await screen.findByRole('heading', { level: 2, name: 'Tests and results' })
    ).closest('.MuiCard-root') as HTMLElement;
    expect(await within(section).findByRole('link', { name: 'Placement nursing' })).toHaveAttribute(
      'href',
      `/company/test/review/${studentId}`,
    );
    expect(within(section).getByRole('link', { name: 'Sur table' })).toHaveAttribute(
      'href',
      `/exams/${examId}/show`,
    );
    expect(within(section).getByRole('link', { name: 'Pflege B1' })).toHaveAttribute(
      'href',
      `/company/groups/${groupId}/edit/groupnotation`,
    );
    expect(within(section).getByText('Group test, Middle test')).toBeInTheDocument();
    expect(within(section).getByText('6.5 / 10 · B1.7')).toBeInTheDocument();
    expect(within(section).getByText('Listening 7 (B1.8), Speaking 6 (B1.5)')).toBeInTheDocument();
    expect(within(section).getByText('2 answers to mark')).toBeInTheDocument();
  });

  it("shows her e-learning per module, and a module's units for her when its row opens", async () => {
    const dataProvider = fakeProvider();
    renderAt(dataProvider);
    const section = (await screen.findByRole('heading', { level: 2, name: 'E-learning' })).closest(
      '.MuiCard-root',
    ) as HTMLElement;
    const toggle = await within(section).findByRole('button', { name: 'Handover' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(section).getByText('1 of 2 units')).toBeInTheDocument();
    expect(within(section).getByText('3 of 4 activities completed (75%)')).toBeInTheDocument();
    expect(within(section).getByText('1 h 30 min')).toBeInTheDocument();
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const units = await within(section).findByRole('table', { name: 'Units of Handover' });
    expect(within(units).getByText('Handover on the phone')).toBeInTheDocument();
    expect(within(units).getByText('Completed')).toBeInTheDocument();
    expect(dataProvider.moduleUserProgress).toHaveBeenCalledWith(studentId, moduleId);
  });

  it('sums her record up at the top: levels, hours against planned, e-learning, attendance', async () => {
    renderAt(fakeProvider());
    const section = (await screen.findByRole('heading', { level: 2, name: 'At a glance' })).closest(
      '.MuiCard-root',
    ) as HTMLElement;
    expect(await within(section).findByText('At entry: A2.5')).toBeInTheDocument();
    expect(within(section).getByText('Now: B1.7')).toBeInTheDocument();
    expect(within(section).getByText('Group test, 02/11/2026')).toBeInTheDocument();
    expect(within(section).getByRole('meter', { name: /Hours in class/ })).toHaveAttribute(
      'aria-valuenow',
      '28',
    );
    expect(within(section).getByRole('meter', { name: /E-learning hours/ })).toHaveAttribute(
      'aria-valuenow',
      '15',
    );
    expect(within(section).getByText('3 of 4 activities completed (75 %)')).toBeInTheDocument();
    expect(within(section).getByText('Running 1, coming 1, ended 0')).toBeInTheDocument();
    expect(within(section).getByText('50 %')).toBeInTheDocument();
  });

  it('warns at the top of the summary of her open at-risk flags, each linked to its page', async () => {
    renderAt(fakeProvider());
    const section = (await screen.findByRole('heading', { level: 2, name: 'At a glance' })).closest(
      '.MuiCard-root',
    ) as HTMLElement;
    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent('At risk of dropping out');
    expect(
      within(alert).getByRole('link', {
        name: 'Unjustified absences: 3 unjustified half-days in 30 days (Pflege B1)',
      }),
    ).toHaveAttribute('href', `/atRisk/${flagId}/show`);
  });

  it('speaks French', async () => {
    renderAt(fakeProvider(), 'fr');
    expect(await screen.findByRole('heading', { level: 2, name: 'Groupes' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Sessions et présences' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('En retard, arrivée à 09:40')).toBeInTheDocument();
  });
});
