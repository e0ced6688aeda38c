import { Box } from '@mui/material';
import { Show, SimpleShowLayout } from 'react-admin';
import { fieldFor } from '../../src/meta/FieldValue';
import { examFields } from '.';
import { ExamResultsSection } from './ExamResultsSection';

/** An exam session's page: its fields (as the generated show view would), then its Results section. */
const ExamShow = () => (
  <Show resource="exams">
    <SimpleShowLayout>
      {examFields.filter((f) => f.views.includes('show')).map((field) => fieldFor(field))}
    </SimpleShowLayout>
    <Box sx={{ px: 2, pb: 2, minWidth: 0 }}>
      <ExamResultsSection />
    </Box>
  </Show>
);

export default ExamShow;
