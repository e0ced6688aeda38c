import { Typography } from '@mui/material';
import { useFieldValue } from 'react-admin';
import { groupedCode } from '../../domain/entities/access-code-constants';

/** A code in groups of four, in a fixed-width font: easy to read out and to type from a card. */
export const CodeField = ({ source }: { source: string; label?: string; sortable?: boolean }) => {
  const value = useFieldValue({ source });
  return typeof value === 'string' ? (
    <Typography
      component="span"
      variant="body2"
      sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}
    >
      {groupedCode(value)}
    </Typography>
  ) : null;
};
