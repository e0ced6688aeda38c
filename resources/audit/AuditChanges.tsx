import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { type RaRecord, useLocale, useRecordContext, useTranslate } from 'react-admin';
import type { AuditEntry } from '../../domain/entities/audit';
import { type Change, changesOf } from './columns';

type AuditRecord = RaRecord & AuditEntry;

/** The entry in context's changes, labelled and written in the reader's language. */
const useChanges = (): Change[] => {
  const record = useRecordContext<AuditRecord>();
  const translate = useTranslate();
  const locale = useLocale();
  return record ? changesOf(record, translate, locale) : [];
};

/** The list's one-line summary of an entry: the names of the fields it changed. */
export const ChangesSummary = (_props: { source?: string; label?: string; sortable?: boolean }) => {
  const record = useRecordContext<AuditRecord>();
  const changes = useChanges();
  const translate = useTranslate();
  // A sign-in changes no record: nothing to sum up.
  const event = !record?.before && !record?.after;
  const text =
    changes.length > 0
      ? changes.map((change) => change.label).join(', ')
      : event
        ? '—'
        : translate('app.audit.no_change');
  return (
    <Typography
      component="span"
      variant="body2"
      title={text}
      sx={{
        display: 'block',
        maxWidth: 320,
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        whiteSpace: 'nowrap',
      }}
    >
      {text}
    </Typography>
  );
};

/** The show view's table of an entry's changes: field, before, after, one row a changed column. */
export const ChangesTable = (_props: { source?: string; label?: string }) => {
  const changes = useChanges();
  const translate = useTranslate();
  if (changes.length === 0) {
    return (
      <Typography component="span" variant="body2">
        {translate('app.audit.no_change')}
      </Typography>
    );
  }
  return (
    <Box sx={{ overflowX: 'auto', position: 'relative' }}>
      <Table size="small">
        <caption style={visuallyHidden}>{translate('app.audit.changes.caption')}</caption>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {translate('app.audit.changes.column')}
            </TableCell>
            <TableCell component="th" scope="col">
              {translate('app.audit.changes.before')}
            </TableCell>
            <TableCell component="th" scope="col">
              {translate('app.audit.changes.after')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {changes.map((change) => (
            <TableRow key={change.column}>
              <TableCell component="th" scope="row">
                {change.label}
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{change.before}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{change.after}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
};

/** An entry's changes as lines "Field: before → after" (the History panel's cell). */
export const ChangeLines = () => {
  const changes = useChanges();
  const translate = useTranslate();
  if (changes.length === 0) return null;
  return (
    <Box component="ul" sx={{ m: 0, pl: 0, listStyle: 'none' }}>
      {changes.map((change) => (
        <Typography key={change.column} component="li" variant="body2">
          <strong>{change.label}</strong>
          {': '}
          <Box component="span" sx={visuallyHidden}>
            {`${translate('app.audit.changes.before')} `}
          </Box>
          <span style={{ overflowWrap: 'anywhere' }}>{change.before}</span>
          <span aria-hidden="true"> → </span>
          <Box component="span" sx={visuallyHidden}>
            {`, ${translate('app.audit.changes.after')} `}
          </Box>
          <span style={{ overflowWrap: 'anywhere' }}>{change.after}</span>
        </Typography>
      ))}
    </Box>
  );
};
