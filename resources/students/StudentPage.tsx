import BusinessIcon from '@mui/icons-material/Business';
import EmailIcon from '@mui/icons-material/Email';
import PhoneIcon from '@mui/icons-material/Phone';
import {
  Alert,
  Box,
  Card,
  CardContent,
  Chip,
  Grid,
  LinearProgress,
  Link as MuiLink,
  Stack,
  Typography,
} from '@mui/material';
import { lazy, type ReactNode, Suspense } from 'react';
import {
  EditButton,
  Link,
  type RaRecord,
  RecordContextProvider,
  ResourceContextProvider,
  Title,
  useGetOne,
  useTranslate,
} from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { personName } from '../../domain/rules/person-name';
import { ArchiveButton, RestoreButton } from '../../src/components/ArchiveButtons';
import { ArchivedNotice } from '../../src/components/ArchivedNotice';
import { LanguageField } from '../../src/components/LanguageReference';
import { PrivacyPanel } from '../../src/components/PrivacyPanel';
import { useFigures } from '../../src/components/use-figures';
import { CloneAction, levelName } from '../../src/meta';
import { HistorySection } from '../audit/HistorySection';
import { DownloadPdfButton } from './DownloadPdfButton';
import { SummarySection, useRecordSummary } from './record/SummarySection';

const RecordSections = lazy(() => import('./record/RecordSections'));

const Section = ({ title, children }: { title: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="overline" color="text.secondary" component="h2">
          {translate(title)}
        </Typography>
        <Stack spacing={1.5} sx={{ mt: 1 }}>
          {children}
        </Stack>
      </CardContent>
    </Card>
  );
};

/** A label over its value, or a dash when empty. */
const Item = ({ label, children }: { label: string; children: ReactNode }) => {
  const translate = useTranslate();
  const empty = children === null || children === undefined || children === '';
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {translate(label)}
      </Typography>
      <Typography variant="body1" component="div">
        {empty ? '–' : children}
      </Typography>
    </Box>
  );
};

const StudentDetails = ({ student }: { student: RaRecord }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const formatDate = useFigures().dateTime;
  const fullName = personName(student);
  const level = levelName(student.level);
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={fullName} />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 2, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="h5" component="h2">
            {fullName}
          </Typography>
          {level && <Chip label={level} color="primary" variant="outlined" size="small" />}
          {student.archivedAt && (
            <Chip
              color="warning"
              size="small"
              label={translate('app.people.student.archived_on', {
                date: formatDate(student.archivedAt),
              })}
            />
          )}
        </Stack>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          <EditButton variant="outlined" />
          <CloneAction variant="outlined" />
          <ArchiveButton onArchived={() => navigate('/students')} />
          <RestoreButton />
          <DownloadPdfButton />
        </Stack>
      </Stack>
      <ArchivedNotice />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12 }}>
          <SummarySection studentId={String(student.id)} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Section title="app.people.student.identity">
            <Item label="resources.students.fields.name">{student.name}</Item>
            <Item label="resources.students.fields.firstname">{student.firstname}</Item>
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Section title="app.people.student.company">
            <Item label="resources.students.fields.company">
              {student.company ? (
                <MuiLink
                  component={Link}
                  to={`/company/infos/${student.company}/`}
                  sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
                >
                  <BusinessIcon fontSize="small" />
                  {student.companyName ?? student.company}
                </MuiLink>
              ) : (
                translate('app.people.student.no_company')
              )}
            </Item>
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Section title="app.people.student.contact">
            <Item label="resources.students.fields.email">
              {student.email && (
                <MuiLink
                  href={`mailto:${student.email}`}
                  sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
                >
                  <EmailIcon fontSize="small" />
                  {student.email}
                </MuiLink>
              )}
            </Item>
            <Item label="resources.students.fields.phone">
              {student.phone && (
                <MuiLink
                  href={`tel:${student.phone}`}
                  sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
                >
                  <PhoneIcon fontSize="small" />
                  {student.phone}
                </MuiLink>
              )}
            </Item>
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Section title="app.people.student.training">
            <Item label="resources.students.fields.level">{level}</Item>
            <Item label="resources.students.fields.language">
              {student.language && <LanguageField />}
            </Item>
          </Section>
        </Grid>
        <Grid size={{ xs: 12 }}>
          <Section title="app.people.student.dates">
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4}>
              <Item label="resources.students.fields.createdAt">
                {formatDate(student.createdAt)}
              </Item>
              <Item label="resources.students.fields.updatedAt">
                {formatDate(student.updatedAt)}
              </Item>
            </Stack>
          </Section>
        </Grid>
        <Suspense
          fallback={
            <Grid size={{ xs: 12 }}>
              <LinearProgress aria-label={translate('ra.page.loading')} />
            </Grid>
          }
        >
          <RecordSections studentId={String(student.id)} />
        </Suspense>
        <Grid size={{ xs: 12 }}>
          <PrivacyPanel
            subject="student"
            id={String(student.id)}
            firstname={student.firstname}
            name={student.name}
            email={student.email}
          />
        </Grid>
        <Grid size={{ xs: 12 }}>
          <HistorySection table="students" recordId={String(student.id)} />
        </Grid>
      </Grid>
    </Box>
  );
};

/**
 * /student/:studentId, the learner's record: her summary at a glance, identity, company, contact
 * data, level and language with their actions, then her groups, her sessions with their half-days,
 * her e-learning, her tests and results, her documents, the GDPR panel and the history.
 */
export const StudentPage = () => {
  const { studentId = '' } = useParams();
  const translate = useTranslate();
  const { data: student, isPending, error } = useGetOne('students', { id: studentId });
  // Her summary, the first section, is asked for at the same time as she is.
  useRecordSummary(studentId);
  if (isPending) return <LinearProgress sx={{ mt: 2 }} aria-label={translate('ra.page.loading')} />;
  if (error || !student) {
    return (
      <Alert severity="error" sx={{ mt: 2 }}>
        {translate('app.people.student.not_found')}
      </Alert>
    );
  }
  return (
    <ResourceContextProvider value="students">
      <RecordContextProvider value={student}>
        <StudentDetails student={student} />
      </RecordContextProvider>
    </ResourceContextProvider>
  );
};

export default StudentPage;
