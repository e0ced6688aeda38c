import { Box, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { DocumentExports } from './DocumentExports';
import { ListExports } from './ListExports';
import { MyExports } from './MyExports';

const grid = {
  display: 'grid',
  gap: 2,
  // One column on a phone (375 px), as many 320 px cards as fit beyond.
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(auto-fill, minmax(320px, 1fr))' },
  mb: 3,
} as const;

/**
 * /exports: every export of the app, each a card with its filters, a format and an Export button;
 * the lists' background jobs below in "My exports".
 */
export const ExportsPage = () => {
  const translate = useTranslate();
  const [refreshKey, setRefreshKey] = useState(0);
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: '100%', overflowX: 'hidden' }}>
      {/* The app bar's h1 says the page's title: one h1 a screen. */}
      <Title title="app.exports_screen.title" />
      <Typography component="h2" variant="h5" gutterBottom>
        {translate('app.exports_screen.lists')}
      </Typography>
      <Box sx={grid}>
        <ListExports onQueued={() => setRefreshKey((k) => k + 1)} />
      </Box>
      <Typography component="h2" variant="h5" gutterBottom>
        {translate('app.exports_screen.documents')}
      </Typography>
      <Box sx={grid}>
        <DocumentExports />
      </Box>
      <MyExports refreshKey={refreshKey} />
    </Box>
  );
};

export default ExportsPage;
