import { Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';

/** The learner's groups reaching the session, by name (the list's groups column). */
export const GroupsField = (_props: { source: string }) => {
  const record = useRecordContext<{ groups?: { _id: string; name: string }[] }>();
  const names = (record?.groups ?? []).map((g) => g.name).join(', ');
  return (
    <Typography component="span" variant="body2">
      {names}
    </Typography>
  );
};
