import FileDownloadIcon from '@mui/icons-material/FileDownload';
import PostAddIcon from '@mui/icons-material/PostAdd';
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
  useLocale,
  useTranslate,
} from 'react-admin';
import type { IssuedDocumentMethods } from '../../../dataProvider/issued-documents';
import { TEMPLATE_KINDS, type TemplateKind } from '../../../domain/entities/document-template';
import type { FollowUpLearner } from '../../../domain/entities/group-results';
import { formatDate, formatDateTime } from '../../../domain/rules/dates';
import { personName } from '../../../domain/rules/person-name';
import { DownloadButton } from '../../../src/components/DownloadButton';
import { useSave } from '../../../src/save/use-save';
import { AgreementSignatures } from './AgreementSignatures';
import { ConvocationMails } from './ConvocationMails';

const T = 'app.issued_documents';
const kindLabel = (kind: TemplateKind) => `app.document_templates.kinds.${kind}`;
export const issuedKey = (groupId: string) => ['group', 'documents', groupId];

/**
 * Issue a document and keep it: its kind and, but for the agreement, its learner (a contract only
 * for those who pay personally). Super Administrators and Admins (the students area's write).
 */
const IssueForm = ({ groupId, learners }: { groupId: string; learners: FollowUpLearner[] }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<DataProvider & IssuedDocumentMethods>();
  const queryClient = useQueryClient();
  const save = useSave();
  const [kind, setKind] = useState<TemplateKind>('agreement');
  const [studentId, setStudentId] = useState('');
  const eligible = learners.filter((l) => kind !== 'contract' || l.paysPersonally);
  const needsLearner = kind !== 'agreement';
  const ready = !needsLearner || eligible.some((l) => l.studentId === studentId);
  const issue = () =>
    save.run(
      () =>
        dataProvider.issueDocument(groupId, {
          kind,
          studentId: needsLearner ? studentId : null,
        }),
      {
        success: (doc) => ({
          message: `${T}.issued`,
          args: { kind: translate(kindLabel(doc.kind)), version: doc.version },
        }),
        onSuccess: () => queryClient.invalidateQueries({ queryKey: issuedKey(groupId) }),
      },
    );
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ mb: 2, alignItems: { sm: 'center' } }}
      className="no-print"
    >
      <TextField
        select
        size="small"
        label={translate(`${T}.kind`)}
        value={kind}
        onChange={(event) => setKind(event.target.value as TemplateKind)}
        sx={{ minWidth: 240, maxWidth: { sm: 360 } }}
      >
        {TEMPLATE_KINDS.map((k) => (
          <MenuItem key={k} value={k}>
            {translate(kindLabel(k))}
          </MenuItem>
        ))}
      </TextField>
      {needsLearner && (
        <TextField
          select
          size="small"
          label={translate(`${T}.learner`)}
          value={eligible.some((l) => l.studentId === studentId) ? studentId : ''}
          onChange={(event) => setStudentId(event.target.value)}
          sx={{ minWidth: 240, maxWidth: { sm: 360 } }}
          helperText={ready ? undefined : translate(`${T}.choose_learner`)}
        >
          {eligible.map((l) => (
            <MenuItem key={l.studentId} value={l.studentId}>
              {personName(l)}
            </MenuItem>
          ))}
        </TextField>
      )}
      <Button
        variant="contained"
        onClick={() => void issue()}
        disabled={!ready || save.saving}
        aria-busy={save.saving}
        startIcon={save.saving ? <CircularProgress size={16} /> : <PostAddIcon />}
      >
        {translate(save.saving ? `${T}.issuing` : `${T}.issue`)}
      </Button>
    </Stack>
  );
};

/** The follow-up's "Documents issued": the form to issue one, and those kept, newest first. */
export const IssuedDocuments = ({
  groupId,
  learners,
}: {
  groupId: string;
  learners: FollowUpLearner[];
}) => {
  const translate = useTranslate();
  const locale = useLocale();
  const dataProvider = useDataProvider<DataProvider & IssuedDocumentMethods>();
  const { canAccess: canIssue } = useCanAccess({ resource: 'students', action: 'edit' });
  const { data, error } = useQuery({
    queryKey: issuedKey(groupId),
    queryFn: () => dataProvider.groupDocuments(groupId),
  });
  const when = (iso: string) => formatDateTime(iso, locale) ?? '';
  return (
    <Box
      component="section"
      aria-labelledby="issued-documents-title"
      sx={{ mt: 3, minWidth: 0, maxWidth: '100%' }}
    >
      <Typography id="issued-documents-title" variant="h6" component="h3">
        {translate(`${T}.title`)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate(`${T}.intro`)}
      </Typography>
      {data && <AgreementSignatures groupId={groupId} documents={data} />}
      <ConvocationMails groupId={groupId} />
      <Typography variant="subtitle1" component="h4" sx={{ mt: 2, mb: 1 }}>
        {translate(`${T}.kept`)}
      </Typography>
      {canIssue && <IssueForm groupId={groupId} learners={learners} />}
      {error ? (
        <Alert severity="error">{translate(`${T}.load_error`)}</Alert>
      ) : !data ? (
        <CircularProgress size={24} aria-label={translate(`${T}.title`)} />
      ) : data.length === 0 ? (
        <Typography variant="body2">{translate(`${T}.empty`)}</Typography>
      ) : (
        // Positioned: the hidden column label stays in the scrolling box, not past the page's edge.
        <TableContainer sx={{ overflowX: 'auto', maxWidth: '100%', position: 'relative' }}>
          <Table size="small">
            <caption>{translate(`${T}.caption`)}</caption>
            <TableHead>
              <TableRow>
                {['kind', 'learner', 'version', 'issued_on', 'kept_until', 'digest'].map((c) => (
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
              {data.map((doc) => {
                const kind = translate(kindLabel(doc.kind));
                return (
                  <TableRow key={doc.id}>
                    <TableCell>{kind}</TableCell>
                    <TableCell>{doc.studentName ?? translate(`${T}.whole_group`)}</TableCell>
                    <TableCell>{doc.version}</TableCell>
                    <TableCell>
                      {doc.issuedBy
                        ? translate(`${T}.issued_by_on`, {
                            date: when(doc.issuedAt),
                            name: doc.issuedBy,
                          })
                        : when(doc.issuedAt)}
                    </TableCell>
                    <TableCell>{formatDate(doc.keepUntil, locale)}</TableCell>
                    <TableCell>
                      <Box component="code" title={doc.digest} sx={{ fontSize: '0.8em' }}>
                        {doc.digest.slice(0, 12)}…
                      </Box>
                    </TableCell>
                    <TableCell>
                      {doc.erased ? (
                        <Typography variant="body2" color="text.secondary">
                          {translate(`${T}.erased`)}
                        </Typography>
                      ) : (
                        <DownloadButton
                          size="small"
                          label={`${T}.download`}
                          aria-label={translate(`${T}.download_of`, {
                            kind,
                            version: doc.version,
                          })}
                          icon={<FileDownloadIcon />}
                          fileName={doc.fileName}
                          fetch={() => dataProvider.issuedDocumentFile(groupId, doc.id)}
                        />
                      )}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
};
