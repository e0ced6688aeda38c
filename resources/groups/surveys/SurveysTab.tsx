import { Alert, Box, CircularProgress } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import {
  type DataProvider,
  useDataProvider,
  useGetOne,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import type { GroupSurveyMethods } from '../../../dataProvider/group-surveys';
import { SurveyResultSection, surveyLangOf } from '../../surveys/SurveyResultSection';
import type { GroupTabProps } from '../group-tabs';

const T = 'app.surveys.results';

/**
 * The group's Surveys tab: for each questionnaire sent to its learners, how many went and were
 * answered, then each question's figures (bars and the same table) or its free-text answers.
 */
const SurveysTab = ({ groupId }: GroupTabProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<DataProvider & GroupSurveyMethods>();
  // The group page has read it: its name says where an action opened from a low rating comes from.
  const { data: group } = useGetOne('groups', { id: groupId });
  const { data, isPending, error } = useQuery({
    queryKey: ['groups', groupId, 'surveys'],
    queryFn: () => dataProvider.groupSurveys(groupId),
  });
  if (isPending) return <CircularProgress aria-label={translate(`${T}.title`)} />;
  if (error) return <Alert severity="error">{translate('ra.notification.http_error')}</Alert>;
  if (data.length === 0) return <Alert severity="info">{translate(`${T}.none`)}</Alert>;
  const lang = surveyLangOf(locale);
  return (
    <Box>
      {data.map((survey) => (
        <SurveyResultSection
          key={survey.surveyId}
          survey={survey}
          lang={lang}
          context={translate(`${T}.context_group`, { group: group?.name ?? '' })}
        />
      ))}
    </Box>
  );
};

export default SurveysTab;
