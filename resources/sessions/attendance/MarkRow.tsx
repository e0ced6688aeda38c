import {
  Button,
  Chip,
  MenuItem,
  Select,
  Stack,
  TableCell,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useId, useState } from 'react';
import { Link, useTranslate } from 'react-admin';
import type { SlotMarkRecord } from '../../../domain/entities/signature';
import { SLOT_STATUSES, type SlotStatus } from '../../../domain/rules/attendance';
import { AttachJustification, DownloadJustification } from './Justification';
import { isTimed, STATUS_COLORS, t, timeLabel } from './mark-labels';

/** What a row may do: nothing when read-only (no right to write, or a countersigned half-day). */
export interface MarkActions {
  busy: boolean;
  mark: (status: SlotStatus | null, time: string | null) => Promise<boolean>;
  upload: (file: File) => unknown;
}

export interface MarkRowProps {
  student: { id: string; name: string };
  /** The learner's name, and the half-day when the session has several: the controls' names. */
  who: string;
  mark: SlotMarkRecord | undefined;
  /** The half-day's start and end wall times ('HH:mm'): the arrival and departure proposed. */
  bounds: { start: string; end: string };
  download: () => Promise<Blob>;
  actions?: MarkActions;
}

/** The mark as text: a chip, the arrival or departure, the justification's document. */
const MarkRead = ({ who, mark, download }: Pick<MarkRowProps, 'who' | 'mark' | 'download'>) => {
  const translate = useTranslate();
  if (!mark) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate(t('not_marked'))}
      </Typography>
    );
  }
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      {/* Filled: the theme's 4.5 contrast threshold picks its text; an outlined warning reads at 3:1. */}
      <Chip
        size="small"
        color={STATUS_COLORS[mark.status]}
        label={translate(`app.sessions.statuses.${mark.status}`)}
      />
      {isTimed(mark.status) && mark.time && (
        <Typography variant="body2">
          {translate(t(mark.status === 'late' ? 'arrived' : 'left'), { time: mark.time })}
        </Typography>
      )}
      {mark.document && (
        <DownloadJustification document={mark.document} who={who} download={download} />
      )}
    </Stack>
  );
};

/**
 * The status chosen in a list (it fits a phone, unlike five buttons): present, absent, justified
 * absence and "Not marked" are saved at once; late and left early wait for their time and Save.
 */
const MarkEdit = ({
  who,
  mark,
  bounds,
  download,
  actions,
}: Omit<MarkRowProps, 'student' | 'actions'> & { actions: MarkActions }) => {
  const translate = useTranslate();
  const labelId = useId();
  const timeId = useId();
  const saved = mark?.status ?? null;
  const proposed = (status: 'late' | 'leftEarly') =>
    mark?.status === status && mark.time
      ? mark.time
      : status === 'late'
        ? bounds.start
        : bounds.end;
  // A late or left-early choice not saved yet, with its time; dropped when the saved mark changes.
  const [chosen, setChosen] = useState<'late' | 'leftEarly'>();
  const [time, setTime] = useState(isTimed(saved) ? proposed(saved) : '');
  const markKey = `${saved}|${mark?.time}`;
  const [seen, setSeen] = useState(markKey);
  if (seen !== markKey) {
    setSeen(markKey);
    setChosen(undefined);
    setTime(isTimed(saved) ? proposed(saved) : '');
  }
  const shown = chosen ?? saved;
  const choose = (value: SlotStatus | '') => {
    if (isTimed(value)) {
      setChosen(value);
      setTime(proposed(value));
      return;
    }
    setChosen(undefined);
    void actions.mark(value === '' ? null : value, null);
  };
  const { busy } = actions;
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <span id={labelId} style={visuallyHidden}>
        {translate(t('status_of'), { name: who })}
      </span>
      <Select
        size="small"
        labelId={labelId}
        value={shown ?? ''}
        displayEmpty
        // Read-only rather than disabled while saving: the list keeps the keyboard's focus.
        readOnly={busy}
        SelectDisplayProps={{ 'aria-disabled': busy || undefined }}
        onChange={(event) => choose(event.target.value as SlotStatus | '')}
        renderValue={(value) =>
          value ? (
            translate(`app.sessions.statuses.${value}`)
          ) : (
            <Typography component="span" color="text.secondary">
              {translate(t('not_marked'))}
            </Typography>
          )
        }
        sx={{ minWidth: 200, maxWidth: '100%' }}
      >
        <MenuItem value="">{translate(t('not_marked'))}</MenuItem>
        {SLOT_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {translate(`app.sessions.statuses.${status}`)}
          </MenuItem>
        ))}
      </Select>
      {isTimed(shown) && (
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <TextField
            id={timeId}
            type="time"
            size="small"
            label={translate(timeLabel(shown))}
            value={time}
            onChange={(event) => setTime(event.target.value)}
            slotProps={{
              inputLabel: { shrink: true },
              htmlInput: {
                'aria-label': translate(t(shown === 'late' ? 'arrival_of' : 'departure_of'), {
                  name: who,
                }),
              },
            }}
          />
          <Button
            variant="outlined"
            disabled={busy || !time}
            aria-label={translate(t('save_time_of'), { name: who })}
            onClick={() => actions.mark(shown, time)}
          >
            {translate(t('save_time'))}
          </Button>
        </Stack>
      )}
      {saved === 'excused' && !chosen && (
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          {mark?.document && (
            <DownloadJustification document={mark.document} who={who} download={download} />
          )}
          <AttachJustification
            replace={Boolean(mark?.document)}
            who={who}
            disabled={busy}
            upload={actions.upload}
          />
        </Stack>
      )}
    </Stack>
  );
};

/** One learner in one half-day: the link to the learner, the status (editable or not). */
export const MarkRow = ({ student, actions, ...props }: MarkRowProps) => (
  <TableRow>
    <TableCell component="th" scope="row">
      <Link to={`/student/${student.id}`}>{student.name}</Link>
    </TableCell>
    <TableCell>
      {actions ? <MarkEdit {...props} actions={actions} /> : <MarkRead {...props} />}
    </TableCell>
  </TableRow>
);
