import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  AdminContext,
  type DataProvider,
  Form,
  RecordContextProvider,
  ResourceContextProvider,
  testDataProvider,
} from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  defineResource,
  FIELD_TYPES,
  type FieldDefinition,
  type FieldType,
  fieldFor,
  inputFor,
  type ResourceDefinition,
} from '../../src/meta';
import { authAs, i18nProvider, renderableAdmin } from './meta-harness';

afterEach(cleanup);

const languages = [
  { id: 'l1', name: 'English' },
  { id: 'l2', name: 'German' },
];

const fakeProvider = (rows: Record<string, unknown>[] = []) =>
  testDataProvider({
    getList: vi.fn(async (resource: string) =>
      resource === 'languages'
        ? { data: languages, total: languages.length }
        : { data: rows, total: rows.length },
    ) as DataProvider['getList'],
    getMany: vi.fn(async (_resource: string, { ids }: { ids: unknown[] }) => ({
      data: languages.filter((l) => ids.includes(l.id)),
    })) as DataProvider['getMany'],
  });

const definition = (type: FieldType): FieldDefinition => ({
  source: 'value',
  type,
  views: ['list', 'create', 'edit', 'show', 'filter'],
  labelKey: `Field ${type}`,
  choices: [
    { id: 'a', name: 'app.admin.statuses.active' },
    { id: 'p', name: 'app.admin.statuses.pending' },
  ],
  chip: true,
  reference: 'languages',
  referenceLabel: 'name',
});

/** One value per field type and the text a person sees for it; Record<FieldType> keeps it total. */
const SAMPLES: Record<FieldType, { value: unknown; shows: string | RegExp }> = {
  text: { value: 'Dupont', shows: 'Dupont' },
  longtext: { value: 'A long remark', shows: 'A long remark' },
  email: { value: 'jose@example.lu', shows: 'jose@example.lu' },
  phone: { value: '+352 621 000', shows: '+352 621 000' },
  number: { value: 42, shows: '42' },
  boolean: { value: true, shows: /^(Yes)?$/ },
  date: { value: '2024-03-05T10:00:00.000Z', shows: /2024/ },
  datetime: { value: '2024-03-05T10:00:00.000Z', shows: /2024/ },
  select: { value: 'a', shows: 'Active' },
  reference: { value: 'l2', shows: 'German' },
  references: { value: ['l1', 'l2'], shows: 'German' },
  level: { value: 3, shows: 'B1' },
  password: { value: undefined, shows: '••••••••' },
  color: { value: '#6e8ca0', shows: /^$/ },
};

const inContext = (node: React.ReactNode, record: Record<string, unknown> = {}) => (
  <AdminContext
    dataProvider={fakeProvider()}
    i18nProvider={i18nProvider}
    authProvider={authAs(true)}
  >
    <ResourceContextProvider value="things">
      <RecordContextProvider value={{ id: 1, ...record }}>{node}</RecordContextProvider>
    </ResourceContextProvider>
  </AdminContext>
);

describe('the field switches of src/meta', () => {
  it.each(FIELD_TYPES)('renders a %s as an input', async (type) => {
    const def = definition(type);
    render(
      inContext(
        <Form record={{ id: 1, value: SAMPLES[type].value }}>{inputFor(def, 'edit')}</Form>,
      ),
    );
    expect((await screen.findAllByLabelText(`Field ${type}`)).length).toBeGreaterThan(0);
  });

  it.each(FIELD_TYPES)('renders a %s as a field', async (type) => {
    const def = definition(type);
    const { value, shows } = SAMPLES[type];
    const { container } = render(
      inContext(<div data-testid="cell">{fieldFor(def)}</div>, { value }),
    );
    const cell = within(await screen.findByTestId('cell'));
    if (typeof shows === 'string') expect(await cell.findByText(shows)).toBeInTheDocument();
    else expect(container.textContent).toMatch(shows);
    if (type === 'boolean') expect(container.querySelector('[data-testid="true"]')).not.toBeNull();
    if (type === 'color') expect(container.querySelector('[title="#6e8ca0"]')).not.toBeNull();
  });

  it('refuses a field type it does not know', () => {
    const bogus = { ...definition('text'), type: 'bogus' } as unknown as FieldDefinition;
    expect(() => inputFor(bogus, 'edit')).toThrow(/bogus/);
    expect(() => fieldFor(bogus)).toThrow(/bogus/);
  });

  it('shows the e-mail rule message for a bad address', async () => {
    const def: FieldDefinition = { ...definition('email'), labelKey: 'Mail' };
    render(
      inContext(
        <Form record={{ id: 1, value: 'not-an-address' }} mode="all">
          {inputFor(def, 'edit')}
        </Form>,
      ),
    );
    const input = await screen.findByLabelText('Mail');
    input.focus();
    input.blur();
    expect(await screen.findByText('Invalid email adress')).toBeInTheDocument();
  });
});

const things: ResourceDefinition = {
  name: 'things',
  path: '/things',
  area: 'students',
  recordRepresentation: 'title',
  fields: [
    { source: 'title', type: 'text', views: ['list', 'create', 'edit'], labelKey: 'Title' },
    { source: 'level', type: 'level', views: ['list', 'filter'], labelKey: 'Level' },
    { source: 'secret', type: 'text', views: ['edit'], labelKey: 'Secret' },
  ],
};

describe('the generic list', () => {
  const rows = [
    { id: 1, title: 'First thing', level: 0, secret: 'x' },
    { id: 2, title: 'Second thing', level: 6, secret: 'y' },
  ];

  it('renders the columns of the list definitions and the rows of the dataProvider', async () => {
    const dataProvider = fakeProvider(rows);
    render(renderableAdmin({ resources: [defineResource(things)], dataProvider, path: '/things' }));
    expect(await screen.findByText('First thing')).toBeInTheDocument();
    expect(screen.getByText('Second thing')).toBeInTheDocument();
    expect(screen.getByText('C2')).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(within(table).getByText('Title')).toBeInTheDocument();
    expect(within(table).getByText('Level')).toBeInTheDocument();
    expect(within(table).queryByText('Secret')).toBeNull();
    expect(screen.getByPlaceholderText('Search')).toBeInTheDocument();
    expect(screen.getByLabelText('Create')).toBeInTheDocument();
    expect(dataProvider.getList).toHaveBeenCalledWith(
      'things',
      expect.objectContaining({ pagination: { page: 1, perPage: 10 } }),
    );
  });

  it('hides Create and bulk selection from a reader', async () => {
    render(
      renderableAdmin({
        resources: [defineResource(things)],
        dataProvider: fakeProvider(rows),
        authProvider: authAs(false),
        path: '/things',
      }),
    );
    expect(await screen.findByText('First thing')).toBeInTheDocument();
    expect(screen.queryByLabelText('Create')).toBeNull();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
  });
});

describe('the clone option', () => {
  const row = { id: 1, title: 'First thing', level: 2, secret: 'x', createdAt: '2024-01-01' };
  const provider = () =>
    testDataProvider({
      ...fakeProvider([row]),
      getOne: vi.fn(async () => ({ data: row })) as DataProvider['getOne'],
    });
  const shown = things.fields.map((f) =>
    f.source === 'title' ? { ...f, views: [...f.views, 'show' as const] } : f,
  );
  const cloneable = { ...things, fields: shown, clone: true };

  it('offers Clone on the show and edit views, which opens the create form prefilled', async () => {
    render(
      renderableAdmin({
        resources: [defineResource(cloneable)],
        dataProvider: provider(),
        path: '/things/1/show',
      }),
    );
    // The link carries the record once it is loaded.
    expect(await screen.findByText('First thing')).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('link', { name: 'Clone' }));
    expect(await screen.findByDisplayValue('First thing')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Clone' })).toBeNull();
    cleanup();

    render(
      renderableAdmin({
        resources: [defineResource(cloneable)],
        dataProvider: provider(),
        path: '/things/1',
      }),
    );
    expect(await screen.findByDisplayValue('x')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Clone' })).toBeInTheDocument();
  });

  it('offers no Clone where the resource does not declare it, nor to a reader', async () => {
    render(
      renderableAdmin({
        resources: [defineResource({ ...things, fields: shown })],
        dataProvider: provider(),
        path: '/things/1/show',
      }),
    );
    expect(await screen.findByText('First thing')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Clone' })).toBeNull();
    cleanup();

    const reader = authAs(false);
    const canAccess = vi.spyOn(reader, 'canAccess');
    render(
      renderableAdmin({
        resources: [defineResource(cloneable)],
        dataProvider: provider(),
        authProvider: reader,
        path: '/things/1/show',
      }),
    );
    expect(await screen.findByText('First thing')).toBeInTheDocument();
    await waitFor(() =>
      expect(canAccess).toHaveBeenCalledWith(
        expect.objectContaining({ resource: 'things', action: 'create' }),
      ),
    );
    await canAccess.mock.results.at(-1)?.value;
    expect(screen.queryByRole('link', { name: 'Clone' })).toBeNull();
  });
});
