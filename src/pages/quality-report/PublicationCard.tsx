import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Box, Link, Typography } from '@mui/material';
import { BooleanInput, RadioButtonGroupInput, required, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { PUBLICATION_PERIODS } from '../../../domain/entities/quality-report';
import { WholeFormCard } from '../../save/WholeFormCard';
import { PAGE_PATHS } from '../route-paths';
import { readPublication, savePublication } from './quality-report-api';

const P = 'app.quality_report.publication';
const CHOICES = PUBLICATION_PERIODS.map((id) => ({ id, name: `${P}.periods.${id}` }));

/** The public page's address, while the form says the results are published. */
const PublicAddress = () => {
  const translate = useTranslate();
  const enabled = useWatch({ name: 'enabled' }) as boolean | undefined;
  if (!enabled) return null;
  const url = `${window.location.origin}${PAGE_PATHS.qualityResults}`;
  return (
    <Box>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {translate(`${P}.address`, { url })}
      </Typography>
      <Link href={PAGE_PATHS.qualityResults} target="_blank" rel="noopener">
        {translate(`${P}.open`)}
        <OpenInNewIcon fontSize="inherit" sx={{ ml: 0.5, verticalAlign: 'middle' }} aria-hidden />
      </Link>
    </Box>
  );
};

/**
 * The published results (Qualiopi indicator 2), GET and PUT /quality-report/publication: on or off,
 * and the period the public page shows; written whole, with its address while it is on.
 */
export const PublicationCard = () => (
  <WholeFormCard
    queryKey={['quality-report', 'publication']}
    texts={{
      title: `${P}.title`,
      intro: `${P}.intro`,
      never: `${P}.never`,
      saved: `${P}.saved`,
      loadError: `${P}.load_error`,
    }}
    read={readPublication}
    write={(body) => savePublication(body)}
  >
    <BooleanInput source="enabled" label={`${P}.enabled`} helperText={false} />
    <RadioButtonGroupInput
      source="period"
      label={`${P}.period`}
      choices={CHOICES}
      validate={required()}
      helperText={false}
    />
    <PublicAddress />
  </WholeFormCard>
);
