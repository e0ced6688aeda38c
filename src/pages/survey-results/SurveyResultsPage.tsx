import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { Alert, AlertTitle, Box, LinearProgress, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useLocaleState, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { SurveyCutQuerySchema } from '../../../domain/entities/survey';
import { formatDate } from '../../../domain/rules/dates';
import { yearEndingOn } from '../../../domain/rules/quality-report';
import { providerDay } from '../../../domain/rules/session';
import { SurveyResultSection, surveyLangOf } from '../../../resources/surveys/SurveyResultSection';
import { DownloadButton } from '../../components/DownloadButton';
import { failureMessage, readFailure } from '../../save/read-failure';
import { type Cut, SurveyCutFilters } from './SurveyCutFilters';
import { downloadSurveyResults, readSurveyResults } from './survey-results-api';

const K = 'app.survey_results';
const failed = (error: unknown) => failureMessage(readFailure(error), 'app.errors.bad_request');

/**
 * The cut the address asks for (`?from=&to=&kind=`, as a figure of the quality page links here),
 * else the year that ends today on the provider's clock (the server's own default) and every kind.
 */
function cutOf(params: URLSearchParams): Cut {
  const year = yearEndingOn(providerDay(new Date()));
  // Each read as the API reads it (SurveyCutQuerySchema): a value it would refuse is left out.
  const asked = <K extends 'from' | 'to' | 'kind'>(name: K) =>
    SurveyCutQuerySchema.shape[name].safeParse(params.get(name) ?? undefined).data;
  return {
    from: asked('from') ?? year.from,
    to: asked('to') ?? year.to,
    kind: asked('kind') ?? '',
    teacherId: '',
    companyId: '',
    courseId: '',
  };
}

/**
 * /survey-results (whoever reads the surveys; a Teacher's groups only): the satisfaction surveys
 * whose mail went in a period (the last year by default), cut by kind, trainer, client and course,
 * by questionnaire: sent, answered, the rate, each question's bars with the same table, the free
 * texts; and the same as an xlsx (Qualiopi indicator 30).
 */
export const SurveyResultsPage = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [params] = useSearchParams();
  const [cut, setCut] = useState<Cut>(() => cutOf(params));
  const { data, isFetching, error } = useQuery({
    queryKey: ['survey-results', cut],
    queryFn: () => readSurveyResults(cut),
    // A bad period is the reader's to fix, not the network's.
    retry: false,
  });
  const lang = surveyLangOf(locale);
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      {/* The top bar's title is the page's one h1. */}
      <Title title={translate(`${K}.title`)} />
      <Typography sx={{ mb: 2 }}>{translate(`${K}.intro`)}</Typography>
      <SurveyCutFilters cut={cut} onChange={setCut} />
      <Box sx={{ mb: 2 }}>
        <DownloadButton
          label={`${K}.export`}
          runningLabel={`${K}.exporting`}
          fetch={() => downloadSurveyResults(cut)}
          fileName={`survey-results-${cut.from}-${cut.to}.xlsx`}
          icon={<FileDownloadIcon />}
        />
      </Box>
      {isFetching && <LinearProgress aria-label={translate(`${K}.loading`)} sx={{ mb: 2 }} />}
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {translate(failed(error))}
        </Alert>
      )}
      {!error && data?.surveys.length === 0 && (
        <Alert severity="info">
          <AlertTitle>{translate(`${K}.none`)}</AlertTitle>
          {translate(`${K}.none_hint`)}
        </Alert>
      )}
      {!error &&
        data?.surveys.map((survey) => (
          <SurveyResultSection
            key={survey.surveyId}
            survey={survey}
            lang={lang}
            context={translate('app.surveys.results.context_period', {
              from: formatDate(data.period.from, locale) ?? '',
              to: formatDate(data.period.to, locale) ?? '',
            })}
            extra={` · ${translate(`${K}.groups`, { smart_count: survey.groups })}`}
          />
        ))}
    </Box>
  );
};

export default SurveyResultsPage;
