import { Alert, AlertTitle, Button } from '@mui/material';
import { useEditContext, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import type { SaveState } from './use-save';

/**
 * A save refused because the record changed elsewhere: says so, leaves what was typed in the
 * form, and offers Reload (the record is read again, then the form shows it).
 */
export const StaleRecordAlert = ({
  save,
  onReload,
}: {
  save: Pick<SaveState, 'stale' | 'reloading' | 'reload'>;
  /** Reads the record again and resets the form; the save's own `reload` when left out. */
  onReload?: () => Promise<unknown>;
}) => {
  const translate = useTranslate();
  if (!save.stale) return null;
  return (
    <Alert
      severity="warning"
      sx={{ my: 2 }}
      action={
        <Button
          color="inherit"
          size="small"
          disabled={save.reloading}
          onClick={() => save.reload(onReload)}
        >
          {translate(save.reloading ? 'app.save.reloading' : 'app.save.reload')}
        </Button>
      }
    >
      <AlertTitle>{translate('app.save.stale_title')}</AlertTitle>
      {translate('app.save.stale_hint')}
    </Alert>
  );
};

/** StaleRecordAlert inside a react-admin Edit form: Reload refetches the record, then resets the form. */
export const StaleEditAlert = ({
  save,
}: {
  save: Pick<SaveState, 'stale' | 'reloading' | 'reload'>;
}) => {
  const { refetch } = useEditContext();
  const { reset } = useFormContext();
  return (
    <StaleRecordAlert
      save={save}
      onReload={async () => {
        const { data, error } = await refetch();
        if (error) throw error;
        reset(data);
      }}
    />
  );
};
