import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';

/** Which occurrences of a series a change reaches: this one, or this and the following ones. */
export type Scope = 'this' | 'following';

/** The choice of an occurrence of a series (edit, delete, meeting): a labelled radio group. */
export const SeriesScope = ({
  label,
  value,
  onChange,
}: {
  /** Message key of the question. */
  label: string;
  value: Scope;
  onChange: (scope: Scope) => void;
}) => {
  const translate = useTranslate();
  const labelId = useId();
  return (
    <FormControl>
      <FormLabel id={labelId}>{translate(label)}</FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        value={value}
        onChange={(event) => onChange(event.target.value as Scope)}
      >
        <FormControlLabel
          value="this"
          control={<Radio />}
          label={translate('app.session_read.scope_this')}
        />
        <FormControlLabel
          value="following"
          control={<Radio />}
          label={translate('app.session_read.scope_following')}
        />
      </RadioGroup>
    </FormControl>
  );
};
