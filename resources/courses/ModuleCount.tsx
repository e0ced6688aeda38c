import { Typography } from '@mui/material';
import { useFieldValue } from 'react-admin';

type Props = { source: string; label?: string; sortable?: boolean };

/** The number of modules of a course, in the list. */
export const ModuleCount = ({ source }: Props) => {
  const value = useFieldValue({ source });
  return <Typography variant="body2">{Array.isArray(value) ? value.length : 0}</Typography>;
};
