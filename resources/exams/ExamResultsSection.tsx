import {
  Alert,
  Box,
  Button,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import type {
  ExamResultLearner,
  ExamResultSkill,
  ExamSessionResults,
} from '../../domain/entities/exam-result';
import { overallOf, skillLevelDisplay } from '../../domain/rules/exam-results';
import { isValidScore } from '../../domain/rules/group-results';
import { levelOfScore } from '../../domain/rules/levels';
import { personName } from '../../domain/rules/person-name';
import { useFigures } from '../../src/components/use-figures';
import { StaleRecordAlert } from '../../src/save/StaleRecordAlert';
import { useSave } from '../../src/save/use-save';

const t = (key: string) => `app.exam_results.${key}`;
const queryKey = (sessionId: string) => ['examSessionResults', sessionId];

/** What an input holds: the score as typed ('' for none). */
type Draft = Record<ExamResultSkill, string>;

/** The stored scores as the reader writes them (4,5 in French and German): scoreOf reads both. */
const draftOf = (
  learner: ExamResultLearner,
  skills: ExamResultSkill[],
  figure: (n: number) => string,
): Draft =>
  Object.fromEntries(
    skills.map((s) => {
      const result = learner.skills[s];
      return [s, result ? figure(result.score) : ''];
    }),
  ) as Draft;

/** A typed score as a number: null when empty, NaN when it is not a score. */
const scoreOf = (text: string): number | null => {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  const n = Number(trimmed);
  return isValidScore(n) ? n : Number.NaN;
};

/** One learner's row: a score input per skill, the levels, the overall and Save. */
const LearnerRow = ({
  sessionId,
  learner,
  skills,
  readOnly,
  onSaved,
}: {
  sessionId: string;
  learner: ExamResultLearner;
  skills: ExamResultSkill[];
  readOnly: boolean;
  onSaved: (saved: ExamResultLearner) => void;
}) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const { figure } = useFigures();
  const [draft, setDraft] = useState<Draft>(() => draftOf(learner, skills, figure));
  // Reload reads the session again: the row then starts over from the learner as now stored.
  const save = useSave({
    reload: () => queryClient.invalidateQueries({ queryKey: queryKey(sessionId) }),
  });
  const name = personName(learner);
  const saved = draftOf(learner, skills, figure);
  const scores = Object.fromEntries(skills.map((s) => [s, scoreOf(draft[s])])) as Record<
    ExamResultSkill,
    number | null
  >;
  const invalid = skills.filter((s) => Number.isNaN(scores[s]));
  const changed = skills.filter((s) => draft[s].trim() !== saved[s]);
  const given = skills.flatMap((s) => {
    const v = scores[s];
    return v === null || Number.isNaN(v) ? [] : [v];
  });
  const overall = overallOf(given);
  const formId = useId();

  const submit = () => {
    if (invalid.length > 0 || changed.length === 0) return;
    const grades = Object.fromEntries(
      changed.map((s) => {
        const score = scores[s];
        const kept = learner.skills[s];
        // An unchanged score keeps its level (a quiz's or one set by hand); a new one takes its own.
        return [s, { score, ...(kept && kept.score === score ? { level: kept.level } : {}) }];
      }),
    );
    void save.run(
      () =>
        dataProvider.putSessionResults(sessionId, learner.studentId, {
          grades,
          updatedAt: learner.updatedAt,
        }),
      {
        success: () => ({ message: t('saved'), args: { name } }),
        failure: t('save_failed'),
        onSuccess: (result) => {
          setDraft(draftOf(result, skills, figure));
          onSaved(result);
        },
      },
    );
  };

  return (
    <>
      {save.stale && (
        <TableRow>
          <TableCell colSpan={skills.length + 3}>
            <StaleRecordAlert save={save} />
          </TableCell>
        </TableRow>
      )}
      <TableRow>
        <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
          {name}
        </TableCell>
        {skills.map((skill) => {
          const value = scores[skill];
          const level =
            value === null || Number.isNaN(value)
              ? ''
              : learner.skills[skill] && learner.skills[skill]?.score === value
                ? skillLevelDisplay(value, learner.skills[skill]?.level ?? 0)
                : levelOfScore(value).display;
          const label = translate(t('score_label'), {
            name,
            skill: translate(t(`skills.${skill}`)),
          });
          return (
            <TableCell key={skill} sx={{ minWidth: 96 }}>
              {readOnly ? (
                <Typography variant="body2">{draft[skill] || '—'}</Typography>
              ) : (
                <TextField
                  size="small"
                  value={draft[skill]}
                  onChange={(event) => setDraft({ ...draft, [skill]: event.target.value })}
                  error={Number.isNaN(value) || Boolean(save.fieldErrors[`grades.${skill}`])}
                  helperText={
                    Number.isNaN(value) || save.fieldErrors[`grades.${skill}`]
                      ? translate(save.fieldErrors[`grades.${skill}`] ?? t('score_invalid'))
                      : undefined
                  }
                  slotProps={{
                    htmlInput: {
                      'aria-label': label,
                      inputMode: 'decimal',
                      form: formId,
                      style: { width: 56 },
                    },
                  }}
                />
              )}
              <Typography variant="caption" color="text.secondary" component="div">
                {level}
              </Typography>
            </TableCell>
          );
        })}
        <TableCell sx={{ whiteSpace: 'nowrap' }}>
          {overall ? `${figure(overall.score)} · ${overall.display}` : '—'}
        </TableCell>
        {!readOnly && (
          <TableCell>
            <Box
              component="form"
              id={formId}
              onSubmit={(event) => {
                event.preventDefault();
                submit();
              }}
            >
              <Button
                type="submit"
                size="small"
                variant="contained"
                disabled={save.saving || changed.length === 0 || invalid.length > 0}
                aria-label={`${translate(t('save'))} ${name}`}
              >
                {translate(t('save'))}
              </Button>
            </Box>
          </TableCell>
        )}
      </TableRow>
    </>
  );
};

/** The results grid of one exam session (its show page's Results section). */
export const ExamResultsGrid = ({ sessionId }: { sessionId: string }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const headingId = useId();
  const results = useQuery({
    queryKey: queryKey(sessionId),
    queryFn: () => dataProvider.sessionResults(sessionId),
  });
  const onSaved = (saved: ExamResultLearner) => {
    queryClient.setQueryData<ExamSessionResults>(queryKey(sessionId), (old) =>
      old
        ? {
            ...old,
            learners: old.learners.map((l) => (l.studentId === saved.studentId ? saved : l)),
          }
        : old,
    );
    void queryClient.invalidateQueries({ queryKey: ['examResults'] });
  };
  const data = results.data;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3, minWidth: 0 }}>
      <Typography id={headingId} variant="h6" component="h2" gutterBottom>
        {translate(t('section'))}
      </Typography>
      {results.isError && <Alert severity="error">{translate(t('load_failed'))}</Alert>}
      {data?.fromQuiz && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate(t('quiz_note'))}
        </Alert>
      )}
      {data && data.learners.length === 0 && (
        <Alert severity="info">{translate(t('no_learners'))}</Alert>
      )}
      {data && data.learners.length > 0 && (
        <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto', position: 'relative' }}>
          <Table size="small">
            <caption>{translate(t('table_caption'))}</caption>
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  {translate(t('learner'))}
                </TableCell>
                {data.skills.map((skill) => (
                  <TableCell key={skill} component="th" scope="col">
                    {translate(t(`skills.${skill}`))}
                  </TableCell>
                ))}
                <TableCell component="th" scope="col">
                  {translate(t('overall'))}
                </TableCell>
                {!data.fromQuiz && (
                  <TableCell component="th" scope="col">
                    <Box component="span" sx={visuallyHidden}>
                      {translate(t('save'))}
                    </Box>
                  </TableCell>
                )}
              </TableRow>
            </TableHead>
            <TableBody>
              {data.learners.map((learner) => (
                <LearnerRow
                  key={`${learner.studentId}-${learner.updatedAt ?? ''}`}
                  sessionId={sessionId}
                  learner={learner}
                  skills={data.skills}
                  readOnly={data.fromQuiz}
                  onSaved={onSaved}
                />
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
};

/** The section inside the exam session's show page (record in context). */
export const ExamResultsSection = () => {
  const record = useRecordContext();
  if (!record?.id) return null;
  return <ExamResultsGrid sessionId={String(record.id)} />;
};
