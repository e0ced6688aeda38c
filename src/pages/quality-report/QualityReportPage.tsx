import { Alert, Box, Button, Card, CardContent, LinearProgress, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { format, isValid, parseISO } from 'date-fns';
import { type ReactNode, useEffect, useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { QualityReport, SatisfactionFigure } from '../../../domain/entities/quality-report';
import { yearEndingOn } from '../../../domain/rules/quality-report';
import { providerDay } from '../../../domain/rules/session';
import { DateLocalization } from '../../meta/DatePickerInput';
import { failureMessage, readFailure } from '../../save/read-failure';
import { readQualityReport } from './quality-report-api';

const failed = (error: unknown) => failureMessage(readFailure(error), 'app.errors.bad_request');
const K = 'app.quality_report';

/** A list's address with its filter, as react-admin's list reads it from the URL. */
const listOf = (resource: string, filter: Record<string, unknown> = {}) =>
  Object.keys(filter).length === 0
    ? `/${resource}`
    : `/${resource}?filter=${encodeURIComponent(JSON.stringify(filter))}`;

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

/** A line of figures, or "none in this period" when nothing was counted. */
const Line = ({ text, strong = false }: { text: string | null; strong?: boolean }) => {
  const translate = useTranslate();
  return (
    <Typography variant={strong ? 'h5' : 'body1'} component="p">
      {text ?? translate(`${K}.none`)}
    </Typography>
  );
};

const Satisfaction = ({ figure }: { figure: SatisfactionFigure }) => {
  const translate = useTranslate();
  return (
    <>
      <Line
        strong
        text={
          figure.average === null
            ? null
            : translate(`${K}.figures.average_rating`, { average: figure.average })
        }
      />
      {figure.satisfied !== null && (
        <Line text={translate(`${K}.figures.satisfied`, { share: figure.satisfied })} />
      )}
      {figure.sent > 0 && (
        <Line
          text={translate(`${K}.figures.response`, {
            answered: figure.answered,
            sent: figure.sent,
            rate: figure.responseRate ?? 0,
          })}
        />
      )}
    </>
  );
};

/**
 * /quality-report (Super Administrators and Admins): the Qualiopi figures of a period (the last year
 * by default): satisfaction hot and cold, recommendation, attendance, complaints, improvement actions
 * and learners at risk, each with how it is counted and the list behind it.
 */
export const QualityReportPage = () => {
  const translate = useTranslate();
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
          <Figure title={translate(`${K}.hot`)} how={translate(`${K}.how.hot`)} to="/surveys">
            <Satisfaction figure={r.satisfaction.hot} />
          </Figure>
          <Figure title={translate(`${K}.cold`)} how={translate(`${K}.how.cold`)} to="/surveys">
            <Satisfaction figure={r.satisfaction.cold} />
          </Figure>
          <Figure
            title={translate(`${K}.recommendation`)}
            how={translate(`${K}.how.recommendation`)}
            to="/surveys"
          >
            <Line
              strong
              text={
                r.recommendation.netPromoterScore === null
                  ? null
                  : f('nps', { score: r.recommendation.netPromoterScore })
              }
            />
            {r.recommendation.average !== null && (
              <>
                <Line text={f('average_score', { average: r.recommendation.average })} />
                <Line text={f('split', r.recommendation)} />
              </>
            )}
          </Figure>
          <Figure
            title={translate(`${K}.attendance`)}
            how={translate(`${K}.how.attendance`)}
            to="/session/signatures"
          >
            <Line
              strong
              text={
                r.attendance.rate === null
                  ? null
                  : f('attendance_rate', { rate: r.attendance.rate })
              }
            />
            {r.attendance.marks > 0 && <Line text={f('marks', r.attendance)} />}
          </Figure>
          <Figure
            title={translate(`${K}.complaints`)}
            how={translate(`${K}.how.complaints`, { days: r.complaints.inTimeDays })}
            to={listOf('complaints', {
              received_gte: r.period.from,
              received_lte: r.period.to,
            })}
          >
            <Line
              strong
              text={
                r.complaints.inTimeShare === null
                  ? null
                  : f('complaints_in_time', {
                      share: r.complaints.inTimeShare,
                      days: r.complaints.inTimeDays,
                    })
              }
            />
            {r.complaints.received > 0 && (
              <Line
                text={f('complaints_counts', {
                  ...r.complaints,
                  inTime: r.complaints.answeredInTime,
                })}
              />
            )}
          </Figure>
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
            <Line strong text={r.atRisk.raised === 0 ? null : f('at_risk_counts', r.atRisk)} />
          </Figure>
        </Box>
      )}
    </Box>
  );
};

export default QualityReportPage;
