import DeleteIcon from '@mui/icons-material/Delete';
import { Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Confirm, useDataProvider, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { AppDataProvider } from '../../../dataProvider';
import type { SessionRecord } from '../../../dataProvider/sessions';
import { useSave } from '../../../src/save/use-save';
import { type Scope, SeriesScope } from '../SeriesScope';
import { m } from './session-access';

/**
 * Delete after a confirmation; an occurrence of a series asks which sessions go: this one, or
 * this and the following ones (DELETE ...?scope=following). Then back to the agenda.
 */
export const DeleteSessionButton = ({ session }: { session: SessionRecord }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const deletion = useSave();
  const [open, setOpen] = useState(false);
  const [scope, setScope] = useState<Scope>('this');

  const remove = () =>
    deletion.run(() => dataProvider.deleteSession(session.id, scope), {
      success: 'app.sessions.deleted',
      onSuccess: () => {
        setOpen(false);
        navigate('/agenda');
      },
      onFailure: () => setOpen(false),
    });

  const content = (
    <Stack spacing={2}>
      <Typography>{translate(m('delete_content'))}</Typography>
      {session.seriesId && (
        <SeriesScope label={m('delete_scope')} value={scope} onChange={setScope} />
      )}
    </Stack>
  );

  return (
    <>
      <Button
        variant="outlined"
        color="error"
        startIcon={<DeleteIcon />}
        onClick={() => {
          setScope('this');
          setOpen(true);
        }}
      >
        {translate(m('delete'))}
      </Button>
      <Confirm
        isOpen={open}
        loading={deletion.saving}
        title={translate(m('delete_title'), { title: session.title })}
        content={content}
        confirm={m('delete')}
        cancel={m('cancel')}
        confirmColor="warning"
        onConfirm={remove}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
