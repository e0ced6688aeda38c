import { Typography } from '@mui/material';
import { useFieldValue, useLocaleState } from 'react-admin';
import { formatSize } from '../../src/components/use-figures';

type Props = { source: string; label?: string; sortable?: boolean };

/** A unit's unpacked size, human-readable. */
export const UnitSize = ({ source }: Props) => {
  const value = useFieldValue({ source });
  const [locale] = useLocaleState();
  return (
    <Typography variant="body2" component="span" sx={{ whiteSpace: 'nowrap' }}>
      {typeof value === 'number' ? formatSize(value, locale) : ''}
    </Typography>
  );
};
