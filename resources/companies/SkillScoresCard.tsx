import { useTheme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import type { CompanyResults } from '../../domain/entities/company-results';
import { skillMessage } from '../../domain/entities/question-constants';
import { useFigures } from '../../src/components/use-figures';
import { ChartTableCard } from './ChartTableCard';
import { t } from './CompanyResults';

type Skills = CompanyResults['summary']['skills'];

/**
 * The client's mean score per skill (out of 10) in the middle and in the end tests of her groups,
 * as a chart with its table (ChartTableCard); horizontal bars, as the skills' names are long
 * (Compréhension écrite, Hörverstehen).
 */
export const SkillScoresCard = ({ skills }: { skills: Skills }) => {
  const translate = useTranslate();
  const theme = useTheme();
  const { figure } = useFigures();
  const dash = translate(t('none'));
  const graded = skills.some((s) => s.middle !== null || s.end !== null);
  return (
    <ChartTableCard
      id="company-skills-chart"
      title={translate(t('skills_title'))}
      description={translate(t(graded ? 'skills_desc' : 'skills_none'))}
      categoryLabel={translate(t('skill'))}
      categories={skills.map((s) => translate(skillMessage(s.skill)))}
      series={[
        {
          key: 'middle',
          label: translate(t('middle')),
          color: theme.palette.primary.main,
          values: skills.map((s) => s.middle),
        },
        {
          key: 'end',
          label: translate(t('end')),
          color: theme.palette.secondary.main,
          values: skills.map((s) => s.end),
        },
      ]}
      hasData={graded}
      format={(value) => (value === null ? dash : figure(value))}
      horizontal
      valueAxis={{ min: 0, max: 10 }}
    />
  );
};
