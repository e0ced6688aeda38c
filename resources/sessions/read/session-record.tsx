import { Alert } from '@mui/material';
import { useGetOne, useTranslate } from 'react-admin';
import type { SessionRecord } from '../../../dataProvider/sessions';
import { readFailure } from '../../../src/save/read-failure';

/** One session as its pages read it (GET /session/id/{id}): a 404 is not asked again. */
export const useSessionRecord = (id: string) =>
  useGetOne<SessionRecord>(
    'sessions',
    { id },
    // A session that does not exist will not appear by asking again.
    { retry: (failures, failure) => readFailure(failure).status !== 404 && failures < 3 },
  );

/** In place of a session's page when it cannot be read: 404 says it does not exist. */
export const SessionReadFailure = ({ error }: { error: unknown }) => {
  const translate = useTranslate();
  const failure = readFailure(error);
  const message = failure.status === 404 ? 'app.sessions.unknown_session' : failure.message;
  return (
    <Alert severity="error" sx={{ mt: 2 }}>
      {translate(message, { _: message })}
    </Alert>
  );
};
