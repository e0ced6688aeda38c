import { Alert, Box, Button, Card, CardContent, LinearProgress, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { format, isValid, parseISO } from 'date-fns';
import { type ReactNode, useEffect, useState } from 'react';
import { Title, useLocaleState, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import {
  type QualityReport,
  SATISFACTION_KINDS,
  type SatisfactionKey,
} from '../../../domain/entities/quality-report';
import { type FigureKey, figureWords } from '../../../domain/rules/quality-figures';
import { yearEndingOn } from '../../../domain/rules/quality-report';
import { providerDay } from '../../../domain/rules/session';
import { DateLocalization } from '../../meta/DatePickerInput';
import { listAddress as listOf } from '../../meta/list-address';
import { failureMessage, readFailure } from '../../save/read-failure';
import { PAGE_PATHS } from '../route-paths';
import { PublicationCard } from './PublicationCard';
import { readQualityReport } from './quality-report-api';

const failed = (error: unknown) => failureMessage(readFailure(error), 'app.errors.bad_request');
const K = 'app.quality_report';

/**
 * The answers behind a satisfaction figure: the survey results of the period, of its one kind (the
 * clients' two kinds, at a group's end and yearly, show as all of the period's questionnaires).
 */
const resultsOf = (key: SatisfactionKey, r: QualityReport) => {
  const kinds: readonly string[] = SATISFACTION_KINDS[key];
  const cut = { ...r.period, ...(kinds.length === 1 ? { kind: kinds[0] } : {}) };
  return `${PAGE_PATHS.surveyResults}?${new URLSearchParams(cut)}`;
};

/**
 * The list behind a figure: a satisfaction's survey results, the half-days to sign, the groups
 * ended in the period, the exam results, the period's complaints; the questionnaires otherwise.
 */
const listBehind = (key: FigureKey, r: QualityReport) => {
  if (key in SATISFACTION_KINDS) return resultsOf(key as SatisfactionKey, r);
  const ended = { endDate_gte: r.period.from, endDate_lte: r.period.to };
  const lists: Partial<Record<FigureKey, string>> = {
    attendance: '/session/signatures',
    complaints: listOf('complaints', { received_gte: r.period.from, received_lte: r.period.to }),
    completion: listOf('groups', ended),
    levels: listOf('groups', ended),
    exams: '/examResults',
  };
  return lists[key] ?? '/surveys';
};

/** One figure: its title, its lines, how it is counted, and the list behind it. */
const Figure = ({
  title,
  how,
  to,
  children,
}: {
  title: string;
  how: string;
  to: string;
  children: ReactNode;
}) => {
  const translate = useTranslate();
  return (
    <Card component="section" aria-label={title} variant="outlined">
      <CardContent>
        <Typography component="h2" variant="h6" gutterBottom>
          {title}
        </Typography>
        {children}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {how}
        </Typography>
        <Button component={Link} to={to} size="small" sx={{ mt: 1, px: 0 }}>
          {translate(`${K}.open_list`)}
          <Box component="span" sx={visuallyHidden}>
            {` : ${title}`}
          </Box>
        </Button>
      </CardContent>
    </Card>
  );
};

/** A line of figures; the headline larger. */
const Line = ({ text, strong = false }: { text: string; strong?: boolean }) => (
  <Typography variant={strong ? 'h5' : 'body1'} component="p">
    {text}
  </Typography>
);

/**
 * /quality-report (Super Administrators and Admins): the Qualiopi figures of a period (the last year
 * by default): the learners' satisfaction hot and cold, the clients', trainers' and funders',
 * recommendation, attendance, complaints, improvement actions
 * and learners at risk, each with how it is counted and the list behind it; below, the publication of
 * the results on a public page (Qualiopi indicator 2).
 */
export const QualityReportPage = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  // The server's own default: the year that ends today on the provider's clock.
  const [period, setPeriod] = useState(() => yearEndingOn(providerDay(new Date())));
  const [report, setReport] = useState<QualityReport | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    setLoading(true);
    readQualityReport(period.from, period.to)
      .then((r) => {
        if (!current) return;
        setReport(r);
        setError(null);
      })
      .catch((e) => {
        if (!current) return;
        setReport(null);
        setError(failed(e));
      })
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [period]);
  const r = report;
  const f = (key: string, values: Record<string, unknown>) =>
    translate(`${K}.figures.${key}`, values);
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      {/* The top bar's title is the page's one h1. */}
      <Title title={translate(`${K}.title`)} />
      <Typography sx={{ mb: 2 }}>{translate(`${K}.intro`)}</Typography>
      <DateLocalization>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
          {(['from', 'to'] as const).map((bound) => (
            <DatePicker
              key={bound}
              label={translate(`${K}.${bound}`)}
              value={parseISO(period[bound])}
              // A day half typed waits: the period changes once the day is whole.
              onChange={(value) =>
                value &&
                isValid(value) &&
                setPeriod({ ...period, [bound]: format(value, 'yyyy-MM-dd') })
              }
              slotProps={{ textField: { size: 'small', fullWidth: false } }}
            />
          ))}
        </Box>
      </DateLocalization>
      {loading && <LinearProgress aria-label={translate(`${K}.loading`)} sx={{ mb: 2 }} />}
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {translate(error)}
        </Alert>
      )}
      {r && (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', xl: '1fr 1fr 1fr' },
          }}
        >
          {figureWords(r, translate, locale).map((w) => (
            <Figure key={w.key} title={w.title} how={w.how} to={listBehind(w.key, r)}>
              <Line strong text={w.headline} />
              {w.details.map((line) => (
                <Line key={line} text={line} />
              ))}
            </Figure>
          ))}
          <Figure
            title={translate(`${K}.improvements`)}
            how={translate(`${K}.how.improvements`)}
            to={listOf('improvements', r.improvements.overdue > 0 ? { overdue: true } : {})}
          >
            <Line strong text={f('improvements_counts', r.improvements)} />
            <Line text={f('overdue', r.improvements)} />
          </Figure>
          <Figure
            title={translate(`${K}.at_risk`)}
            how={translate(`${K}.how.at_risk`)}
            to="/atRisk"
          >
            <Line
              strong
              text={r.atRisk.raised === 0 ? translate(`${K}.none`) : f('at_risk_counts', r.atRisk)}
            />
          </Figure>
        </Box>
      )}
      <Box sx={{ mt: 2 }}>
        <PublicationCard />
      </Box>
    </Box>
  );
};

export default QualityReportPage;
