import { Alert, Button } from '@mui/material';
import {
  Link,
  type RaRecord,
  useCanAccess,
  useRecordContext,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { archivePathOf } from '../pages/archive/paths';

/**
 * "This record has been archived" with a link to its archive tab (searching for the record), for
 * links that still lead to a record archived since: the API answers such a record with archivedAt.
 */
export const ArchivedNotice = (props: { record?: RaRecord; resource?: string }) => {
  const record = useRecordContext(props);
  const resource = useResourceContext(props);
  const translate = useTranslate();
  // The same check as the menu's Archive entry.
  const { canAccess: canOpenArchive } = useCanAccess({ resource: 'students', action: 'list' });
  if (!record?.archivedAt || !resource) return null;
  const to = canOpenArchive
    ? archivePathOf(resource, String(record.email ?? record.name ?? ''))
    : undefined;
  return (
    <Alert
      severity="warning"
      sx={{ mb: 2 }}
      action={
        to && (
          <Button component={Link} to={to} color="inherit" size="small">
            {translate('app.people.archive.open_archive')}
          </Button>
        )
      }
    >
      {translate('app.people.archive.record_archived')}
    </Alert>
  );
};
