import { Box } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useCanAccess, useRecordContext } from 'react-admin';
import type { AuditedTable } from '../../domain/entities/audit';
import { PageLoading } from '../../src/components/LazyPage';
import type { RecordHistoryProps } from './RecordHistory';

// Loaded on demand, and only for those who may read the trail: the record pages stay as light.
const RecordHistory = lazy(() => import('./RecordHistory'));

/** A record page's History panel (RecordHistory), loaded once the reader may see it. */
export const HistorySection = (props: RecordHistoryProps) => {
  const { canAccess } = useCanAccess({ resource: 'audit', action: 'list' });
  if (!canAccess) return null;
  return (
    <Suspense fallback={<PageLoading />}>
      <RecordHistory {...props} />
    </Suspense>
  );
};

/** The History panel of the record in context (a generated edit or show page). */
export const RecordContextHistory = ({ table }: { table: AuditedTable }) => {
  const record = useRecordContext();
  return record ? (
    <Box sx={{ p: 2 }}>
      <HistorySection table={table} recordId={String(record.id)} />
    </Box>
  ) : null;
};
