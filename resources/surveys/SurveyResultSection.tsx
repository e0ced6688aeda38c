import { Box, List, ListItem, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { SurveyResult } from '../../domain/entities/survey';
import { inLang, type SurveyLang } from '../../domain/rules/survey';
import { ChartTableCard } from '../companies/ChartTableCard';

const T = 'app.surveys.results';

/** One question's results: its bars with the same figures in a table, or its texts listed. */
const QuestionCard = ({
  survey,
  question: q,
  lang,
}: {
  survey: SurveyResult;
  question: SurveyResult['questions'][number];
  lang: SurveyLang;
}) => {
  const translate = useTranslate();
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
  const average = q.average === null ? '' : ` · ${translate(`${T}.average`)} ${q.average}`;
  return (
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
  );
};

/**
 * One questionnaire's results (a group's Surveys tab, the survey results page): its kind and name,
 * how many went and were answered, then each question's figures (bars and the same table) or its
 * free-text answers; `extra` adds to the line of figures.
 */
export const SurveyResultSection = ({
  survey,
  lang,
  extra,
}: {
  survey: SurveyResult;
  lang: SurveyLang;
  extra?: ReactNode;
}) => {
  const translate = useTranslate();
  return (
    <Box component="section" sx={{ mb: 4 }}>
      <Typography variant="h5" component="h2">
        {translate(`app.surveys.kinds.${survey.kind}`)}: {survey.name}
      </Typography>
      <Typography sx={{ mb: 2 }}>
        {translate(`${T}.sent`)} {survey.sent} · {translate(`${T}.answered`)} {survey.answered}
        {survey.rate === null ? '' : ` · ${translate(`${T}.rate`)} ${survey.rate} %`}
        {extra}
      </Typography>
      {survey.questions.map((q) => (
        <QuestionCard key={q.id} survey={survey} question={q} lang={lang} />
      ))}
    </Box>
  );
};

/** The reader's language among the questionnaires' three, English otherwise. */
export const surveyLangOf = (locale: string): SurveyLang =>
  (['en', 'fr', 'de'].includes(locale) ? locale : 'en') as SurveyLang;
