import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { AttemptView, TestOpening } from '../../../domain/entities/test-attempt';
import { PublicFrame, PublicNotice } from '../../components/PublicFrame';
import { AttemptRunner } from './AttemptRunner';
import { StartForm } from './StartForm';
import { forget, type KeptAttempt, keep, loadKept, readAttempt, readOpening } from './test-api';

const t = (key: string) => `app.test_page.${key}`;

type State =
  | { kind: 'loading' }
  | { kind: 'offline' }
  | { kind: 'closed'; message: string }
  | { kind: 'opening'; opening: TestOpening; lost: boolean }
  | { kind: 'attempt'; attempt: AttemptView; kept: KeptAttempt }
  | { kind: 'finished'; title: string };

/**
 * What the code opens for this browser: the attempt it keeps (a 404 forgets it), else the test's
 * opening, else why not (the server's message), or a network failure.
 */
async function load(code: string, lost = false): Promise<State> {
  const kept = loadKept(code);
  if (kept) {
    const read = await readAttempt(kept);
    if (read.ok)
      return read.data.finishedAt
        ? { kind: 'finished', title: read.data.title }
        : { kind: 'attempt', attempt: read.data, kept };
    if (read.status !== 404) return { kind: 'offline' };
    forget(code);
    lost = true;
  }
  const opening = await readOpening(code);
  if (opening.ok) return { kind: 'opening', opening: opening.data, lost };
  if ((opening.status === 404 || opening.status === 410) && opening.message)
    return { kind: 'closed', message: opening.message };
  return { kind: 'offline' };
}

/**
 * /test/{code}: a learner with no account takes a placement test through the access code of a card
 * or a QR code, signed out, on any phone. Her attempt's id and secret stay in this browser
 * (localStorage `test-attempt:<code>`), so a reload resumes it, and shows the confirmation once sent.
 */
export const TestPage = () => {
  const { code = '' } = useParams();
  const translate = useTranslate();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const run = useRef(0);

  const reload = useCallback(
    (lost = false) => {
      const current = ++run.current;
      setState({ kind: 'loading' });
      load(code, lost).then((next) => {
        if (current === run.current) setState(next);
      });
    },
    [code],
  );

  useEffect(() => {
    reload();
    return () => {
      run.current++;
    };
  }, [reload]);

  const title =
    state.kind === 'opening'
      ? state.opening.title
      : state.kind === 'attempt'
        ? state.attempt.title
        : state.kind === 'finished'
          ? state.title
          : translate(t('title'));

  const body = () => {
    switch (state.kind) {
      case 'loading':
        return (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
            <CircularProgress aria-label={translate(t('loading'))} />
          </Box>
        );
      case 'offline':
        return (
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Alert severity="error" sx={{ width: '100%', boxSizing: 'border-box' }}>
              {translate(t('load_failed'))}
            </Alert>
            <Button variant="contained" onClick={() => reload()}>
              {translate(t('retry'))}
            </Button>
          </Stack>
        );
      case 'closed':
        return <Alert severity="warning">{state.message}</Alert>;
      case 'finished':
        return (
          <PublicNotice
            severity="success"
            title={translate(t('thanks'))}
            hint={translate(t('thanks_hint'))}
          />
        );
      case 'attempt':
        return (
          <AttemptRunner
            attempt={state.attempt}
            kept={state.kept}
            onFinished={() => setState({ kind: 'finished', title: state.attempt.title })}
            onLost={() => {
              forget(code);
              reload(true);
            }}
          />
        );
      case 'opening':
        return (
          <Stack spacing={3}>
            {state.lost && <Alert severity="info">{translate(t('lost'))}</Alert>}
            <Stack spacing={1}>
              <Typography>
                {translate(t('question_count'), { smart_count: state.opening.questionCount })}
              </Typography>
              {state.opening.timeLimit && (
                <Typography>
                  {translate(t('time_limit'), { smart_count: state.opening.timeLimit })}
                </Typography>
              )}
              <Typography variant="body2" color="text.secondary">
                {translate(t('intro'))}
              </Typography>
            </Stack>
            <StartForm
              code={code}
              known={state.opening.learner}
              onStarted={(started) => {
                const { token, ...attempt } = started;
                const kept = { id: started._id, token };
                keep(code, kept);
                setState({ kind: 'attempt', attempt, kept });
              }}
              onClosed={(message) =>
                setState(message ? { kind: 'closed', message } : { kind: 'offline' })
              }
            />
          </Stack>
        );
    }
  };

  return (
    <PublicFrame title={title} maxWidth={720}>
      {body()}
    </PublicFrame>
  );
};

export default TestPage;
