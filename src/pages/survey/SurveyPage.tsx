import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { SurveyPage as Page } from '../../../domain/entities/survey';
import { type Answers, answerErrors } from '../../../domain/rules/survey';
import { LinkReadNotice, PublicFrame } from '../../components/PublicFrame';
import { QuestionInput } from './QuestionInput';
import { readSurvey, type SurveyRead, sendAnswers } from './survey-api';

const T = 'app.surveys.page';

/** The questions, and the button that sends the answers once. */
const AnswerForm = ({ page, token, onDone }: { page: Page; token: string; onDone: () => void }) => {
  const translate = useTranslate();
  const [answers, setAnswers] = useState<Answers>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState<string>();
  const send = async (event: FormEvent) => {
    event.preventDefault();
    // The rules of domain/rules/survey.ts, as the server runs them.
    const found = answerErrors(page.questions, answers);
    if (Object.keys(found).length > 0) {
      setErrors(Object.fromEntries(Object.entries(found).map(([k, v]) => [k, translate(v)])));
      return;
    }
    setSending(true);
    setFailed(undefined);
    const result = await sendAnswers(token, answers);
    setSending(false);
    // Kept, or answered already (by this link on another screen): the page then thanks.
    if (result.ok || result.status === 409) return onDone();
    setErrors(result.errors ?? {});
    setFailed(result.message || translate(`${T}.failed`));
  };
  const hasErrors = Object.keys(errors).length > 0;
  return (
    <Stack component="form" spacing={3} onSubmit={send} noValidate>
      <Typography variant="body2" color="text.secondary">
        {translate(`${T}.required_hint`)}
      </Typography>
      {page.questions.map((q) => (
        <QuestionInput
          key={q.id}
          question={q}
          value={answers[q.id]}
          error={errors[q.id]}
          disabled={sending}
          onChange={(value) => {
            setAnswers(({ [q.id]: _, ...rest }) =>
              value === undefined ? rest : { ...rest, [q.id]: value },
            );
            setErrors(({ [q.id]: _, ...rest }) => rest);
          }}
        />
      ))}
      {(failed || hasErrors) && <Alert severity="error">{failed ?? translate(`${T}.check`)}</Alert>}
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={sending}
        aria-busy={sending}
        startIcon={sending ? <CircularProgress size={16} color="inherit" /> : undefined}
      >
        {translate(`${T}.send`)}
      </Button>
    </Stack>
  );
};

/**
 * /survey/{token}: a learner answers a satisfaction survey from the mailed link, signed out, on any
 * phone, in the language of the request (the menu still changes it); answered once, then thanked.
 */
export const SurveyPage = () => {
  const { token = '' } = useParams();
  const translate = useTranslate();
  const [, setLocale] = useLocaleState();
  const [state, setState] = useState<SurveyRead | { kind: 'loading' }>({ kind: 'loading' });
  const [justAnswered, setJustAnswered] = useState(false);

  const load = useCallback(() => readSurvey(token).then(setState), [token]);
  useEffect(() => {
    setState({ kind: 'loading' });
    void load();
  }, [load]);
  const lang = state.kind === 'page' ? state.page.lang : undefined;
  useEffect(() => {
    if (lang) setLocale(lang);
  }, [lang, setLocale]);

  const body = () => {
    if (state.kind !== 'page') return <LinkReadNotice kind={state.kind} prefix={T} />;
    const { page } = state;
    if (page.answered)
      return (
        <Alert severity={justAnswered ? 'success' : 'info'} role="status">
          {translate(justAnswered ? `${T}.thanks` : `${T}.already`)}
        </Alert>
      );
    return (
      <Stack spacing={2}>
        <Typography>
          {page.year === null
            ? translate(`${T}.intro`, { provider: page.provider || '—', group: page.group ?? '' })
            : translate(`${T}.intro_yearly`, { provider: page.provider || '—', year: page.year })}
        </Typography>
        <AnswerForm
          page={page}
          token={token}
          onDone={() => {
            setJustAnswered(true);
            void load();
          }}
        />
      </Stack>
    );
  };

  return (
    <PublicFrame title={translate(`${T}.title`)} maxWidth={640}>
      {body()}
    </PublicFrame>
  );
};

export default SurveyPage;
