import { type Theme, useMediaQuery } from '@mui/material';
import type { ReactElement } from 'react';
import {
  BulkDeleteButton,
  CreateButton,
  DataTable,
  FilterButton,
  type Identifier,
  List,
  Pagination,
  type RaRecord,
  SearchInput,
  SimpleList,
  TopToolbar,
  useCanAccess,
} from 'react-admin';
import { BulkEditButton } from './BulkEditButton';
import { PER_PAGE, PER_PAGE_OPTIONS } from './constants';
import { actionsColumn, columnsOf, RowLinkButton } from './DataTableColumns';
import { inputFor } from './FieldInput';
import { fieldFor } from './FieldValue';
import { fieldsFor, representationOf } from './labels';
import type { ResourceDefinition } from './types';

export const filtersOf = (def: ResourceDefinition): ReactElement[] => [
  ...(def.listProps?.search === false
    ? []
    : [<SearchInput key="q" source="q" alwaysOn resettable />]),
  ...fieldsFor(def, 'filter').map((field) => inputFor(field, 'filter')),
];

const hasView = (def: ResourceDefinition, view: 'list' | 'create' | 'edit' | 'show') =>
  Boolean(def.components?.[view] || def.load?.[view]) ||
  (def.views ?? ['list', 'create', 'edit', 'show']).includes(view);

const ListActions = ({ def, hasFilters }: { def: ResourceDefinition; hasFilters: boolean }) => (
  <TopToolbar>
    {hasFilters && <FilterButton />}
    {hasView(def, 'create') && <CreateButton />}
    {def.listActions}
  </TopToolbar>
);

/** A record's value at a source, which may be a path ('examSubject.name'), as react-admin's fields read it. */
const valueAt = (record: RaRecord, source: string): unknown =>
  source
    .split('.')
    .reduce<unknown>(
      (value, key) => (value as Record<string, unknown> | null | undefined)?.[key],
      record,
    ) ?? '';

const representedBy = (def: ResourceDefinition, source: string) =>
  typeof def.recordRepresentation === 'string'
    ? def.recordRepresentation === source
    : source === 'name' || source === 'firstname';

/** The generic list: search, filters, sortable columns, 10 a page (5/10/20), bulk delete. */
export const MetaList = ({ def }: { def: ResourceDefinition }) => {
  const { canAccess: canEdit } = useCanAccess({ resource: def.name, action: 'edit' });
  const { canAccess: canDelete } = useCanAccess({ resource: def.name, action: 'delete' });
  const filters = filtersOf(def);
  const canOpenEdit = hasView(def, 'edit') && canEdit;
  const canOpenShow = hasView(def, 'show');
  const link = def.listProps?.rowClick ?? (canOpenEdit ? 'edit' : canOpenShow ? 'show' : false);
  // react-admin calls a row click function with the id and resource before the record.
  const rowClick =
    typeof link === 'function'
      ? (_id: Identifier, _resource: string, record: RaRecord) => link(record)
      : link;
  const RowActions = def.rowActions;
  const declaredBulk =
    def.bulkActions !== undefined
      ? def.bulkActions
      : canDelete && <BulkDeleteButton mutationMode="pessimistic" />;
  // The declared bulk edit comes first among the bulk actions, for those who may edit.
  const editedInBulk = canEdit
    ? (def.bulkEditFields ?? []).flatMap((source) =>
        def.fields.filter((field) => field.source === source),
      )
    : [];
  const bulkActions =
    editedInBulk.length > 0 ? (
      <>
        <BulkEditButton fields={editedInBulk} />
        {declaredBulk}
      </>
    ) : (
      declaredBulk
    );
  const hasOptionalFilters = fieldsFor(def, 'filter').some((field) => !field.alwaysOn);
  const listFields = fieldsFor(def, 'list');
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  // On a phone a table overflows: one line per record, its representation over a second text column.
  const secondary = listFields.find(
    (field) => ['email', 'text', 'phone'].includes(field.type) && !representedBy(def, field.source),
  );
  // The representation's first column links to the record's page (the keyboard's way to the row click).
  const mainSource = listFields.find((field) => representedBy(def, field.source))?.source;
  const actions = RowActions || canOpenEdit || canOpenShow;
  return (
    <List
      resource={def.name}
      filters={filters}
      filter={def.listProps?.filter}
      filterDefaultValues={def.listProps?.filterDefaultValues}
      sort={def.listProps?.defaultSort}
      perPage={def.listProps?.perPage ?? PER_PAGE}
      pagination={
        <Pagination rowsPerPageOptions={def.listProps?.perPageOptions ?? PER_PAGE_OPTIONS} />
      }
      actions={<ListActions def={def} hasFilters={hasOptionalFilters} />}
    >
      {def.listHeader}
      {isPhone ? (
        <SimpleList
          primaryText={representationOf(def)}
          secondaryText={(record) => (secondary ? String(valueAt(record, secondary.source)) : '')}
          rowClick={rowClick}
        />
      ) : (
        <DataTable
          rowClick={rowClick}
          bulkActionButtons={bulkActions}
          // The table scrolls sideways in its wrapper, not the root: the bulk actions toolbar sits
          // above the root (translated up by its height) and a scrolling root would clip it.
          sx={{
            '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
            '& td:last-of-type': { whiteSpace: 'nowrap' },
          }}
        >
          {columnsOf(listFields.map(fieldFor), mainSource, link)}
          {actions &&
            actionsColumn(
              <>
                {RowActions && <RowActions />}
                {(canOpenEdit || canOpenShow) && (
                  <RowLinkButton type={canOpenEdit ? 'edit' : 'show'} />
                )}
              </>,
            )}
        </DataTable>
      )}
    </List>
  );
};
