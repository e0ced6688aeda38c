import { Typography } from '@mui/material';
import { useFieldValue, useRecordContext } from 'react-admin';
import { groupedCode } from '../../domain/entities/access-code-constants';

/** A code in groups of four, in a fixed-width font: easy to read out and to type from a card. */
export const CodeField = ({ source }: { source: string; label?: string; sortable?: boolean }) => {
  const value = useFieldValue({ source });
  return typeof value === 'string' ? (
    <Typography
      component="span"
      variant="body2"
      // Wraps between groups of four when the column is narrow, never inside one.
      sx={{ fontFamily: 'monospace' }}
    >
      {groupedCode(value)}
    </Typography>
  ) : null;
};

/** The uses made and allowed, "2 / 30". */
export const UsesField = (_props: { source: string; label?: string; sortable?: boolean }) => {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      {`${record.uses ?? 0} / ${record.maxUses ?? 0}`}
    </Typography>
  );
};
