import {
  Alert,
  Box,
  Button,
  CircularProgress,
  List,
  ListItem,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { format } from 'date-fns';
import { type FormEvent, useId, useState } from 'react';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import {
  AT_RISK_ACTION_KINDS,
  AT_RISK_NOTE_MAX,
  type AtRiskAction,
  type AtRiskActionKind,
} from '../../domain/entities/at-risk';
import { formatDate } from '../../domain/rules/dates';
import { EmptyNote } from '../../src/components/SectionCard';
import { failureMessage } from '../../src/save/read-failure';
import { useSave } from '../../src/save/use-save';

const T = 'app.at_risk_ui.actions';

const today = () => format(new Date(), 'yyyy-MM-dd');

/** The actions recorded about a flag, newest first (as the API gives them). */
export const ActionList = ({ actions }: { actions: AtRiskAction[] }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (actions.length === 0) return <EmptyNote message={`${T}.empty`} />;
  return (
    <List disablePadding aria-label={translate(`${T}.caption`)}>
      {actions.map((action) => (
        <ListItem key={action._id} divider disableGutters sx={{ display: 'block' }}>
          <Typography variant="body2" color="text.secondary">
            <Box component="span" sx={{ fontWeight: 600, color: 'text.primary' }}>
              {translate(`${T}.kinds.${action.kind}`)}
            </Box>
            {' · '}
            <time dateTime={action.doneOn}>{formatDate(action.doneOn, locale)}</time>
            {' · '}
            {action.author ?? translate('app.at_risk_ui.flag.former_staff')}
          </Typography>
          {action.note && (
            <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {action.note}
            </Typography>
          )}
        </ListItem>
      ))}
    </List>
  );
};

/**
 * Records what was done about a flag (POST /atrisk/{id}/actions): its kind, the day (today unless
 * said, never after) and a note; a closed flag takes actions too. A refusal is shown above Record.
 */
export const ActionForm = ({ flagId, onAdded }: { flagId: string; onAdded: () => unknown }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const save = useSave();
  const titleId = useId();
  const [kind, setKind] = useState<AtRiskActionKind>('call');
  const [doneOn, setDoneOn] = useState(today);
  const [note, setNote] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  // The day's own rules, checked here; the server's word on it comes after a refused save.
  const dayRule =
    doneOn === '' ? 'app.validation.required' : doneOn > today() ? `${T}.in_future` : undefined;
  const dayError = dayRule ?? save.fieldErrors.doneOn;
  const noteError = save.fieldErrors.note;
  const shown = (key: string | undefined) => key && translate(key, { _: key });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (dayRule) return;
    setRefusal(null);
    return save.run(
      () => dataProvider.atRiskAddAction(flagId, { kind, doneOn, note: note.trim() }),
      {
        success: `${T}.added`,
        inPlace: true,
        onFailure: (failure) => {
          if (Object.keys(failure.fieldErrors).length === 0) setRefusal(failureMessage(failure));
        },
        onSuccess: () => {
          setNote('');
          setDoneOn(today());
          return onAdded();
        },
      },
    );
  };

  return (
    <Box component="form" onSubmit={submit} aria-labelledby={titleId} noValidate sx={{ mt: 2 }}>
      <Typography id={titleId} variant="subtitle1" component="h3" sx={{ mb: 1.5 }}>
        {translate(`${T}.add_title`)}
      </Typography>
      {refusal && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {translate(refusal, { _: refusal })}
        </Alert>
      )}
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            select
            size="small"
            label={translate(`${T}.kind`)}
            value={kind}
            onChange={(event) => setKind(event.target.value as AtRiskActionKind)}
            sx={{ minWidth: { sm: '14rem' } }}
          >
            {AT_RISK_ACTION_KINDS.map((k) => (
              <MenuItem key={k} value={k}>
                {translate(`${T}.kinds.${k}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            type="date"
            size="small"
            required
            label={translate(`${T}.done_on`)}
            value={doneOn}
            onChange={(event) => setDoneOn(event.target.value)}
            error={Boolean(dayError)}
            helperText={shown(dayError)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today() } }}
            sx={{ width: { sm: '12rem' } }}
          />
        </Stack>
        <TextField
          label={translate(`${T}.note`)}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          multiline
          minRows={2}
          fullWidth
          error={Boolean(noteError)}
          helperText={shown(noteError)}
          slotProps={{ htmlInput: { maxLength: AT_RISK_NOTE_MAX } }}
        />
        <Box>
          <Button
            type="submit"
            variant="contained"
            disabled={save.saving || Boolean(dayRule)}
            aria-busy={save.saving}
            startIcon={
              save.saving ? (
                <CircularProgress size={16} aria-label={translate(`${T}.adding`)} />
              ) : undefined
            }
          >
            {translate(`${T}.add`)}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
};
