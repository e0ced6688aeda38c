import SendIcon from '@mui/icons-material/Send';
import {
  Autocomplete,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { type DataProvider, useCanAccess, useDataProvider, useTranslate } from 'react-admin';
import type { ModuleProgressMethods } from '../../dataProvider/module-progress';
import { emailError } from '../../domain/rules/email';
import { personName } from '../../domain/rules/person-name';
import { useSave } from '../../src/save/use-save';

interface StudentOption {
  email: string;
  label: string;
}

/** The e-mail typed so far, settled for 300 ms before the student list is asked. */
const useSettled = (value: string, ms = 300) => {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
};

/** Students whose name or e-mail matches (GET /student?filter={"q":…}), for the autocomplete. */
const useStudentOptions = (text: string) => {
  const dataProvider = useDataProvider();
  const q = useSettled(text.trim());
  return useQuery({
    queryKey: ['moduleTestStudents', q],
    queryFn: async (): Promise<StudentOption[]> => {
      const { data } = await dataProvider.getList('students', {
        filter: { q },
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'name', order: 'ASC' },
      });
      return data.map((s) => ({
        email: String(s.email),
        label: `${personName(s as { name: string; firstname: string })} <${s.email}>`,
      }));
    },
    enabled: q.length >= 2,
  });
};

/** The dialog asking for the student's e-mail; it sends POST /module/test/{id}. */
export const ModuleTestDialog = ({
  moduleId,
  open,
  onClose,
}: {
  moduleId: string;
  open: boolean;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<DataProvider & ModuleProgressMethods>();
  const titleId = useId();
  const helpId = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const save = useSave();
  const options = useStudentOptions(email);

  const close = () => {
    setEmail('');
    setError(undefined);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    const problem = !value ? 'app.module_progress.ui.email_required' : emailError(value);
    if (problem) {
      setError(translate(problem));
      return;
    }
    await save.run(() => dataProvider.sendModuleTest(moduleId, value), {
      success: (sent) => ({ message: 'app.module_progress.ui.sent', args: { email: sent.sentTo } }),
      onSuccess: close,
      onFailure: ({ fieldErrors }) => setError(fieldErrors.email),
    });
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{translate('app.module_progress.ui.send_title')}</DialogTitle>
        <DialogContent>
          <DialogContentText id={helpId} sx={{ mb: 2 }}>
            {translate('app.module_progress.ui.send_help')}
          </DialogContentText>
          <Autocomplete
            freeSolo
            options={options.data ?? []}
            filterOptions={(x) => x}
            getOptionLabel={(o) => (typeof o === 'string' ? o : o.email)}
            renderOption={(props, o) => (
              <li {...props} key={o.email}>
                {o.label}
              </li>
            )}
            inputValue={email}
            onInputChange={(_event, value) => {
              setEmail(value);
              setError(undefined);
            }}
            loading={options.isFetching}
            renderInput={(params) => (
              <TextField
                {...params}
                autoFocus
                required
                type="email"
                autoComplete="off"
                label={translate('app.module_progress.ui.email')}
                error={error !== undefined}
                helperText={error}
                slotProps={{
                  htmlInput: {
                    ...params.inputProps,
                    'aria-describedby': error ? `${helpId} ${params.id}-helper-text` : helpId,
                  },
                }}
              />
            )}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{translate('app.module_progress.ui.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={save.saving} startIcon={<SendIcon />}>
            {translate('app.module_progress.ui.send')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};

/** "Send the module test": offered to those who may write the e-learning catalogue. */
export const ModuleTestButton = ({ moduleId }: { moduleId: string }) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const { canAccess } = useCanAccess({ resource: 'modules', action: 'edit' });
  if (!canAccess) return null;
  return (
    <>
      <Button variant="outlined" startIcon={<SendIcon />} onClick={() => setOpen(true)}>
        {translate('app.module_progress.ui.send_test')}
      </Button>
      <ModuleTestDialog moduleId={moduleId} open={open} onClose={() => setOpen(false)} />
    </>
  );
};
