import { Box, Grid, Stack } from '@mui/material';
import { Title } from 'react-admin';
import { AtRiskSettingsCard } from './AtRiskSettingsCard';
import { IdentitySettingsCard } from './IdentitySettingsCard';
import { ImagesSettingsCard } from './ImagesSettingsCard';
import { QualitySettingsCard } from './QualitySettingsCard';

/**
 * /settings (Super Administrators, the settings area): the provider's settings, one card a section
 * (one file a card in this folder), side by side on a wide screen.
 */
export const SettingsPage = () => (
  <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: '100%' }}>
    {/* The app bar's h1 says the page's title: one h1 a screen. */}
    <Title title="app.settings_ui.title" />
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, lg: 6 }}>
        <IdentitySettingsCard />
      </Grid>
      <Grid size={{ xs: 12, lg: 6 }}>
        <Stack spacing={2}>
          <ImagesSettingsCard />
          <AtRiskSettingsCard />
          <QualitySettingsCard />
        </Stack>
      </Grid>
    </Grid>
  </Box>
);

export default SettingsPage;
