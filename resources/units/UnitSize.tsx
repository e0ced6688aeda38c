import { Typography } from '@mui/material';
import { useFieldValue, useLocaleState } from 'react-admin';

const STEPS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/** "10.4 kB", "1,5 Mo", "3,2 MB": a byte count in the reader's language. */
export function formatSize(bytes: number, locale: string): string {
  let value = bytes;
  let step = 0;
  while (value >= 1024 && step < STEPS.length - 1) {
    value /= 1024;
    step += 1;
  }
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: STEPS[step],
    unitDisplay: 'short',
    maximumFractionDigits: step === 0 ? 0 : 1,
  }).format(value);
}

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
