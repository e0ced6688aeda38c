import {
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useLocale, useTranslate } from 'react-admin';
import type { BpfAnswer } from '../../../domain/entities/bpf';
import { type BpfRow, bpfRows } from '../../../domain/rules/bpf-rows';
import { hoursOf } from '../../../domain/rules/group-funding';
import { formatEuros } from '../../../domain/rules/money';
import { useFigures } from '../../components/use-figures';

const FRAMES: { frame: BpfRow['frame']; money: boolean }[] = [
  { frame: 'C', money: true },
  { frame: 'E', money: false },
  { frame: 'F-1', money: false },
  { frame: 'F-3', money: false },
  { frame: 'F-4', money: false },
];

/**
 * The cerfa's frames as tables, line by line with its own French labels (domain/rules/bpf-rows.ts,
 * as the xlsx): amounts in euros for C, a number and hours for E and F. Each table scrolls sideways
 * on a phone as a focusable region.
 */
export const BpfTables = ({ answer }: { answer: BpfAnswer }) => {
  const translate = useTranslate();
  const locale = useLocale();
  const rows = bpfRows(answer);
  const { figure } = useFigures();
  return (
    <>
      {FRAMES.map(({ frame, money }) => {
        const title = `app.bpf.frames.${frame}`;
        return (
          <TableContainer
            key={frame}
            component={Paper}
            sx={{ mb: 3 }}
            tabIndex={0}
            role="region"
            aria-label={translate(title)}
          >
            <Typography variant="h6" component="h2" sx={{ p: 2, pb: 0 }}>
              {translate(title)}
            </Typography>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{translate('app.bpf.columns.code')}</TableCell>
                  <TableCell>{translate('app.bpf.columns.label')}</TableCell>
                  {money ? (
                    <TableCell align="right">{translate('app.bpf.columns.euros')}</TableCell>
                  ) : (
                    <>
                      <TableCell align="right">
                        {translate(
                          frame === 'E' ? 'app.bpf.columns.trainers' : 'app.bpf.columns.count',
                        )}
                      </TableCell>
                      <TableCell align="right">{translate('app.bpf.columns.hours')}</TableCell>
                    </>
                  )}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows
                  .filter((r) => r.frame === frame)
                  .map((r) => (
                    <TableRow key={`${r.code}|${r.label}`}>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{r.code}</TableCell>
                      <TableCell
                        lang="fr"
                        sx={{
                          fontWeight: r.kind === 'line' ? undefined : 'bold',
                          fontStyle: r.kind === 'heading' ? 'italic' : undefined,
                        }}
                      >
                        {r.label}
                      </TableCell>
                      {money ? (
                        <TableCell align="right">
                          {r.cents === null ? '' : formatEuros(r.cents, locale)}
                        </TableCell>
                      ) : (
                        <>
                          <TableCell align="right">
                            {r.count === null ? '' : figure(r.count, 2)}
                          </TableCell>
                          <TableCell align="right">
                            {r.minutes === null ? '' : figure(hoursOf(r.minutes), 2)}
                          </TableCell>
                        </>
                      )}
                    </TableRow>
                  ))}
              </TableBody>
            </Table>
          </TableContainer>
        );
      })}
    </>
  );
};
