import DrawIcon from '@mui/icons-material/Draw';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  type DataProvider,
  useCanAccess,
  useDataProvider,
  useGetList,
  useGetOne,
  useLocale,
  useTranslate,
} from 'react-admin';
import type { AgreementSignatureMethods } from '../../../dataProvider/agreement-signatures';
import type { AgreementSignature } from '../../../domain/entities/agreement-signature';
import type { IssuedDocument } from '../../../domain/entities/issued-document';
import { formatDateTime } from '../../../domain/rules/dates';
import { personName } from '../../../domain/rules/person-name';
import { DownloadButton } from '../../../src/components/DownloadButton';
import { useSave } from '../../../src/save/use-save';

const T = 'app.agreement_signatures';
const requestsKey = (groupId: string) => ['group', 'agreement-signatures', groupId];

/** The latest agreement kept (not erased): the one sent to sign. */
const latestAgreement = (documents: IssuedDocument[]) =>
  documents
    .filter((d) => d.kind === 'agreement' && !d.erased)
    .reduce<IssuedDocument | undefined>((a, d) => (a && a.version > d.version ? a : d), undefined);

/** Choose a contact of the group's client and send the latest version to sign. */
const SendForm = ({ groupId, documentId }: { groupId: string; documentId: string }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<DataProvider & AgreementSignatureMethods>();
  const queryClient = useQueryClient();
  const save = useSave();
  const [customerId, setCustomerId] = useState('');
  const { data: group } = useGetOne('groups', { id: groupId });
  const companyId = group?.companyId as string | undefined;
  const { data: contacts = [], isPending } = useGetList(
    'customers',
    {
      filter: { company: companyId },
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'name', order: 'ASC' },
    },
    { enabled: Boolean(companyId) },
  );
  const mailable = contacts.filter((c) => String(c.email ?? '').trim() !== '');
  const send = () =>
    save.run(() => dataProvider.sendAgreement(groupId, { documentId, customerId }), {
      success: (sent) => ({ message: `${T}.sent`, args: { email: sent.email } }),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: requestsKey(groupId) }),
    });
  if (!isPending && mailable.length === 0)
    return (
      <Alert severity="info" sx={{ mb: 1 }}>
        {translate(`${T}.no_contact`)}
      </Alert>
    );
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ mb: 1, alignItems: { sm: 'center' } }}
      className="no-print"
    >
      <TextField
        select
        size="small"
        label={translate(`${T}.contact`)}
        value={mailable.some((c) => c.id === customerId) ? customerId : ''}
        onChange={(event) => setCustomerId(event.target.value)}
        sx={{ minWidth: 240, maxWidth: { sm: 360 } }}
      >
        {mailable.map((c) => (
          <MenuItem key={c.id} value={String(c.id)}>
            {`${personName({ name: String(c.name), firstname: String(c.firstname) })} — ${c.email}`}
          </MenuItem>
        ))}
      </TextField>
      <Button
        variant="contained"
        onClick={() => void send()}
        disabled={customerId === '' || save.saving}
        aria-busy={save.saving}
        startIcon={save.saving ? <CircularProgress size={16} /> : <DrawIcon />}
      >
        {translate(save.saving ? `${T}.sending` : `${T}.send`)}
      </Button>
    </Stack>
  );
};

/**
 * The follow-up's "Agreement signed online": the latest agreement's state, the form that sends it
 * to a contact of the client (Super Administrators and Admins), and each request with its proof.
 */
export const AgreementSignatures = ({
  groupId,
  documents,
}: {
  groupId: string;
  documents: IssuedDocument[];
}) => {
  const translate = useTranslate();
  const locale = useLocale();
  const dataProvider = useDataProvider<DataProvider & AgreementSignatureMethods>();
  const { canAccess: canSend } = useCanAccess({ resource: 'students', action: 'edit' });
  const { data, error } = useQuery({
    queryKey: requestsKey(groupId),
    queryFn: () => dataProvider.agreementSignatures(groupId),
    refetchInterval: (query) =>
      query.state.data?.some((r) => r.mail === 'queued' && !r.signedAt) ? 5000 : false,
  });
  const latest = latestAgreement(documents);
  const when = (iso: string) => formatDateTime(iso, locale) ?? '';
  const signed = latest && data?.find((r) => r.documentId === latest.id && r.signedAt);
  const state = !latest
    ? translate(`${T}.none`)
    : signed
      ? translate(`${T}.state_signed`, {
          version: latest.version,
          name: signed.signerName ?? '',
          date: when(signed.signedAt ?? ''),
        })
      : data?.some((r) => r.documentId === latest.id)
        ? translate(`${T}.state_waiting`, { version: latest.version })
        : translate(`${T}.state_unsent`, { version: latest.version });
  const signature = (r: AgreementSignature) =>
    r.signedAt
      ? translate(`${T}.signed_by`, {
          name: r.signerName ?? '',
          date: when(r.signedAt),
          ip: r.signerIp ?? '',
        })
      : new Date(r.expiresAt).getTime() < Date.now()
        ? translate(`${T}.link_expired`)
        : translate(`${T}.waiting`, { date: when(r.expiresAt) });
  return (
    <Box component="section" aria-labelledby="agreement-signatures-title" sx={{ mt: 2 }}>
      <Typography id="agreement-signatures-title" variant="subtitle1" component="h4">
        {translate(`${T}.title`)}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {state}
      </Typography>
      {canSend && latest && !signed && <SendForm groupId={groupId} documentId={latest.id} />}
      {error ? (
        <Alert severity="error">{translate(`${T}.load_error`)}</Alert>
      ) : data && data.length > 0 ? (
        // Scrolls sideways on a phone: focusable, so the keyboard can scroll it too.
        <TableContainer
          tabIndex={0}
          role="region"
          aria-label={translate(`${T}.caption`)}
          sx={{ overflowX: 'auto', maxWidth: '100%', position: 'relative', mb: 2 }}
        >
          <Table size="small">
            <caption>{translate(`${T}.caption`)}</caption>
            <TableHead>
              <TableRow>
                {['version', 'sent_to', 'sent_on', 'mail_status', 'signature'].map((c) => (
                  <TableCell key={c}>{translate(`${T}.${c}`)}</TableCell>
                ))}
                <TableCell>
                  <Box component="span" sx={visuallyHidden}>
                    {translate(`${T}.download`)}
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((r) => (
                <TableRow key={r.id}>
                  <TableCell>{r.version}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{r.email}</TableCell>
                  <TableCell>
                    {r.sentBy
                      ? translate('app.issued_documents.issued_by_on', {
                          date: when(r.sentAt),
                          name: r.sentBy,
                        })
                      : when(r.sentAt)}
                  </TableCell>
                  <TableCell>{translate(`${T}.mails.${r.mail}`)}</TableCell>
                  <TableCell>
                    {signature(r)}
                    {r.signedDigest && (
                      <Box
                        component="code"
                        title={r.signedDigest}
                        sx={{ display: 'block', fontSize: '0.8em' }}
                      >
                        SHA-256 {r.signedDigest.slice(0, 12)}…
                      </Box>
                    )}
                  </TableCell>
                  <TableCell>
                    {r.signedAt && (
                      <DownloadButton
                        size="small"
                        label={`${T}.download`}
                        aria-label={translate(`${T}.download_of`, { version: r.version })}
                        icon={<FileDownloadIcon />}
                        fileName={`agreement-v${r.version}-signed.pdf`}
                        fetch={() => dataProvider.signedAgreementFile(groupId, r.id)}
                      />
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      ) : null}
    </Box>
  );
};
