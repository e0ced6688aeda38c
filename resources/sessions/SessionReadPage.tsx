import EditIcon from '@mui/icons-material/Edit';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import { Button, Stack, Typography } from '@mui/material';
import { RecordContextProvider, ResourceContextProvider, Title, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import type { SessionRecord } from '../../dataProvider/sessions';
import { PageLoading } from '../../src/components/LazyPage';
import { HistorySection } from '../audit/HistorySection';
import { DeleteSessionButton } from './read/DeleteSessionButton';
import { MeetingSection } from './read/MeetingSection';
import { RegistrantsTable } from './read/RegistrantsTable';
import { SessionComments } from './read/SessionComments';
import { SessionInfo } from './read/SessionInfo';
import { useSessionAccess } from './read/session-access';
import { SessionReadFailure, useSessionRecord } from './read/session-record';

const SessionDetails = ({
  session,
  reload,
}: {
  session: SessionRecord;
  reload: () => Promise<unknown>;
}) => {
  const { canWrite } = useSessionAccess(session);
  const translate = useTranslate();
  return (
    <Stack spacing={2} sx={{ mt: 2, minWidth: 0 }}>
      <Title title={session.title} />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Typography variant="h5" component="p" sx={{ overflowWrap: 'anywhere' }}>
          {session.title}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Button
            component={Link}
            to={`/session/appointment/${session.id}`}
            variant="outlined"
            startIcon={<FactCheckIcon />}
          >
            {translate('app.attendance.sheet')}
          </Button>
          {canWrite && (
            <>
              <Button
                component={Link}
                to={`/session/edit/${session.id}/`}
                variant="outlined"
                startIcon={<EditIcon />}
              >
                {translate('ra.action.edit')}
              </Button>
              <DeleteSessionButton session={session} />
            </>
          )}
        </Stack>
      </Stack>
      <SessionInfo session={session} />
      <RegistrantsTable session={session} reload={reload} />
      <MeetingSection session={session} canWrite={canWrite} onChange={reload} />
      <SessionComments session={session} />
      <HistorySection table="sessions" recordId={String(session.id)} />
    </Stack>
  );
};

/**
 * /session/read/:id: a session's general information, its registrants with their attendance, the
 * online meeting and the staff comments. Its trainer (or an administrator) removes registrants,
 * edits (/session/edit/:id/) and deletes it and comments.
 */
export const SessionReadPage = () => {
  const { id = '' } = useParams();
  const { data, isPending, error, refetch } = useSessionRecord(id);
  if (isPending) return <PageLoading />;
  if (error || !data) return <SessionReadFailure error={error} />;
  return (
    <ResourceContextProvider value="sessions">
      <RecordContextProvider value={data}>
        <SessionDetails session={data} reload={refetch} />
      </RecordContextProvider>
    </ResourceContextProvider>
  );
};

export default SessionReadPage;
