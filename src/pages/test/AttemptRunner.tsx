import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  LinearProgress,
  Stack,
  Typography,
} from '@mui/material';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Answer, AttemptView } from '../../../domain/entities/test-attempt';
import { Prompt } from '../../components/QuestionPrompt';
import { QuestionInputs } from './QuestionInputs';
import { finishAttempt, type KeptAttempt, saveAnswer } from './test-api';

const t = (key: string) => `app.test_page.${key}`;

/** Seconds as a clock: 12:05, or 1:02:05 past an hour. */
export const clock = (seconds: number) => {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
};

type SaveStatus = 'idle' | 'saving' | 'saved' | 'failed';

const answered = (answer: Answer | null | undefined) =>
  Boolean(
    answer &&
      ((answer.choices?.length ?? 0) > 0 ||
        answer.gaps?.some((gap) => gap.trim() !== '') ||
        (answer.text ?? '').trim() !== ''),
  );

/** Where a resumed attempt opens: its first question without an answer, else its last. */
export const resumeIndex = (attempt: AttemptView) => {
  const first = attempt.questions.findIndex((_, i) => attempt.answers[i] == null);
  return first === -1 ? Math.max(attempt.questions.length - 1, 0) : first;
};

/**
 * The questions one at a time. An answer is saved (PUT) when a choice changes and when the learner
 * moves on; one that could not be saved stays in the page, marked, and is sent again on the next
 * move. Saves run one after the other, so the last answer given is the one kept.
 */
export const AttemptRunner = ({
  attempt,
  kept,
  onFinished,
  onLost,
}: {
  attempt: AttemptView;
  kept: KeptAttempt;
  /** Finished here or elsewhere (a 409): the confirmation. */
  onFinished: () => void;
  /** The attempt is unknown to the server (a 404): start again. */
  onLost: () => void;
}) => {
  const translate = useTranslate();
  const count = attempt.questions.length;
  const [index, setIndex] = useState(() => resumeIndex(attempt));
  const [answers, setAnswers] = useState<(Answer | null)[]>(() =>
    attempt.questions.map((_, i) => attempt.answers[i] ?? null),
  );
  const [status, setStatus] = useState<SaveStatus>('idle');
  const [confirming, setConfirming] = useState(false);
  const [finishing, setFinishing] = useState(false);
  const [finishError, setFinishError] = useState<string>();
  const answersRef = useRef(answers);
  const dirty = useRef(new Set<number>());
  const queue = useRef<Promise<void>>(Promise.resolve());
  const ended = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);

  // A new question (the first one too): its heading takes the focus, so a screen reader announces it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new question
  useEffect(() => {
    heading.current?.focus();
  }, [index]);

  /** Sends every answer not yet saved, in turn; resolves true when none is left. */
  const flush = useCallback(() => {
    const run = queue.current.then(async () => {
      if (ended.current || dirty.current.size === 0) return;
      setStatus('saving');
      let failed = false;
      for (const i of [...dirty.current].sort((a, b) => a - b)) {
        const answer = answersRef.current[i] ?? {};
        const result = await saveAnswer(kept, i, answer);
        if (result.ok) {
          // Changed while it was sent: the newer text stays to be saved.
          if (answersRef.current[i] === answer) dirty.current.delete(i);
        } else if (result.status === 409) {
          // Handed in elsewhere, or its time is up: hand in what is saved (a second hand-in is a 409).
          ended.current = true;
          await finishAttempt(kept);
          return onFinished();
        } else if (result.status === 404) {
          ended.current = true;
          return onLost();
        } else failed = true;
      }
      setStatus(failed ? 'failed' : 'saved');
    });
    queue.current = run.catch(() => undefined);
    return run.then(() => dirty.current.size === 0);
  }, [kept, onFinished, onLost]);

  const change = (answer: Answer, now: boolean) => {
    const next = answers.map((a, i) => (i === index ? answer : a));
    answersRef.current = next;
    setAnswers(next);
    dirty.current.add(index);
    if (now) void flush();
    else if (status === 'saved') setStatus('idle');
  };

  const go = (to: number) => {
    void flush();
    setIndex(to);
  };

  const finish = async () => {
    setFinishing(true);
    setFinishError(undefined);
    const saved = await flush();
    if (ended.current) return;
    if (!saved) {
      setFinishing(false);
      setFinishError(translate(t('finish_failed')));
      return;
    }
    const result = await finishAttempt(kept);
    if (result.ok || result.status === 409) {
      ended.current = true;
      return onFinished();
    }
    if (result.status === 404) {
      ended.current = true;
      return onLost();
    }
    setFinishing(false);
    setFinishError(
      result.status === 0 || !result.message ? translate(t('finish_failed')) : result.message,
    );
  };

  // The time limit: counted down from what the server said was left, handed in at zero.
  const [left, setLeft] = useState<number | null>(attempt.timeLeft);
  useEffect(() => {
    if (attempt.timeLeft === null) return;
    const end = Date.now() + attempt.timeLeft * 1000;
    const timer = setInterval(
      () => setLeft(Math.max(0, Math.ceil((end - Date.now()) / 1000))),
      1000,
    );
    return () => clearInterval(timer);
  }, [attempt.timeLeft]);
  const finishNow = useRef(finish);
  finishNow.current = finish;
  useEffect(() => {
    if (left === 0 && !ended.current) void finishNow.current();
  }, [left]);

  const question = attempt.questions[index];
  const last = index === count - 1;
  const unanswered = answers.filter((answer) => !answered(answer)).length;
  const statusText = {
    idle: '',
    saving: translate(t('saving')),
    saved: translate(t('saved')),
    failed: translate(t('not_saved')),
  }[status];

  if (!question) return null;
  return (
    <Stack spacing={2.5}>
      <Box>
        <Typography
          component="h2"
          variant="h6"
          ref={heading}
          tabIndex={-1}
          sx={{ '&:focus-visible': { outline: '2px solid', outlineOffset: 2 } }}
        >
          {translate(t('question_of'), { current: index + 1, count })}
        </Typography>
        {left !== null && (
          <Typography
            role="timer"
            variant="body2"
            color={left <= 60 ? 'error' : 'text.secondary'}
            sx={{ fontWeight: left <= 60 ? 'bold' : undefined }}
          >
            {translate(t('time_left'), { time: clock(left) })}
          </Typography>
        )}
        <LinearProgress
          variant="determinate"
          value={((index + 1) / count) * 100}
          aria-label={translate(t('progress'))}
          aria-valuetext={translate(t('question_of'), { current: index + 1, count })}
          sx={{ mt: 1 }}
        />
      </Box>
      <Prompt question={question} number={index + 1} />
      <QuestionInputs
        key={index}
        question={question}
        answer={answers[index]}
        disabled={finishing}
        onChoice={(answer) => change(answer, true)}
        onText={(answer) => change(answer, false)}
      />
      <Typography
        role="status"
        aria-live="polite"
        variant="body2"
        color={status === 'failed' ? 'error' : 'text.secondary'}
        sx={{ minHeight: '1.5em', fontWeight: status === 'failed' ? 'bold' : undefined }}
      >
        {statusText}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Button variant="outlined" disabled={index === 0} onClick={() => go(index - 1)}>
          {translate(t('previous'))}
        </Button>
        {last ? (
          <Button variant="contained" onClick={() => setConfirming(true)}>
            {translate(t('finish'))}
          </Button>
        ) : (
          <Button variant="contained" onClick={() => go(index + 1)}>
            {translate(t('next'))}
          </Button>
        )}
      </Stack>
      <Dialog
        open={confirming}
        onClose={() => !finishing && setConfirming(false)}
        aria-labelledby="test-finish-title"
      >
        <DialogTitle id="test-finish-title">{translate(t('finish_title'))}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate(t('finish_hint'))}</DialogContentText>
          {unanswered > 0 && (
            <DialogContentText sx={{ mt: 1 }}>
              {translate(t('unanswered'), { smart_count: unanswered })}
            </DialogContentText>
          )}
          {finishError && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {finishError}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button disabled={finishing} onClick={() => setConfirming(false)}>
            {translate(t('back'))}
          </Button>
          <Button
            variant="contained"
            disabled={finishing}
            aria-busy={finishing}
            onClick={finish}
            startIcon={finishing ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {translate(t(finishing ? 'finishing' : 'finish_confirm'))}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
};
