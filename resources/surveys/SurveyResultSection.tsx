import AddTaskIcon from '@mui/icons-material/AddTask';
import { Box, List, ListItem, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { CreateButton, Link, useCanAccess, useGetList, useTranslate } from 'react-admin';
import { IMPROVEMENT_TITLE_MAX } from '../../domain/entities/improvement';
import type { SurveyResult } from '../../domain/entities/survey';
import { ALERT_AT_MOST, inLang, type SurveyLang } from '../../domain/rules/survey';
import { useFigures } from '../../src/components/use-figures';
import { listAddress } from '../../src/meta/list-address';
import { ChartTableCard } from '../companies/ChartTableCard';

const T = 'app.surveys.results';

type Question = SurveyResult['questions'][number];

/**
 * A rating answered ALERT_AT_MOST or less: an improvement action in one click (origin survey, its
 * title the questionnaire's and the question's, its description how many and where), for whoever
 * may open one.
 */
const LowAnswersAction = ({
  survey,
  question: q,
  text,
  context,
}: {
  survey: SurveyResult;
  question: Question;
  text: string;
  context: string;
}) => {
  const translate = useTranslate();
  const { canAccess = false } = useCanAccess({ resource: 'improvements', action: 'create' });
  const low = q.distribution
    .filter((d) => Number(d.value) <= ALERT_AT_MOST)
    .reduce((n, d) => n + d.count, 0);
  if (q.kind !== 'rating' || low === 0 || !canAccess) return null;
  const record = {
    origin: 'survey',
    surveyId: survey.surveyId,
    title: `${survey.name}: ${text}`.slice(0, IMPROVEMENT_TITLE_MAX),
    description: translate(`${T}.low_description`, {
      low,
      count: q.count,
      question: text,
      survey: survey.name,
      context,
    }),
  };
  return (
    <CreateButton
      resource="improvements"
      label={translate(`${T}.low_action`, { smart_count: low })}
      icon={<AddTaskIcon />}
      state={{ record }}
      variant="outlined"
      sx={{ mt: -2, mb: 3 }}
    />
  );
};

/**
 * The improvement actions opened from this questionnaire, as a link to their list, for whoever reads
 * them (a Teacher, hers): nothing while there are none.
 */
const ActionsFromSurvey = ({ surveyId }: { surveyId: string }) => {
  const translate = useTranslate();
  const { canAccess = false } = useCanAccess({ resource: 'improvements', action: 'list' });
  const filter = { surveyId };
  const { total } = useGetList(
    'improvements',
    { filter, pagination: { page: 1, perPage: 1 } },
    { enabled: canAccess },
  );
  if (!canAccess || !total) return null;
  return (
    <Typography sx={{ mb: 2 }}>
      <Link to={listAddress('improvements', filter)}>
        {translate('app.improvements.from_survey', { smart_count: total })}
      </Link>
    </Typography>
  );
};

/** One question's results: its bars with the same figures in a table, or its texts listed. */
const QuestionCard = ({
  survey,
  question: q,
  lang,
  context,
}: {
  survey: SurveyResult;
  question: Question;
  lang: SurveyLang;
  context: string;
}) => {
  const translate = useTranslate();
  const { figure } = useFigures();
  const theme = useTheme();
  const text = inLang(q.text, lang);
  const id = `survey-${survey.surveyId}-${q.id}`;
  if (q.kind === 'text')
    return (
      <Box component="section" aria-labelledby={id} sx={{ mb: 3 }}>
        <Typography id={id} variant="h6" component="h3">
          {text}
        </Typography>
        <Typography variant="body2">{translate(`${T}.texts`)}</Typography>
        {q.texts.length === 0 ? (
          <Typography color="text.secondary">{translate(`${T}.no_text`)}</Typography>
        ) : (
          <List dense>
            {q.texts.map((t, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: two learners may write the same text
              <ListItem key={i}>{t}</ListItem>
            ))}
          </List>
        )}
      </Box>
    );
  const average =
    q.average === null ? '' : ` · ${translate(`${T}.average`)} ${figure(q.average, 2)}`;
  return (
    <>
      <ChartTableCard
        id={id}
        title={text}
        description={`${translate(`${T}.chart`, { question: text })} · ${translate(`${T}.answers`)} ${q.count}${average}`}
        categoryLabel={translate(`${T}.value`)}
        categories={q.distribution.map((d) => (d.label ? inLang(d.label, lang) : d.value))}
        series={[
          {
            key: 'count',
            label: translate(`${T}.count`),
            color: theme.palette.primary.main,
            values: q.distribution.map((d) => d.count),
          },
        ]}
        hasData={q.count > 0}
        horizontal={q.kind === 'choice' || q.kind === 'multi'}
        valueAxis={{ min: 0, tickMinStep: 1 }}
      />
      <LowAnswersAction survey={survey} question={q} text={text} context={context} />
    </>
  );
};

/**
 * One questionnaire's results (a group's Surveys tab, the survey results page): its kind and name,
 * how many went and were answered, then each question's figures (bars and the same table) or its
 * free-text answers; `extra` adds to the line of figures. `context` (the group, the period) says
 * where the answers come from in an improvement action opened from a low rating.
 */
export const SurveyResultSection = ({
  survey,
  lang,
  context,
  extra,
}: {
  survey: SurveyResult;
  lang: SurveyLang;
  context: string;
  extra?: ReactNode;
}) => {
  const translate = useTranslate();
  const { figure } = useFigures();
  return (
    <Box component="section" sx={{ mb: 4 }}>
      <Typography variant="h5" component="h2">
        {translate(`app.surveys.kinds.${survey.kind}`)}: {survey.name}
      </Typography>
      <Typography sx={{ mb: 2 }}>
        {translate(`${T}.sent`)} {survey.sent} · {translate(`${T}.answered`)} {survey.answered}
        {survey.rate === null ? '' : ` · ${translate(`${T}.rate`)} ${figure(survey.rate)} %`}
        {extra}
      </Typography>
      <ActionsFromSurvey surveyId={survey.surveyId} />
      {survey.questions.map((q) => (
        <QuestionCard key={q.id} survey={survey} question={q} lang={lang} context={context} />
      ))}
    </Box>
  );
};

/** The reader's language among the questionnaires' three, English otherwise. */
export const surveyLangOf = (locale: string): SurveyLang =>
  (['en', 'fr', 'de'].includes(locale) ? locale : 'en') as SurveyLang;
