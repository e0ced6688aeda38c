import { Chip, Stack } from '@mui/material';
import { useFieldValue, useTranslate } from 'react-admin';

type Props = {
  source: string;
  label?: string;
  sortable?: boolean;
  /** The message key of each value's label; a value without one is shown as stored. */
  keys?: Record<string, string>;
};

/** A list of stored values (school types, exam modalities) as small chips. */
export const ChoiceList = ({ source, keys }: Props) => {
  const value = useFieldValue({ source });
  const translate = useTranslate();
  if (!Array.isArray(value) || value.length === 0) return null;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {value.map((v: string) => (
        <Chip key={v} size="small" label={keys?.[v] ? translate(keys[v]) : v} />
      ))}
    </Stack>
  );
};
