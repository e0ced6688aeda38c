import { Box } from '@mui/material';
import { useState } from 'react';
import {
  Create,
  Edit,
  type RaRecord,
  SaveButton,
  SimpleForm,
  Toolbar,
  useGetIdentity,
  useNotify,
  usePermissions,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { ROLES } from '../../domain/permissions';
import { StaleEditAlert } from '../../src/save/StaleRecordAlert';
import { type SaveState, useSave } from '../../src/save/use-save';
import { SessionInputs } from './form/SessionInputs';
import { newSession, type SessionValues, sessionBody, validateSession } from './form/session-form';
import { type Scope, SeriesScope } from './SeriesScope';

/** A Teacher plans her own sessions: she is the trainer, fixed. */
const useTeacherSelf = () => {
  const { permissions } = usePermissions();
  const { identity } = useGetIdentity();
  return permissions === ROLES.teacher && identity ? String(identity.id) : undefined;
};

const readPage = (record: RaRecord) => `/session/read/${record.id}`;

/**
 * Creating a session (from /agenda: its Create button or a range selected in the calendar, which
 * comes as ?start=&end=): spec section 3's fields, section 5's rules, "{title} created with success".
 * A recurrent session answers its first occurrence, whose page opens.
 */
export const SessionCreatePage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const self = useTeacherSelf();
  const save = useSave();
  return (
    <Create
      resource="sessions"
      title={translate('app.session_form.create_title')}
      record={newSession(query.get('start'), query.get('end'), self)}
      transform={(values: SessionValues) => sessionBody(values)}
      redirect={false}
      mutationOptions={{
        onSuccess: (record: RaRecord) => {
          notify('app.sessions.created', { type: 'success', messageArgs: { title: record.title } });
          navigate(readPage(record));
        },
        onError: (error: unknown) => save.fail(error),
      }}
    >
      <SimpleForm validate={validateSession as never} sx={{ maxWidth: 1000 }}>
        <SessionInputs creating teacherFixed={self !== undefined} />
      </SimpleForm>
    </Create>
  );
};

/** For an occurrence of a series: this one only, or this and the following ones (?scope=following). */
const ScopeChoice = ({ scope, onChange }: { scope: Scope; onChange: (scope: Scope) => void }) => {
  const record = useRecordContext();
  if (!record?.seriesId) return null;
  return (
    <Box sx={{ px: 2 }}>
      <SeriesScope label="app.session_form.scope" value={scope} onChange={onChange} />
    </Box>
  );
};

const EditToolbar = ({
  save,
  scope,
  onScope,
}: {
  save: SaveState;
  scope: Scope;
  onScope: (scope: Scope) => void;
}) => (
  <>
    <StaleEditAlert save={save} />
    <ScopeChoice scope={scope} onChange={onScope} />
    <Toolbar>
      <SaveButton />
    </Toolbar>
  </>
);

/**
 * /session/edit/:id/: one occurrence, or with "this and the following ones" the rest of its series;
 * the recurrence itself is fixed at creation. Pessimistic and guarded by updatedAt: a stale save
 * says so and keeps what was typed. "{title} has been updated with success".
 */
export const SessionEditPage = () => {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const self = useTeacherSelf();
  const save = useSave();
  const [scope, setScope] = useState<Scope>('this');
  return (
    <Edit
      resource="sessions"
      id={id}
      mutationMode="pessimistic"
      title={translate('app.session_form.edit_title')}
      transform={(values: SessionValues) => sessionBody(values)}
      redirect={false}
      mutationOptions={{
        meta: { scope },
        onSuccess: (record: RaRecord) => {
          notify('app.sessions.updated', { type: 'success', messageArgs: { title: record.title } });
          navigate(readPage(record));
        },
        onError: (error: unknown) => save.fail(error),
      }}
    >
      <SimpleForm
        // One occurrence is edited: its own start and end are checked, whatever its series.
        validate={
          ((values: SessionValues) => validateSession({ ...values, recurrent: false })) as never
        }
        sx={{ maxWidth: 1000 }}
        toolbar={<EditToolbar save={save} scope={scope} onScope={setScope} />}
      >
        <SessionInputs creating={false} teacherFixed={self !== undefined} />
      </SimpleForm>
    </Edit>
  );
};
