import { Typography } from '@mui/material';
import { type RaRecord, useRecordContext, useTranslate } from 'react-admin';
import type { AuditEntry } from '../../domain/entities/audit';

/** Who wrote the entry, by her name as it is now, or that no one was signed in. */
export const ActorName = (_props: { source?: string; label?: string; sortable?: boolean }) => {
  const record = useRecordContext<RaRecord & AuditEntry>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Typography
      component="span"
      variant="body2"
      color={record.actorName ? undefined : 'text.secondary'}
    >
      {record.actorName ?? translate('app.audit.no_actor')}
    </Typography>
  );
};
