import { Card, CardContent, CardHeader, Typography } from '@mui/material';
import type { ReactElement, ReactNode } from 'react';
import { List, type ListProps, Pagination, type SortPayload, useTranslate } from 'react-admin';
import { PER_PAGE_OPTIONS } from '../../../src/meta';

/** A section of the learner's record: a card with its heading (h2) and its content. */
export const RecordSection = ({ title, children }: { title: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Card variant="outlined">
      <CardHeader
        title={translate(title)}
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
      />
      <CardContent sx={{ pt: 0 }}>{children}</CardContent>
    </Card>
  );
};

/** What a section shows when its list is empty (a translated key). */
export const EmptyNote = ({ message }: { message: string }) => {
  const translate = useTranslate();
  return (
    <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
      {translate(message)}
    </Typography>
  );
};

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
  <RecordSection title={title}>
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
  </RecordSection>
);
