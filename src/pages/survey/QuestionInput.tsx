import {
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import type { SurveyPage } from '../../../domain/entities/survey';
import { type AnswerValue, TEXT_ANSWER_MAX } from '../../../domain/rules/survey';

const T = 'app.surveys.page';
type Question = SurveyPage['questions'][number];

const scale = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** The ends of a scale, under it: what 1 (or 0) and 5 (or 10) mean. */
const Ends = ({ low, high }: { low: string; high: string }) => (
  <Stack direction="row" justifyContent="space-between" sx={{ maxWidth: 420 }}>
    <Typography variant="caption" color="text.secondary">
      {low}
    </Typography>
    <Typography variant="caption" color="text.secondary">
      {high}
    </Typography>
  </Stack>
);

/**
 * One question of a survey as its kind asks it: a scale of radio buttons (rating 1 to 5, score 0 to
 * 10) that wraps on a phone, radio buttons for one choice, boxes for several, a text field.
 */
export const QuestionInput = ({
  question: q,
  value,
  error,
  disabled,
  onChange,
}: {
  question: Question;
  value: AnswerValue | undefined;
  error?: string;
  disabled: boolean;
  onChange: (value: AnswerValue | undefined) => void;
}) => {
  const translate = useTranslate();
  const label = `${q.text}${q.required ? ' *' : ''}`;
  const helper = error ? <FormHelperText>{error}</FormHelperText> : null;
  if (q.kind === 'text')
    return (
      <TextField
        label={label}
        value={typeof value === 'string' ? value : ''}
        onChange={(event) => onChange(event.target.value)}
        multiline
        minRows={3}
        error={Boolean(error)}
        helperText={error}
        disabled={disabled}
        slotProps={{ htmlInput: { maxLength: TEXT_ANSWER_MAX } }}
      />
    );
  if (q.kind === 'multi') {
    const chosen = Array.isArray(value) ? value : [];
    return (
      <FormControl component="fieldset" error={Boolean(error)} disabled={disabled}>
        <FormLabel component="legend">{label}</FormLabel>
        <FormGroup>
          {q.choices.map((c) => (
            <FormControlLabel
              key={c.id}
              label={c.label}
              control={
                <Checkbox
                  checked={chosen.includes(c.id)}
                  onChange={(event) =>
                    onChange(
                      event.target.checked ? [...chosen, c.id] : chosen.filter((id) => id !== c.id),
                    )
                  }
                />
              }
            />
          ))}
        </FormGroup>
        {helper}
      </FormControl>
    );
  }
  const options =
    q.kind === 'choice'
      ? q.choices.map((c) => ({ value: c.id, label: c.label }))
      : scale(q.kind === 'nps' ? 0 : 1, q.kind === 'nps' ? 10 : 5).map((n) => ({
          value: String(n),
          label: String(n),
        }));
  const onScale = q.kind !== 'choice';
  return (
    <FormControl component="fieldset" error={Boolean(error)} disabled={disabled}>
      <FormLabel component="legend">{label}</FormLabel>
      <RadioGroup
        row={onScale}
        value={value === undefined ? '' : String(value)}
        onChange={(event) => onChange(onScale ? Number(event.target.value) : event.target.value)}
        sx={onScale ? { flexWrap: 'wrap', gap: 0 } : undefined}
      >
        {options.map((o) => (
          <FormControlLabel
            key={o.value}
            value={o.value}
            label={o.label}
            control={<Radio />}
            labelPlacement={onScale ? 'bottom' : 'end'}
            sx={onScale ? { mx: 0, minWidth: 44 } : undefined}
          />
        ))}
      </RadioGroup>
      {q.kind === 'rating' && (
        <Ends low={translate(`${T}.rating_low`)} high={translate(`${T}.rating_high`)} />
      )}
      {q.kind === 'nps' && (
        <Ends low={translate(`${T}.nps_low`)} high={translate(`${T}.nps_high`)} />
      )}
      {helper}
    </FormControl>
  );
};
