import CasinoIcon from '@mui/icons-material/Casino';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
} from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { useState } from 'react';
import { Link, useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import type { DrawPreview as Draw } from '../../dataProvider/exams';
import { levelLabel } from '../../domain/rules/levels';
import { useSave } from '../../src/save/use-save';
import { promptExcerpt } from '../questions/excerpt';
import { choiceName, SKILL_CHOICES, TYPE_CHOICES } from '../questions/question-body';

/**
 * A pool's preview draw, on its show page: the server draws as a test would (each click again), and
 * the questions come in the test's order, with the cells the bank could not fill.
 */
export const DrawPreview = (_props: { source: string; label?: string }) => {
  const record = useRecordContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const [draw, setDraw] = useState<Draw>();
  const save = useSave();
  const drawing = save.saving;
  // On a phone the level, skill and type go under the question: five columns do not fit.
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (!record) return null;
  const facts = (q: Draw['questions'][number]) => [
    levelLabel(q.level),
    translate(choiceName(SKILL_CHOICES, q.skill)),
    translate(choiceName(TYPE_CHOICES, q.type)),
  ];

  const run = () =>
    save.run(() => dataProvider.drawPool(String(record.id)), { onSuccess: setDraw });

  return (
    <Box sx={{ width: '100%' }}>
      <Button
        variant="outlined"
        startIcon={<CasinoIcon />}
        onClick={run}
        disabled={drawing}
        sx={{ mb: 1 }}
      >
        {translate(draw ? 'app.qpool_ui.draw.again' : 'app.qpool_ui.draw.button')}
      </Button>
      {drawing && <LinearProgress aria-label={translate('app.qpool_ui.draw.drawing')} />}
      <Typography role="status" variant="body2" sx={{ my: 1 }}>
        {draw ? translate('app.qpool_ui.draw.drawn', { smart_count: draw.questions.length }) : ''}
      </Typography>
      {draw && draw.shortfalls.length > 0 && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          <AlertTitle>{translate('app.qpool_ui.draw.short_title')}</AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {draw.shortfalls.map((s) => (
              <li key={`${s.level} ${s.skill}`}>
                {translate('app.qpool_ui.draw.short_cell', {
                  level: levelLabel(s.level),
                  skill: translate(choiceName(SKILL_CHOICES, s.skill)),
                  found: s.found,
                  wanted: s.wanted,
                })}
              </li>
            ))}
          </Box>
        </Alert>
      )}
      {draw && draw.questions.length > 0 && (
        <Table size="small" aria-label={translate('app.qpool_ui.draw.table')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('app.qpool_ui.draw.number')}</TableCell>
              {!narrow && (
                <>
                  <TableCell>{translate('resources.questions.fields.level')}</TableCell>
                  <TableCell>{translate('resources.questions.fields.skill')}</TableCell>
                  <TableCell>{translate('resources.questions.fields.type')}</TableCell>
                </>
              )}
              <TableCell>{translate('resources.questions.fields.prompt')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {draw.questions.map((q, index) => (
              <TableRow key={q.id}>
                <TableCell>{index + 1}</TableCell>
                {!narrow && facts(q).map((fact) => <TableCell key={fact}>{fact}</TableCell>)}
                <TableCell>
                  <Link to={`/questions/${encodeURIComponent(String(q.id))}/show`}>
                    {promptExcerpt(q.prompt)}
                  </Link>
                  {narrow && (
                    <Typography variant="body2" color="text.secondary">
                      {facts(q).join(' · ')}
                    </Typography>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
};
