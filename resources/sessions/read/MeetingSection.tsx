import LinkOffIcon from '@mui/icons-material/LinkOff';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import VideoCallIcon from '@mui/icons-material/VideoCall';
import { Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Confirm, useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider';
import type { SessionRecord } from '../../../dataProvider/sessions';
import { useSave } from '../../../src/save/use-save';
import { type Scope, SeriesScope } from '../SeriesScope';
import { Section } from './Section';
import { m } from './session-access';

/** Opens in a new tab: never embedded (meet.jit.si cuts embedded calls after 5 minutes). */
const External = ({ href, label, primary }: { href: string; label: string; primary?: boolean }) => (
  <Button
    component="a"
    href={href}
    target="_blank"
    rel="noopener noreferrer"
    variant={primary ? 'contained' : 'outlined'}
    endIcon={<OpenInNewIcon />}
  >
    {label}
  </Button>
);

/**
 * The online meeting (spec section 3): Join, and for staff the host's link when it differs (Zoom's
 * carries the host key). Its trainer or an administrator creates it, or deletes it after confirming;
 * for an occurrence of a series, for this one or the following ones too.
 */
export const MeetingSection = ({
  session,
  canWrite,
  onChange,
}: {
  session: SessionRecord;
  canWrite: boolean;
  onChange: () => Promise<unknown>;
}) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const save = useSave();
  const [asking, setAsking] = useState<'create' | 'delete' | undefined>();
  const [scope, setScope] = useState<Scope>('this');
  if (!session.joinUrl && !canWrite) return null;

  const run = (what: 'create' | 'delete') =>
    save
      .run(
        () =>
          what === 'create'
            ? dataProvider.createMeeting(session.id, scope)
            : dataProvider.deleteMeeting(session.id, scope),
        {
          success:
            what === 'create' ? 'app.sessions.meeting_created' : 'app.sessions.meeting_deleted',
          onSuccess: onChange,
          onFailure: () => undefined,
        },
      )
      .finally(() => setAsking(undefined));

  /** A series asks which occurrences; a one-off session creates at once and confirms a deletion. */
  const ask = (what: 'create' | 'delete') => {
    setScope('this');
    if (what === 'create' && !session.seriesId) void run('create');
    else setAsking(what);
  };

  return (
    <Section title={translate(m('meeting'))}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { sm: 'center' } }}
      >
        {session.joinUrl ? (
          <>
            <External href={session.joinUrl} label={translate(m('join'))} primary />
            {canWrite && session.startUrl && session.startUrl !== session.joinUrl && (
              <External href={session.startUrl} label={translate(m('start_host'))} />
            )}
            {canWrite && (
              <Button
                color="error"
                startIcon={<LinkOffIcon />}
                onClick={() => ask('delete')}
                disabled={save.saving}
              >
                {translate(m('meeting_delete'))}
              </Button>
            )}
          </>
        ) : (
          <>
            <Typography sx={{ flexGrow: 1 }}>{translate(m('no_meeting'))}</Typography>
            <Button
              variant="contained"
              startIcon={<VideoCallIcon />}
              onClick={() => ask('create')}
              disabled={save.saving}
            >
              {translate(m('meeting_create'))}
            </Button>
          </>
        )}
      </Stack>
      <Confirm
        isOpen={asking !== undefined}
        loading={save.saving}
        title={translate(asking === 'create' ? m('meeting_create') : m('meeting_delete'))}
        content={
          <Stack spacing={2}>
            {asking === 'delete' && (
              <Typography>{translate(m('meeting_delete_content'))}</Typography>
            )}
            {session.seriesId && (
              <SeriesScope label={m('meeting_scope')} value={scope} onChange={setScope} />
            )}
          </Stack>
        }
        confirm={asking === 'create' ? m('meeting_create') : m('meeting_delete')}
        cancel={m('cancel')}
        confirmColor={asking === 'create' ? 'primary' : 'warning'}
        onConfirm={() => asking && run(asking)}
        onClose={() => setAsking(undefined)}
      />
    </Section>
  );
};
