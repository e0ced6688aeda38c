import SaveIcon from '@mui/icons-material/Save';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
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
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { GroupResultsMethods } from '../../../dataProvider/group-results';
import type { GradeTest, Grading, LearnerGrades } from '../../../domain/entities/group-results';
import { isValidScore, scoreLevel } from '../../../domain/rules/group-results';
import { personName } from '../../../domain/rules/person-name';
import { StaleRecordAlert } from '../../../src/save/StaleRecordAlert';
import { useSave } from '../../../src/save/use-save';
import type { GroupTabProps } from '../group-tabs';
import { QueryState } from '../QueryState';

type Draft = Record<string, { score: string; comment: string }>;

const draftOf = (learner: LearnerGrades, test: GradeTest, skills: readonly string[]): Draft =>
  Object.fromEntries(
    skills.map((skill) => {
      const grade = learner.grades.find((g) => g.test === test && g.skill === skill);
      return [skill, { score: grade ? String(grade.score) : '', comment: grade?.comment ?? '' }];
    }),
  );

/** A typed score: a number in 0..10 (step 0.1), null for an empty box, undefined when invalid. */
const parseScore = (text: string): number | null | undefined => {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return isValidScore(value) ? value : undefined;
};

export const gradingKey = (groupId: string) => ['groupGrading', groupId];

/** One learner's row of a test: a score and a comment per skill, the level beside each score, Save. */
const LearnerRow = ({
  groupId,
  test,
  learner,
  skills,
}: {
  groupId: string;
  test: GradeTest;
  learner: LearnerGrades;
  skills: readonly string[];
}) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ReturnType<typeof useDataProvider> & GroupResultsMethods>();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => draftOf(learner, test, skills));
  const who = personName(learner);
  const testInfo = learner.tests.find((t) => t.test === test);
  const invalid = skills.some((skill) => parseScore(draft[skill].score) === undefined);

  // Reload of a stale save reads the grading again, then shows this learner's grades as saved.
  const save = useSave({
    reload: async () => {
      await queryClient.refetchQueries({ queryKey: gradingKey(groupId) }, { throwOnError: true });
      const fresh = queryClient
        .getQueryData<Grading>(gradingKey(groupId))
        ?.learners.find((l) => l.studentId === learner.studentId);
      if (fresh) setDraft(draftOf(fresh, test, skills));
    },
  });
  const submit = () =>
    save.run(
      () =>
        dataProvider.saveGrades(groupId, learner.studentId, {
          test,
          updatedAt: testInfo?.updatedAt ?? null,
          grades: skills.flatMap((skill) => {
            const score = parseScore(draft[skill].score);
            return typeof score === 'number'
              ? [{ skill, score, comment: draft[skill].comment }]
              : [];
          }),
        }),
      {
        success: () => ({ message: 'app.group_results.grading.saved', args: { learner: who } }),
        onSuccess: (saved) => {
          queryClient.setQueryData<Grading>(gradingKey(groupId), (old) =>
            old
              ? {
                  ...old,
                  learners: old.learners.map((l) => (l.studentId === saved.studentId ? saved : l)),
                }
              : old,
          );
          setDraft(draftOf(saved, test, skills));
        },
      },
    );

  const set = (skill: string, field: 'score' | 'comment', value: string) =>
    setDraft((d) => ({ ...d, [skill]: { ...d[skill], [field]: value } }));

  return (
    <TableRow>
      <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
        {who}
      </TableCell>
      {skills.map((skill) => {
        const skillName = translate(`app.group_results.skills.${skill}`);
        const parsed = parseScore(draft[skill].score);
        return (
          <TableCell key={skill} sx={{ minWidth: 150, verticalAlign: 'top' }}>
            <TextField
              type="number"
              size="small"
              value={draft[skill].score}
              onChange={(e) => set(skill, 'score', e.target.value)}
              error={parsed === undefined}
              helperText={
                parsed === undefined
                  ? translate('app.group_results.score_invalid')
                  : `${translate('app.group_results.grading.level')}: ${scoreLevel(parsed) ?? '—'}`
              }
              slotProps={{
                htmlInput: {
                  min: 0,
                  max: 10,
                  step: 0.1,
                  'aria-label': translate('app.group_results.grading.score_label', {
                    skill: skillName,
                    learner: who,
                  }),
                },
              }}
              sx={{ width: 130 }}
            />
            <TextField
              size="small"
              multiline
              maxRows={4}
              placeholder={translate('app.group_results.grading.comment')}
              value={draft[skill].comment}
              onChange={(e) => set(skill, 'comment', e.target.value)}
              slotProps={{
                htmlInput: {
                  'aria-label': translate('app.group_results.grading.comment_label', {
                    skill: skillName,
                    learner: who,
                  }),
                },
              }}
              sx={{ mt: 1, width: 130 }}
            />
          </TableCell>
        );
      })}
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        {testInfo?.score === null || testInfo?.score === undefined
          ? '—'
          : `${testInfo.score} (${testInfo.level})`}
      </TableCell>
      <TableCell>
        <Button
          variant="contained"
          size="small"
          onClick={submit}
          disabled={invalid || save.saving}
          aria-busy={save.saving}
          aria-label={translate('app.group_results.grading.save_label', {
            test: translate(`app.group_results.tests.${test}`),
            learner: who,
          })}
          startIcon={save.saving ? <CircularProgress size={16} /> : <SaveIcon />}
        >
          {translate('app.group_results.grading.save')}
        </Button>
        <StaleRecordAlert save={save} />
      </TableCell>
    </TableRow>
  );
};

/** The groupnotation tab: a table per test the group has, learners by skills. */
export const GroupNotation = ({ groupId }: GroupTabProps) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ReturnType<typeof useDataProvider> & GroupResultsMethods>();
  const { data, error, isPending } = useQuery({
    queryKey: gradingKey(groupId),
    queryFn: () => dataProvider.groupGrading(groupId),
  });
  if (isPending || error || !data) return <QueryState pending={isPending} error={error} />;
  if (data.tests.length === 0)
    return <Alert severity="info">{translate('app.group_results.grading.no_tests')}</Alert>;
  if (data.learners.length === 0)
    return <Alert severity="info">{translate('app.group_results.grading.no_learners')}</Alert>;
  return (
    <Box>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {translate('app.group_results.grading.help')}
      </Typography>
      {data.tests.map((test) => {
        const headingId = `grading-${test}`;
        return (
          <Card key={test} component="section" aria-labelledby={headingId} sx={{ mb: 3 }}>
            <CardContent>
              <Typography id={headingId} variant="h6" component="h3" gutterBottom>
                {translate(`app.group_results.tests.${test}`)}
              </Typography>
              <TableContainer sx={{ overflowX: 'auto' }}>
                <Table size="small" aria-labelledby={headingId}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{translate('app.group_results.grading.learner')}</TableCell>
                      {data.skills.map((skill) => (
                        <TableCell key={skill}>
                          {translate(`app.group_results.skills.${skill}`)}
                        </TableCell>
                      ))}
                      <TableCell>{translate('app.group_results.grading.mean')}</TableCell>
                      <TableCell sx={{ position: 'relative' }}>
                        <Box component="span" sx={visuallyHidden}>
                          {translate('app.group_results.grading.save')}
                        </Box>
                      </TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {data.learners.map((learner) => (
                      <LearnerRow
                        key={`${learner.studentId}.${test}`}
                        groupId={groupId}
                        test={test}
                        learner={learner}
                        skills={data.skills}
                      />
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
            </CardContent>
          </Card>
        );
      })}
    </Box>
  );
};

export default GroupNotation;
