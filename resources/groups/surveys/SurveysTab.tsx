import { Alert, Box, CircularProgress, List, ListItem, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { type DataProvider, useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import type { GroupSurveyMethods } from '../../../dataProvider/group-surveys';
import type { GroupSurveyResults } from '../../../domain/entities/survey';
import { inLang, type SurveyLang } from '../../../domain/rules/survey';
import { ChartTableCard } from '../../companies/ChartTableCard';
import type { GroupTabProps } from '../group-tabs';

const T = 'app.surveys.results';
type Result = GroupSurveyResults[number];

/** One question's results: its bars with the same figures in a table, or its texts listed. */
const QuestionCard = ({
  survey,
  question: q,
  lang,
}: {
  survey: Result;
  question: Result['questions'][number];
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
 * The group's Surveys tab: for each questionnaire sent to its learners, how many went and were
 * answered, then each question's figures (bars and the same table) or its free-text answers.
 */
const SurveysTab = ({ groupId }: GroupTabProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<DataProvider & GroupSurveyMethods>();
  const { data, isPending, error } = useQuery({
    queryKey: ['groups', groupId, 'surveys'],
    queryFn: () => dataProvider.groupSurveys(groupId),
  });
  if (isPending) return <CircularProgress aria-label={translate(`${T}.title`)} />;
  if (error) return <Alert severity="error">{translate('ra.notification.http_error')}</Alert>;
  if (data.length === 0) return <Alert severity="info">{translate(`${T}.none`)}</Alert>;
  const lang = (['en', 'fr', 'de'].includes(locale) ? locale : 'en') as SurveyLang;
  return (
    <Box>
      {data.map((survey) => (
        <Box key={survey.surveyId} component="section" sx={{ mb: 4 }}>
          <Typography variant="h5" component="h2">
            {translate(`app.surveys.kinds.${survey.kind}`)}: {survey.name}
          </Typography>
          <Typography sx={{ mb: 2 }}>
            {translate(`${T}.sent`)} {survey.sent} · {translate(`${T}.answered`)} {survey.answered}
            {survey.rate === null ? '' : ` · ${translate(`${T}.rate`)} ${survey.rate} %`}
          </Typography>
          {survey.questions.map((q) => (
            <QuestionCard key={q.id} survey={survey} question={q} lang={lang} />
          ))}
        </Box>
      ))}
    </Box>
  );
};

export default SurveysTab;
