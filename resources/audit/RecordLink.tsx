import { Link as MuiLink, Typography } from '@mui/material';
import { type RaRecord, useRecordContext } from 'react-admin';
import { Link } from 'react-router-dom';
import type { AuditEntry } from '../../domain/entities/audit';

/** The record pages an entry's record opens, by table (those whose page an id alone opens). */
const PAGES: Partial<Record<string, (id: string) => string>> = {
  students: (id) => `/student/${id}`,
  companies: (id) => `/company/infos/${id}`,
  customers: (id) => `/customers/${id}`,
  staff: (id) => `/admin/${id}`,
  sessions: (id) => `/session/read/${id}`,
};

/** The entry's record: a link to its page where there is one, else its key as text. */
export const RecordLink = (_props: { source?: string; label?: string }) => {
  const record = useRecordContext<RaRecord & AuditEntry>();
  if (!record?.recordId) return null;
  const page = PAGES[record.tableName];
  return page ? (
    <MuiLink component={Link} to={page(record.recordId)} variant="body2">
      {record.recordId}
    </MuiLink>
  ) : (
    <Typography component="span" variant="body2">
      {record.recordId}
    </Typography>
  );
};
