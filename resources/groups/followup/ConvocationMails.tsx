import SendIcon from '@mui/icons-material/Send';
import {
  Alert,
  Button,
  CircularProgress,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type DataProvider,
  useCanAccess,
  useDataProvider,
  useLocale,
  useTranslate,
} from 'react-admin';
import type { IssuedDocumentMethods } from '../../../dataProvider/issued-documents';
import { formatDateTime } from '../../../domain/rules/dates';
import { useSave } from '../../../src/save/use-save';
import { issuedKey } from './IssuedDocuments';

const T = 'app.issued_documents.convocations';
const statusesKey = (groupId: string) => ['group', 'convocations', groupId];

/**
 * The follow-up's convocations by mail: "Mail the convocations" (Super Administrators and Admins:
 * each learner's once, issued and kept), and where each learner's is, read again while some are
 * on their way.
 */
export const ConvocationMails = ({ groupId }: { groupId: string }) => {
  const translate = useTranslate();
  const locale = useLocale();
  const dataProvider = useDataProvider<DataProvider & IssuedDocumentMethods>();
  const queryClient = useQueryClient();
  const save = useSave();
  const { canAccess: canSend } = useCanAccess({ resource: 'students', action: 'edit' });
  const { data, error } = useQuery({
    queryKey: statusesKey(groupId),
    queryFn: () => dataProvider.convocationStatuses(groupId),
    refetchInterval: (query) =>
      query.state.data?.some((s) => s.status === 'making' || s.status === 'queued') ? 5000 : false,
  });
  const send = () =>
    save.run(() => dataProvider.mailConvocations(groupId), {
      success: (counts) => ({ message: `${T}.queued`, args: counts }),
      onSuccess: async () => {
        await queryClient.invalidateQueries({ queryKey: statusesKey(groupId) });
        await queryClient.invalidateQueries({ queryKey: issuedKey(groupId) });
      },
    });
  const statusOf = (s: NonNullable<typeof data>[number]) =>
    !s.mailable
      ? translate(`${T}.no_address`)
      : translate(`${T}.statuses.${s.status}`, {
          date: formatDateTime(s.sentAt, locale) ?? '',
        });
  return (
    <>
      <Typography variant="subtitle1" component="h4" sx={{ mt: 2, mb: 1 }}>
        {translate(`${T}.title`)}
      </Typography>
      {canSend && (
        <Button
          className="no-print"
          variant="outlined"
          onClick={() => void send()}
          disabled={save.saving}
          aria-busy={save.saving}
          startIcon={save.saving ? <CircularProgress size={16} /> : <SendIcon />}
          sx={{ mb: 1 }}
        >
          {translate(save.saving ? `${T}.sending` : `${T}.send`)}
        </Button>
      )}
      {error ? (
        <Alert severity="error">{translate('app.issued_documents.load_error')}</Alert>
      ) : data && data.length > 0 ? (
        // Scrolls sideways on a phone: focusable, so the keyboard can scroll it too.
        <TableContainer
          tabIndex={0}
          role="region"
          aria-label={translate(`${T}.caption`)}
          sx={{ overflowX: 'auto', maxWidth: '100%', mb: 2 }}
        >
          <Table size="small">
            <caption>{translate(`${T}.caption`)}</caption>
            <TableHead>
              <TableRow>
                <TableCell>{translate(`${T}.learner`)}</TableCell>
                <TableCell>{translate(`${T}.status`)}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((s) => (
                <TableRow key={s.studentId}>
                  <TableCell>{s.name}</TableCell>
                  <TableCell>{statusOf(s)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      ) : null}
    </>
  );
};
