import { Box, Stack } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { PrivacyPanel } from '../../src/components/PrivacyPanel';
import { RecordContextHistory } from '../audit/HistorySection';

/** Below a client contact's form or page: her personal data (GDPR) and the History panel. */
export const CustomerFooter = () => {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Stack spacing={0}>
      <Box sx={{ px: 2, pt: 2 }}>
        <PrivacyPanel
          subject="customer"
          id={String(record.id)}
          firstname={String(record.firstname ?? '')}
          name={String(record.name ?? '')}
          email={String(record.email ?? '')}
        />
      </Box>
      <RecordContextHistory table="customers" />
    </Stack>
  );
};
