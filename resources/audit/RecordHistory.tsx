import {
  Alert,
  Box,
  Card,
  CardContent,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useId, useState } from 'react';
import {
  type RaRecord,
  RecordContextProvider,
  useCanAccess,
  useGetList,
  useTranslate,
} from 'react-admin';
import type { AuditEntry, AuditedTable } from '../../domain/entities/audit';
import { TranslatedPagination } from '../../src/components/TranslatedPagination';
import { useFigures } from '../../src/components/use-figures';
import { ChoiceChip } from '../../src/meta';
import { ActorName } from './ActorName';
import { ChangeLines } from './AuditChanges';
import { ACTION_CHOICES } from './choices';

const PER_PAGE = 10;

export type RecordHistoryProps = {
  /** The record's table, as the trail names it. */
  table: AuditedTable;
  recordId: string;
};

const Header = ({ label }: { label: string }) => {
  const translate = useTranslate();
  return (
    <TableCell component="th" scope="col">
      {translate(label)}
    </TableCell>
  );
};

const Entries = ({ table, recordId }: RecordHistoryProps) => {
  const translate = useTranslate();
  const { dateTime } = useFigures();
  const [page, setPage] = useState(0);
  const { data, total, isPending, error } = useGetList<RaRecord & AuditEntry>('audit', {
    // A learner's history holds her at-risk flags and the actions on them too (indicator 12).
    filter: table === 'students' ? { studentId: recordId } : { tableName: table, recordId },
    sort: { field: 'at', order: 'DESC' },
    pagination: { page: page + 1, perPage: PER_PAGE },
  });
  if (isPending) {
    return <LinearProgress aria-label={translate('app.audit.history.loading')} />;
  }
  if (error) return <Alert severity="error">{translate('app.audit.history.error')}</Alert>;
  if (data.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('app.audit.history.empty')}
      </Typography>
    );
  }
  return (
    <>
      {/* Relative: the hidden caption, absolutely placed, stays inside the scrolling box on a phone. */}
      <Box sx={{ overflowX: 'auto', position: 'relative' }}>
        <Table size="small">
          <caption style={visuallyHidden}>{translate('app.audit.history.caption')}</caption>
          <TableHead>
            <TableRow>
              <Header label="resources.audit.fields.at" />
              <Header label="resources.audit.fields.actorId" />
              <Header label="resources.audit.fields.action" />
              <Header label="resources.audit.fields.changes" />
            </TableRow>
          </TableHead>
          <TableBody>
            {data.map((entry) => (
              <RecordContextProvider key={entry.id} value={entry}>
                <TableRow sx={{ verticalAlign: 'top' }}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{dateTime(entry.at)}</TableCell>
                  <TableCell>
                    <ActorName />
                  </TableCell>
                  <TableCell>
                    <ChoiceChip source="action" choices={ACTION_CHOICES} />
                    {entry.tableName !== table && (
                      <Typography variant="caption" color="text.secondary" component="div">
                        {translate(`app.audit.tables.${entry.tableName}`)}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>
                    <ChangeLines />
                  </TableCell>
                </TableRow>
              </RecordContextProvider>
            ))}
          </TableBody>
        </Table>
      </Box>
      {(total ?? 0) > PER_PAGE && (
        <TranslatedPagination
          count={total ?? 0}
          page={page}
          perPage={PER_PAGE}
          onPageChange={setPage}
        />
      )}
    </>
  );
};

/**
 * A record's History: its audit entries, newest first, ten a page (who, when, what, the changed
 * fields before → after); a learner's adds her at-risk flags and their actions, each named. Shown only to those who may read the trail (the 'audit' area).
 */
export const RecordHistory = (props: RecordHistoryProps) => {
  const translate = useTranslate();
  const headingId = useId();
  const { canAccess } = useCanAccess({ resource: 'audit', action: 'list' });
  if (!canAccess || !props.recordId) return null;
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} variant="h6" component="h2" gutterBottom>
          {translate('app.audit.history.title')}
        </Typography>
        <Entries {...props} />
      </CardContent>
    </Card>
  );
};

export default RecordHistory;
