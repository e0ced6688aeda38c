import DescriptionIcon from '@mui/icons-material/Description';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { Box, Divider, Link as MuiLink, Stack, Typography } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactElement } from 'react';
import {
  DataTable,
  Link,
  type RaRecord,
  SelectInput,
  useDataProvider,
  useListContext,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider';
import { DOCUMENT_KINDS, type RecordDocument } from '../../../domain/entities/student-record';
import { formatDate, formatIn } from '../../../domain/rules/dates';
import { DEFAULT_TIME_ZONE } from '../../../domain/rules/session';
import { DownloadButton } from '../../../src/components/DownloadButton';
import { EmptyNote } from '../../../src/components/SectionCard';
import { groupPath } from '../../companies/CompanyGroups';
import { DownloadJustification } from '../../sessions/attendance/Justification';
import { RecordList } from './RecordList';
import { sessionPath } from './SessionsSection';

type Row = RecordDocument & RaRecord;
const T = 'app.student_record.documents';

const filters = [
  <SelectInput
    key="kind"
    source="kind"
    label={`${T}.kind_filter`}
    choices={DOCUMENT_KINDS.map((kind) => ({ id: kind, name: `${T}.kinds.${kind}` }))}
    alwaysOn
  />,
];

/** What the document is about: the group and its dates, or the session and its half-day. */
const useAbout = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (row: Row) =>
    row.kind === 'issued'
      ? translate(`${T}.issued_of`, { version: row.version ?? 1, title: row.title })
      : row.kind === 'certificate'
        ? translate(`${T}.of_group`, {
            title: row.title,
            dates: translate('app.student_record.groups.from_to', {
              from: formatDate(row.beginDate, locale) ?? '…',
              to:
                formatDate(row.endDate, locale) ??
                translate('app.student_record.groups.open_ended'),
            }),
          })
        : translate(`${T}.of_session`, { title: row.title, n: (row.slot ?? 0) + 1 });
};

/** The certificate's two formats, each a button with its icon. */
const CERTIFICATE_FORMATS = [
  { format: 'pdf', icon: <PictureAsPdfIcon /> },
  { format: 'docx', icon: <DescriptionIcon /> },
] as const;

/** Its downloads: the certificate as PDF and as Word, or the justification's file. */
const Downloads = ({ row, studentId }: { row: Row; studentId: string }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const about = useAbout();
  if (row.kind === 'issued') {
    const label = translate(`app.document_templates.kinds.${row.issuedKind}`);
    return (
      <DownloadButton
        size="small"
        label={`${T}.issued_download`}
        aria-label={translate(`${T}.issued_download_of`, {
          kind: label,
          version: row.version ?? 1,
          title: row.title,
        })}
        icon={<FileDownloadIcon />}
        fetch={() => dataProvider.issuedDocumentFile(String(row.groupId), String(row.documentId))}
        fileName={row.fileName ?? 'document.pdf'}
        failure={`${T}.failed`}
      />
    );
  }
  if (row.kind === 'justification') {
    return (
      <DownloadJustification
        document={{ name: row.fileName ?? '' }}
        who={about(row)}
        download={() => dataProvider.justification(String(row.sessionId), row.slot ?? 0, studentId)}
      />
    );
  }
  const groupId = String(row.groupId);
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
      {CERTIFICATE_FORMATS.map(({ format, icon }) => (
        <DownloadButton
          key={format}
          size="small"
          label={`${T}.${format}`}
          aria-label={translate(`${T}.download_${format}`, { title: row.title })}
          icon={icon}
          fetch={() => dataProvider.learnerDocument('certificate', groupId, studentId, format)}
          fileName={`certificate.${format}`}
          failure={`${T}.failed`}
        />
      ))}
    </Stack>
  );
};

/** The document's name, linked to the group or the session it belongs to, with its kind below. */
const DocumentCell = ({ row }: { row: Row }) => {
  const translate = useTranslate();
  const about = useAbout();
  const to =
    row.kind === 'justification'
      ? sessionPath(String(row.sessionId))
      : groupPath(String(row.groupId));
  return (
    <Box>
      <MuiLink component={Link} to={to}>
        {row.kind === 'issued'
          ? translate(`app.document_templates.kinds.${row.issuedKind}`)
          : translate(`${T}.kinds.${row.kind}`)}
      </MuiLink>
      <Typography variant="caption" color="text.secondary" component="div">
        {about(row)}
      </Typography>
    </Box>
  );
};

/** A phone's list: each document's date, name and downloads, one under the other. */
const PhoneRows = ({ studentId, empty }: { studentId: string; empty: ReactElement }) => {
  const { data } = useListContext<Row>();
  const date = useDate();
  if (!data || data.length === 0) return empty;
  return (
    <Stack divider={<Divider flexItem />} spacing={1.5} component="ul" sx={{ p: 0, m: 0 }}>
      {data.map((row) => (
        <Stack key={row.id} component="li" spacing={0.5} sx={{ listStyle: 'none' }}>
          <Typography variant="caption" color="text.secondary">
            {date(row)}
          </Typography>
          <DocumentCell row={row} />
          <Downloads row={row} studentId={studentId} />
        </Stack>
      ))}
    </Stack>
  );
};

/** The day a certificate's group began, the justified session's day, or the day a document was issued. */
const useDate = () => {
  const [locale] = useLocaleState();
  return (row: Row) =>
    row.kind === 'certificate'
      ? formatDate(row.beginDate, locale)
      : formatIn(row.at, DEFAULT_TIME_ZONE, 'P', locale);
};

/**
 * The record's Documents section: her certificates of attendance, one per group begun, each as PDF
 * or Word, the documents issued and kept for her (convocations, attestations…, as issued), and the
 * documents that justify her absences (GET /student/record/documents), newest
 * first, paged, filtered by kind; one under the other on a phone.
 */
export const DocumentsSection = ({ studentId }: { studentId: string }) => {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const date = useDate();
  const empty = <EmptyNote message={`${T}.empty`} />;
  return (
    <RecordList
      title={`${T}.title`}
      resource="studentRecordDocuments"
      studentId={studentId}
      filters={filters}
      sort={{ field: 'at', order: 'DESC' }}
      perPage={5}
    >
      {phone ? (
        <PhoneRows studentId={studentId} empty={empty} />
      ) : (
        <DataTable rowClick={false} bulkActionButtons={false} empty={empty}>
          <DataTable.Col<Row> source="at" label={`${T}.date`} render={date} />
          <DataTable.Col<Row>
            source="title"
            label={`${T}.document`}
            render={(row) => <DocumentCell row={row} />}
          />
          <DataTable.Col<Row>
            source="fileName"
            label={`${T}.download`}
            disableSort
            render={(row) => <Downloads row={row} studentId={studentId} />}
          />
        </DataTable>
      )}
    </RecordList>
  );
};
