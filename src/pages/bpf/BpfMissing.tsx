import {
  Link,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useLocale, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { BpfAnswer, BpfMissing as Missing } from '../../../domain/entities/bpf';
import { hoursOf } from '../../../domain/rules/group-funding';
import { formatEuros } from '../../../domain/rules/money';
import { useFigures } from '../../components/use-figures';

/** Where each gap is fixed: the group's funding plan, its follow-up, or the trainer's record. */
export function fixPath(m: Missing): string {
  if (m.kind === 'trainer') return `/teachers/${m.id}`;
  const group = m.kind === 'group' ? m.id : (m.groupId ?? m.id);
  return m.reason === 'hours_not_signed'
    ? `/company/groups/${group}/trainingfollowup`
    : `/company/groups/${group}/edit/funding`;
}

/**
 * What keeps lines of the BPF from being counted: each group, learner or trainer with its reason,
 * what it leaves out, and a link to where it is fixed; the totals left out above. Paged, 25 a page.
 */
export const BpfMissing = ({ answer }: { answer: BpfAnswer }) => {
  const translate = useTranslate();
  const locale = useLocale();
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(25);
  const { figure } = useFigures();
  const { missing, leftOut } = answer;
  const title = 'app.bpf.missing.title';
  if (missing.length === 0)
    return <Typography sx={{ mb: 3 }}>{translate('app.bpf.missing.none')}</Typography>;
  return (
    <TableContainer
      component={Paper}
      sx={{ mb: 3 }}
      tabIndex={0}
      role="region"
      aria-label={translate(title)}
    >
      <Typography variant="h6" component="h2" sx={{ p: 2, pb: 0 }}>
        {translate(title)}
      </Typography>
      <Typography sx={{ px: 2, pt: 1 }}>
        {translate('app.bpf.missing.summary', {
          count: missing.length,
          euros: formatEuros(leftOut.cents, locale),
          unknown: leftOut.amountsUnknown,
          learners: leftOut.f1.learners,
          hours: figure(hoursOf(leftOut.f1.minutes), 2),
        })}
      </Typography>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{translate('app.bpf.columns.kind')}</TableCell>
            <TableCell>{translate('app.bpf.columns.name')}</TableCell>
            <TableCell>{translate('app.bpf.columns.reason')}</TableCell>
            <TableCell align="right">{translate('app.bpf.columns.euros')}</TableCell>
            <TableCell align="right">{translate('app.bpf.columns.hours')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {missing.slice(page * perPage, (page + 1) * perPage).map((m) => (
            <TableRow key={`${m.kind}-${m.id}-${m.groupId}-${m.reason}`}>
              <TableCell>{translate(`app.bpf.kinds.${m.kind}`)}</TableCell>
              <TableCell>
                <Link component={RouterLink} to={fixPath(m)}>
                  {m.name}
                </Link>
              </TableCell>
              <TableCell>{translate(`app.bpf.reasons.${m.reason}`)}</TableCell>
              <TableCell align="right">
                {m.amountUnknown
                  ? translate('app.bpf.amount_unknown')
                  : m.leftOutCents === undefined
                    ? ''
                    : formatEuros(m.leftOutCents, locale)}
              </TableCell>
              <TableCell align="right">
                {m.leftOutMinutes === undefined ? '' : figure(hoursOf(m.leftOutMinutes), 2)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <TablePagination
        component="div"
        count={missing.length}
        page={page}
        rowsPerPage={perPage}
        rowsPerPageOptions={[25, 50, 100]}
        onPageChange={(_e, p) => setPage(p)}
        onRowsPerPageChange={(e) => {
          setPerPage(Number(e.target.value));
          setPage(0);
        }}
        labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
      />
    </TableContainer>
  );
};
