import type { ReactElement, ReactNode } from 'react';
import { List, type ListProps, Pagination, type SortPayload } from 'react-admin';
import { SectionCard } from '../../../src/components/SectionCard';
import { PER_PAGE_OPTIONS } from '../../../src/meta';

/**
 * A section that is a list of the learner's (a resource of dataProvider/routes.ts filtered by her
 * studentId): in its card, paged, sorted, without the address bar, the store, actions or export.
 * `empty` is the list's own empty state; by default none, the rows' component says it.
 */
export const RecordList = ({
  title,
  resource,
  studentId,
  sort,
  perPage,
  filters,
  filterDefaultValues,
  empty = false,
  children,
}: {
  title: string;
  resource: string;
  studentId: string;
  sort: SortPayload;
  perPage: number;
  filters?: ListProps['filters'];
  filterDefaultValues?: ListProps['filterDefaultValues'];
  empty?: ReactElement | false;
  children: ReactNode;
}) => (
  <SectionCard title={title}>
    <List
      resource={resource}
      filter={{ studentId }}
      filters={filters}
      filterDefaultValues={filterDefaultValues}
      title={false}
      disableSyncWithLocation
      storeKey={false}
      sort={sort}
      perPage={perPage}
      pagination={<Pagination rowsPerPageOptions={PER_PAGE_OPTIONS} />}
      actions={false}
      exporter={false}
      empty={empty}
      component="div"
    >
      {children}
    </List>
  </SectionCard>
);
