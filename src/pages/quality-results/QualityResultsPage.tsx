import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { API_URL } from '../../../dataProvider/http';
import type { PublishedResults } from '../../../domain/entities/quality-report';
import { formatDate } from '../../../domain/rules/dates';
import { figureWords } from '../../../domain/rules/quality-figures';
import { LinkReadNotice, PublicFrame } from '../../components/PublicFrame';
import { type LinkRead, readByLink } from '../public-call';

const T = 'app.quality_results';

/** The figures: the provider, the period, each figure's headline, details and how it is counted. */
const Results = ({ r }: { r: PublishedResults }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <Stack spacing={2}>
      {r.provider.name && (
        <Typography component="p" variant="h6">
          {r.provider.name}
        </Typography>
      )}
      {r.provider.qualiopiNumber && (
        <Typography>{translate(`${T}.qualiopi`, { number: r.provider.qualiopiNumber })}</Typography>
      )}
      <Typography>
        {translate(`${T}.period`, {
          from: formatDate(r.period.from, locale, 'long') ?? '',
          to: formatDate(r.period.to, locale, 'long') ?? '',
        })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate(`${T}.intro`)}
      </Typography>
      {figureWords(r, translate, locale).map((w) => (
        <Box component="section" key={w.key} aria-labelledby={`figure-${w.key}`}>
          <Typography id={`figure-${w.key}`} component="h2" variant="h6">
            {w.title}
          </Typography>
          <Typography component="p" variant="h5">
            {w.headline}
          </Typography>
          {w.details.map((line) => (
            <Typography key={line}>{line}</Typography>
          ))}
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {w.how}
          </Typography>
        </Box>
      ))}
      <Box>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          href={`${API_URL}/quality-results/pdf?lang=${encodeURIComponent(locale)}`}
        >
          {translate(`${T}.pdf`)}
        </Button>
      </Box>
    </Stack>
  );
};

/**
 * /quality-results: the provider's published quality results (Qualiopi indicator 2), signed out, at
 * a stable address its website links to; in the visitor's language, with the same figures as a PDF.
 * Says so when they are not published.
 */
export const QualityResultsPage = () => {
  const translate = useTranslate();
  const [state, setState] = useState<LinkRead<PublishedResults> | { kind: 'loading' }>({
    kind: 'loading',
  });
  useEffect(() => {
    let current = true;
    void readByLink<PublishedResults>('/quality-results').then((read) => current && setState(read));
    return () => {
      current = false;
    };
  }, []);
  const body = () => {
    if (state.kind !== 'page')
      return (
        <LinkReadNotice
          kind={state.kind}
          prefix={T}
          unknown={{
            title: `${T}.not_published`,
            hint: `${T}.not_published_hint`,
            severity: 'info',
          }}
        />
      );
    return <Results r={state.page} />;
  };
  return (
    <PublicFrame title={translate(`${T}.title`)} maxWidth={720} themeToggle>
      {body()}
    </PublicFrame>
  );
};

export default QualityResultsPage;
