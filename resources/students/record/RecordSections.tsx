import { Grid } from '@mui/material';
import { DocumentsSection } from './DocumentsSection';
import { ElearningSection } from './ElearningSection';
import { GroupsSection } from './GroupsSection';
import { ResultsSection } from './ResultsSection';
import { SessionsSection } from './SessionsSection';

/**
 * The record's sections below her identity: groups, sessions, e-learning, tests and results,
 * documents. One chunk that the page loads after its own (their tables, filters and charts), so the
 * summary at the top does not wait for them.
 */
const RecordSections = ({ studentId }: { studentId: string }) => (
  <>
    <Grid size={{ xs: 12 }}>
      <GroupsSection studentId={studentId} />
    </Grid>
    <Grid size={{ xs: 12 }}>
      <SessionsSection studentId={studentId} />
    </Grid>
    <Grid size={{ xs: 12 }}>
      <ElearningSection studentId={studentId} />
    </Grid>
    <Grid size={{ xs: 12 }}>
      <ResultsSection studentId={studentId} />
    </Grid>
    <Grid size={{ xs: 12 }}>
      <DocumentsSection studentId={studentId} />
    </Grid>
  </>
);

export default RecordSections;
