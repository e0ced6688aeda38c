import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  FormControl,
  FormControlLabel,
  FormLabel,
  InputLabel,
  List,
  ListItem,
  MenuItem,
  Radio,
  RadioGroup,
  Select,
  Stack,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import {
  Link,
  Title,
  useDataProvider,
  useGetList,
  useGetOne,
  useLocale,
  useTranslate,
} from 'react-admin';
import { useParams, useSearchParams } from 'react-router-dom';
import type { AppDataProvider } from '../../dataProvider';
import type { PlacementReview, ReviewItem } from '../../domain/entities/placement-result';
import { formatFigure, formatPercent } from '../../domain/rules/figures';
import { normalizeGap, TRAINER_MARKS } from '../../domain/rules/grading';
import { levelLabel } from '../../domain/rules/levels';
import { personName } from '../../domain/rules/person-name';
import { DownloadButton } from '../../src/components/DownloadButton';
import { PageLoading } from '../../src/components/LazyPage';
import { Prompt } from '../../src/components/QuestionPrompt';
import { StaleRecordAlert } from '../../src/save/StaleRecordAlert';
import { useSave } from '../../src/save/use-save';
import { companyPath } from '../companies/CompanyPage';
import { choiceName, SKILL_CHOICES, TYPE_CHOICES } from '../questions/question-body';

const t = (key: string) => `app.test_review.${key}`;

/** A mark 0..1 as the reader writes a percentage ("75 %", "75 %"). */
const usePercent = () => {
  const locale = useLocale();
  return (mark: number) => formatPercent(mark, locale);
};

/** A small chip with text (never colour alone): the key, the learner's pick, a gap right or wrong. */
const Tag = ({ label, color }: { label: string; color: 'success' | 'error' | 'primary' }) => (
  <Chip size="small" variant="outlined" color={color} label={label} sx={{ ml: 1 }} />
);

/** The choices in the learner's order, each with the key and what she picked. */
const Choices = ({ item }: { item: ReviewItem }) => {
  const translate = useTranslate();
  const picked = new Set(item.answer?.choices ?? []);
  return (
    <List dense disablePadding>
      {item.choices.map((c) => (
        <ListItem key={c.id} disableGutters sx={{ flexWrap: 'wrap' }}>
          <Typography component="span" sx={{ fontWeight: c.correct ? 'bold' : undefined }}>
            {c.text}
          </Typography>
          {c.correct && <Tag color="success" label={translate(t('key'))} />}
          {picked.has(c.id) && (
            <Tag color={c.correct ? 'primary' : 'error'} label={translate(t('picked'))} />
          )}
        </ListItem>
      ))}
    </List>
  );
};

/** Each gap: what the learner wrote and what is accepted. */
const Gaps = ({ item }: { item: ReviewItem }) => {
  const translate = useTranslate();
  return (
    <List dense disablePadding>
      {item.gaps.map((gap, i) => {
        const given = item.answer?.gaps?.[i]?.trim() ?? '';
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a gap is known by its number
          <ListItem key={i} disableGutters sx={{ display: 'block' }}>
            <Typography component="span">
              {translate(t('gap'), { n: i + 1 })} {given || translate(t('no_answer'))}
            </Typography>
            {item.mark !== null &&
              (gap.answers.some((a) => normalizeGap(a) === normalizeGap(given)) && given ? (
                <Tag color="success" label={translate(t('right'))} />
              ) : (
                <Tag color="error" label={translate(t('wrong'))} />
              ))}
            <Typography variant="body2" color="text.secondary">
              {translate(t('accepted'), { answers: gap.answers.join(' / ') })}
            </Typography>
          </ListItem>
        );
      })}
    </List>
  );
};

/** A trainer's mark of a free text, in quarters, saved at once (the score and level follow). */
const MarkForm = ({
  review,
  index,
  onSaved,
}: {
  review: PlacementReview;
  index: number;
  onSaved: (review: PlacementReview) => void;
}) => {
  const translate = useTranslate();
  const percent = usePercent();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const current = review.items[index].mark;
  const [mark, setMark] = useState<number | null>(current);
  const save = useSave({
    reload: () => queryClient.invalidateQueries({ queryKey: ['testReview', review._id] }),
  });
  const labelId = useId();
  return (
    <Box
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        if (mark === null) return;
        void save.run(() => dataProvider.markAnswer(review._id, index, mark, review.updatedAt), {
          success: (saved) => ({
            message: t('marked'),
            args: {
              score: saved.score ?? '',
              level: levelLabel(saved.level) ?? '',
            },
          }),
          failure: t('mark_failed'),
          onSuccess: onSaved,
        });
      }}
      sx={{ mt: 1 }}
    >
      <StaleRecordAlert save={save} />
      <FormControl>
        <FormLabel id={labelId}>{translate(t('mark_label'))}</FormLabel>
        <RadioGroup
          row
          aria-labelledby={labelId}
          value={mark === null ? '' : String(mark)}
          onChange={(event) => setMark(Number(event.target.value))}
        >
          {TRAINER_MARKS.map((m) => (
            <FormControlLabel key={m} value={String(m)} control={<Radio />} label={percent(m)} />
          ))}
        </RadioGroup>
      </FormControl>
      <Box>
        <Button
          type="submit"
          variant="contained"
          size="small"
          disabled={mark === null || mark === current || save.saving}
        >
          {translate(t('save_mark'))}
        </Button>
      </Box>
    </Box>
  );
};

/** One question as it was drawn, the learner's answer, the key and the mark. */
const ItemCard = ({
  review,
  index,
  onSaved,
}: {
  review: PlacementReview;
  index: number;
  onSaved: (review: PlacementReview) => void;
}) => {
  const translate = useTranslate();
  const percent = usePercent();
  const item = review.items[index];
  const headingId = `question-${index}`;
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ mb: 2 }}>
      <CardContent>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 1 }}>
          <Typography id={headingId} variant="subtitle1" component="h3" sx={{ mr: 1 }}>
            {translate(t('question'), { n: index + 1, count: review.items.length })}
          </Typography>
          <Chip size="small" label={levelLabel(item.level)} />
          <Chip size="small" label={translate(choiceName(SKILL_CHOICES, item.skill))} />
          <Chip size="small" label={translate(choiceName(TYPE_CHOICES, item.type))} />
          <Chip
            size="small"
            variant={item.mark === null ? 'filled' : 'outlined'}
            color={item.mark === null ? 'warning' : 'default'}
            label={
              item.mark === null
                ? translate(review.finishedAt ? t('not_marked') : t('no_mark'))
                : translate(t('mark'), { mark: percent(item.mark) })
            }
          />
        </Stack>
        <Prompt question={item} number={index + 1} />
        <Box sx={{ mt: 1 }}>
          {(item.type === 'single' || item.type === 'multiple') && <Choices item={item} />}
          {item.type === 'gap' && <Gaps item={item} />}
          {item.type === 'free' && (
            <>
              <Typography variant="body2" color="text.secondary">
                {translate(t('answer'))}
              </Typography>
              <Box
                sx={{
                  whiteSpace: 'pre-wrap',
                  overflowWrap: 'anywhere',
                  borderLeft: 3,
                  borderColor: 'divider',
                  pl: 1.5,
                  my: 1,
                }}
              >
                {item.answer?.text?.trim() || translate(t('no_answer'))}
              </Box>
              {item.guide && (
                <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
                  {translate(t('guide'))} {item.guide}
                </Typography>
              )}
              {review.finishedAt && <MarkForm review={review} index={index} onSaved={onSaved} />}
            </>
          )}
        </Box>
      </CardContent>
    </Card>
  );
};

/**
 * One learner's tests (/company/test/review/{userId}): pick a test (the latest first), then each
 * question as it was drawn, with her answer, the key and its mark; a trainer marks the free texts.
 */
export const TestReviewPage = () => {
  const { userId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const translate = useTranslate();
  const locale = useLocale();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const { data: student, error: studentError } = useGetOne('students', { id: userId });
  const { data: attempts, isPending: listing } = useGetList('placementResults', {
    filter: { student: userId },
    sort: { field: 'createdAt', order: 'DESC' },
    pagination: { page: 1, perPage: 100 },
  });
  const chosen = params.get('attempt') ?? (attempts?.[0]?.id as string | undefined);
  const review = useQuery({
    queryKey: ['testReview', chosen],
    queryFn: () => dataProvider.reviewTest(chosen as string),
    enabled: Boolean(chosen),
  });
  const when = (iso: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(iso),
    );
  const name = personName(student);
  const onSaved = (saved: PlacementReview) => {
    queryClient.setQueryData(['testReview', saved._id], saved);
    void queryClient.invalidateQueries({ queryKey: ['companyTests'] });
    void queryClient.invalidateQueries({ queryKey: ['placementResults'] });
  };
  const data = review.data;
  const selectId = useId();

  return (
    <Box sx={{ mt: 1, maxWidth: 900 }}>
      <Title title={translate(t('title'), { name })} />
      {student?.company && (
        <Button
          component={Link}
          to={companyPath('test', student.company)}
          startIcon={<ArrowBackIcon />}
          size="small"
          sx={{ mb: 1 }}
        >
          {translate(t('back'))}
        </Button>
      )}
      <Typography variant="h5" component="h2" gutterBottom>
        {translate(t('title'), { name })}
      </Typography>
      {studentError ? (
        <Alert severity="error">{translate('app.errors.not_found')}</Alert>
      ) : listing ? (
        <PageLoading />
      ) : !attempts?.length ? (
        <Alert severity="info">{translate(t('no_tests'))}</Alert>
      ) : (
        <>
          {attempts.length > 1 && (
            <FormControl size="small" sx={{ mb: 2, width: { xs: '100%', sm: 420 } }}>
              <InputLabel id={selectId}>{translate(t('choose'))}</InputLabel>
              <Select
                labelId={selectId}
                label={translate(t('choose'))}
                value={chosen ?? ''}
                onChange={(event) => setParams({ attempt: String(event.target.value) })}
              >
                {attempts.map((a) => (
                  <MenuItem key={a.id} value={a.id}>
                    {`${a.title}, ${a.finishedAt ? when(a.finishedAt) : translate(t('not_handed_in'))}`}
                  </MenuItem>
                ))}
              </Select>
            </FormControl>
          )}
          {review.isPending ? (
            <PageLoading />
          ) : !data ? (
            <Alert severity="error">{translate(t('load_failed'))}</Alert>
          ) : (
            <>
              <Card sx={{ mb: 2 }}>
                <CardContent>
                  <Stack
                    direction={{ xs: 'column', sm: 'row' }}
                    spacing={1}
                    sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
                  >
                    <Typography variant="h6" component="h3">
                      {data.title}
                    </Typography>
                    <DownloadButton
                      size="small"
                      label={t('pdf')}
                      fetch={() => dataProvider.resultSheet(data._id)}
                      fileName="test-result.pdf"
                      icon={<PictureAsPdfIcon />}
                    />
                  </Stack>
                  <Typography>
                    {data.finishedAt
                      ? translate(t('summary'), {
                          date: when(data.finishedAt),
                          score:
                            data.score === null
                              ? translate(t('none'))
                              : formatFigure(data.score, locale),
                          level: levelLabel(data.level) ?? translate(t('none')),
                        })
                      : translate(t('unfinished'))}
                  </Typography>
                  {data.pending ? (
                    <Typography variant="body2" color="text.secondary">
                      {translate(t('to_mark'), { smart_count: data.pending })}
                    </Typography>
                  ) : null}
                </CardContent>
              </Card>
              {data.items.map((_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a question is known by its place in the test
                <ItemCard key={index} review={data} index={index} onSaved={onSaved} />
              ))}
            </>
          )}
        </>
      )}
    </Box>
  );
};

export default TestReviewPage;
