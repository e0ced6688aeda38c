import { Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { ContentType } from '../../domain/entities/content';

type Props = { source: string; type: ContentType; label?: string; sortable?: boolean };

/** The number of a title's items of one type (operational or linguistic skills), in the list. */
export const SkillCount = ({ type }: Props) => {
  const record = useRecordContext();
  const items: unknown[] = Array.isArray(record?.items) ? record.items : [];
  const n = items.filter((i) => (i as { type?: unknown })?.type === type).length;
  return <Typography variant="body2">{n}</Typography>;
};
