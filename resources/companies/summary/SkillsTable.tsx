import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CompanySummary } from '../../../domain/entities/company-summary';
import { Caption } from '../../../src/components/Figures';
import { EmptyNote, SectionCard } from '../../../src/components/SectionCard';
import { ListLink } from './ListLink';
import { summaryLinks } from './links';

const T = 'app.company_summary';

/** The mean of each skill over each learner's latest exam of the period, with the results behind it. */
export const SkillsTable = ({ id, summary }: { id: string; summary: CompanySummary }) => {
  const translate = useTranslate();
  const links = summaryLinks(id, summary);
  return (
    <SectionCard title={`${T}.skills`}>
      {summary.skills.length === 0 ? (
        <EmptyNote message={`${T}.no_skill`} />
      ) : (
        <TableContainer>
          <Table size="small">
            <caption>
              <Caption>{translate(`${T}.skills_caption`)}</Caption>
            </caption>
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  {translate(`${T}.skill`)}
                </TableCell>
                <TableCell component="th" scope="col" align="right">
                  {translate(`${T}.score`)}
                </TableCell>
                <TableCell component="th" scope="col">
                  {translate(`${T}.level`)}
                </TableCell>
                <TableCell component="th" scope="col" align="right">
                  {translate(`${T}.skill_learners`)}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {summary.skills.map((row) => (
                <TableRow key={row.skill}>
                  <TableCell component="th" scope="row">
                    {translate(`app.exam_results.skills.${row.skill}`)}
                  </TableCell>
                  <TableCell align="right">
                    {translate(`${T}.score_of`, { score: row.score })}
                  </TableCell>
                  <TableCell>{row.level}</TableCell>
                  <TableCell align="right">{row.learners}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <ListLink to={links.results}>{translate(`${T}.see_results`)}</ListLink>
    </SectionCard>
  );
};
