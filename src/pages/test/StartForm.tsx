import { Alert, Button, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { StartedAttempt, StartTest } from '../../../domain/entities/test-attempt';
import { startTest } from './test-api';

const t = (key: string) => `app.test_page.${key}`;

type Field = keyof StartTest;

const FIELDS: { name: Field; autoComplete: string; type?: string }[] = [
  { name: 'lastName', autoComplete: 'family-name' },
  { name: 'firstName', autoComplete: 'given-name' },
  { name: 'email', autoComplete: 'email', type: 'email' },
];

const LABELS: Record<Field, string> = {
  lastName: 'last_name',
  firstName: 'first_name',
  email: 'email',
};

/**
 * Who takes the test: last name, first name, e-mail, each required; the server's refusals shown
 * under their fields. A module test's learner is known (`known`): she is greeted and only starts.
 * A 404 or 410 (the code closed meanwhile) goes to `onClosed` with its message.
 */
export const StartForm = ({
  code,
  known,
  onStarted,
  onClosed,
}: {
  code: string;
  known?: { firstName: string };
  onStarted: (attempt: StartedAttempt) => void;
  onClosed: (message: string) => void;
}) => {
  const translate = useTranslate();
  const [values, setValues] = useState<StartTest>({ lastName: '', firstName: '', email: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = Object.fromEntries(
      FIELDS.filter(({ name }) => !known && values[name].trim() === '').map(({ name }) => [
        name,
        translate(t('required')),
      ]),
    );
    setErrors(missing);
    setError(undefined);
    if (Object.keys(missing).length > 0) {
      const first = FIELDS.find(({ name }) => missing[name]);
      if (first) document.getElementById(`test-start-${first.name}`)?.focus();
      return;
    }
    setSending(true);
    const body = known
      ? {}
      : {
          lastName: values.lastName.trim(),
          firstName: values.firstName.trim(),
          email: values.email.trim(),
        };
    const result = await startTest(code, body);
    setSending(false);
    if (result.ok) return onStarted(result.data);
    if (result.status === 404 || result.status === 410) return onClosed(result.message);
    const byField = result.errors ?? {};
    setErrors(
      Object.fromEntries(
        FIELDS.filter(({ name }) => byField[name]).map(({ name }) => [name, byField[name]]),
      ),
    );
    setError(
      result.status === 0 || !result.message ? translate(t('start_failed')) : result.message,
    );
  };

  return (
    <Stack
      component="form"
      spacing={2}
      noValidate
      onSubmit={submit}
      aria-labelledby="test-start-title"
    >
      <Typography id="test-start-title" component="h2" variant="h6">
        {known ? translate(t('hello'), { name: known.firstName }) : translate(t('form_title'))}
      </Typography>
      {!known &&
        FIELDS.map(({ name, autoComplete, type }) => (
          <TextField
            key={name}
            id={`test-start-${name}`}
            name={name}
            type={type}
            label={translate(t(LABELS[name]))}
            value={values[name]}
            onChange={(event) => setValues({ ...values, [name]: event.target.value })}
            required
            fullWidth
            autoComplete={autoComplete}
            disabled={sending}
            error={Boolean(errors[name])}
            helperText={errors[name]}
          />
        ))}
      {error && <Alert severity="error">{error}</Alert>}
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={sending}
        aria-busy={sending}
        startIcon={sending ? <CircularProgress size={16} color="inherit" /> : undefined}
      >
        {translate(t(sending ? 'starting' : 'start'))}
      </Button>
    </Stack>
  );
};
