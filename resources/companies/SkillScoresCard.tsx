import {
  Box,
  Card,
  CardContent,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslate } from 'react-admin';
import type { CompanyResults } from '../../domain/entities/company-results';
import { skillMessage } from '../../domain/entities/question-constants';
import { useFigures } from '../../src/components/use-figures';
import { t } from './CompanyResults';

type Skills = CompanyResults['summary']['skills'];

/**
 * The client's mean score per skill (out of 10) in the middle and in the end tests of her groups: a
 * bar chart that is a picture of the table beside it, which carries the same figures as text.
 */
export const SkillScoresCard = ({ skills }: { skills: Skills }) => {
  const translate = useTranslate();
  const theme = useTheme();
  const { figure } = useFigures();
  const dash = translate(t('none'));
  const graded = skills.some((s) => s.middle !== null || s.end !== null);
  const description = translate(t(graded ? 'skills_desc' : 'skills_none'));
  const series = [
    { key: 'middle', label: translate(t('middle')), color: theme.palette.primary.main },
    { key: 'end', label: translate(t('end')), color: theme.palette.secondary.main },
  ] as const;
  const rows = skills.map((s) => ({ ...s, label: translate(skillMessage(s.skill)) }));
  return (
    <Card component="section" aria-labelledby="company-skills-chart" sx={{ mb: 3 }}>
      <CardContent>
        <Typography id="company-skills-chart" variant="h6" component="h3" gutterBottom>
          {translate(t('skills_title'))}
        </Typography>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {description}
        </Typography>
        {graded && (
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'center' }}>
            <Box role="img" aria-label={description} sx={{ width: '100%', maxWidth: 640 }}>
              {/* Horizontal bars: the skills' names are long (Compréhension écrite, Hörverstehen). */}
              <BarChart
                layout="horizontal"
                height={300}
                dataset={rows.map((r) => ({ label: r.label, middle: r.middle, end: r.end }))}
                yAxis={[{ scaleType: 'band', dataKey: 'label', width: 150 }]}
                xAxis={[{ min: 0, max: 10 }]}
                series={series.map((s) => ({
                  dataKey: s.key,
                  label: s.label,
                  color: s.color,
                  valueFormatter: (v: number | null) => (v === null ? dash : figure(v)),
                }))}
                slotProps={{
                  legend: {
                    direction: 'horizontal',
                    position: { vertical: 'top', horizontal: 'start' },
                  },
                }}
              />
            </Box>
            <Table
              size="small"
              aria-labelledby="company-skills-chart"
              sx={{ maxWidth: 360, alignSelf: { md: 'center' } }}
            >
              <TableHead>
                <TableRow>
                  <TableCell>{translate(t('skill'))}</TableCell>
                  {series.map((s) => (
                    <TableCell key={s.key} align="right">
                      {s.label}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((r) => (
                  <TableRow key={r.skill}>
                    <TableCell component="th" scope="row">
                      {r.label}
                    </TableCell>
                    {series.map((s) => (
                      <TableCell key={s.key} align="right">
                        {r[s.key] === null ? dash : figure(r[s.key] as number)}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
};
