import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type DataProvider, testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import courses from '../../resources/courses';
import modules from '../../resources/modules';
import { hitsOf, searchPath } from '../../src/pages/search/paths';
import { renderableAdmin } from './meta-harness';

afterEach(cleanup);

const stamp = '2026-08-01T10:00:00.000Z';
const mod = (id: string, name: string, level: number, tags: string[] = []) => ({
  id,
  name,
  level,
  tags,
  createdAt: stamp,
  updatedAt: stamp,
});
const MODULES = [
  mod('m1', 'Greeting a patient', 1, ['medical', 'speaking']),
  mod('m2', 'Pain scales', 2, ['medical']),
  mod('m3', 'Negotiating a contract', 5, ['business']),
];
const course = {
  id: 'c1',
  name: 'Nursing English',
  listModules: ['m1', 'm2', 'm3'],
  createdAt: stamp,
  updatedAt: stamp,
};

const fakeProvider = () =>
  testDataProvider({
    getList: vi.fn(async (resource: string) =>
      resource === 'courses'
        ? { data: [course], total: 1 }
        : { data: MODULES, total: MODULES.length },
    ) as DataProvider['getList'],
    getMany: vi.fn(async (_resource: string, { ids }: { ids: unknown[] }) => ({
      data: MODULES.filter((m) => ids.includes(m.id)),
    })) as DataProvider['getMany'],
    getOne: vi.fn(async (resource: string) => ({
      data: resource === 'courses' ? course : MODULES[0],
    })) as DataProvider['getOne'],
    create: vi.fn(async (_r: string, { data }: { data: Record<string, unknown> }) => ({
      data: { ...data, id: 'new1', createdAt: stamp, updatedAt: stamp },
    })) as DataProvider['create'],
    update: vi.fn(async (_r: string, { data }: { data: Record<string, unknown> }) => ({
      data: { ...course, ...data },
    })) as DataProvider['update'],
  });

const renderAt = (path: string, dataProvider: DataProvider) =>
  render(renderableAdmin({ path, dataProvider, resources: [modules, courses] }));

describe('module and course catalogue', () => {
  it('lists modules with their level label and tags as chips, and courses with their number of modules', async () => {
    renderAt('/modules', fakeProvider());
    expect(await screen.findByText('Greeting a patient')).toBeInTheDocument();
    expect(screen.getByText('C1')).toBeInTheDocument();
    expect(screen.getByText('business')).toBeInTheDocument();
    cleanup();
    renderAt('/courses', fakeProvider());
    const row = (await screen.findByText('Nursing English')).closest('tr') as HTMLElement;
    expect(within(row).getByText('3')).toBeInTheDocument();
  });

  it('creates a module with its level and tags', async () => {
    const dataProvider = fakeProvider();
    renderAt('/modules/create', dataProvider);
    fireEvent.change(await screen.findByLabelText(/^Name/), {
      target: { value: 'Writing a referral letter' },
    });
    await userEvent.click(screen.getByRole('combobox', { name: /^Level/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'B2' }));
    const tags = screen.getByRole('combobox', { name: /^Tags/ });
    await userEvent.type(tags, 'medical{Enter}writing{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dataProvider.create).toHaveBeenCalled(), { timeout: 5000 });
    expect(vi.mocked(dataProvider.create).mock.calls[0][1].data).toMatchObject({
      name: 'Writing a referral letter',
      level: 4,
      tags: ['medical', 'writing'],
    });
  });

  it('saves a course with its modules in the order the user set', async () => {
    const dataProvider = fakeProvider();
    renderAt('/courses/c1', dataProvider);
    await waitFor(() =>
      expect(screen.getAllByRole('combobox', { name: /^Module/ })).toHaveLength(3),
    );
    await waitFor(() =>
      expect(screen.getAllByRole('combobox', { name: /^Module/ })[2]).toHaveValue(
        'Negotiating a contract (C1)',
      ),
    );
    // The last module up one place (m1, m3, m2), then the first one down one place: m3, m1, m2.
    const moveUp = screen.getAllByRole('button', { name: /Move up/i });
    await userEvent.click(moveUp[2]);
    const moveDown = screen.getAllByRole('button', { name: /Move down/i });
    await userEvent.click(moveDown[0]);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalled(), { timeout: 5000 });
    expect(vi.mocked(dataProvider.update).mock.calls[0][1].data).toMatchObject({
      name: 'Nursing English',
      listModules: ['m3', 'm1', 'm2'],
    });
    // About 17 s alone on 2 cores (a drag list and two autocompletes): room for a busy machine.
  }, 45_000);

  it('the global search leads a course or a module to /search/Course/{id} and /search/Module/{id}', () => {
    const hits = hitsOf({
      company: [],
      user: [],
      customer: [],
      teacher: [],
      course: [{ _id: 'c1', name: 'Nursing English' }],
      module: [{ _id: 'm3', name: 'Negotiating a contract', level: 5 }],
    });
    expect(hits).toEqual([
      { kind: 'course', id: 'c1', label: 'Nursing English', detail: '' },
      { kind: 'module', id: 'm3', label: 'Negotiating a contract', detail: 'C1' },
    ]);
    expect(hits.map(searchPath)).toEqual(['/search/Course/c1', '/search/Module/m3']);
  });
});
