import { Alert, Box, Button, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslate } from 'react-admin';
import { http } from '../../../dataProvider/http';
import { emailError } from '../../../domain/rules/email';
import { passwordPolicyError } from '../../../domain/rules/password';
import { isBlank } from '../../../domain/rules/required';
import { type LoginView, SwitchLink } from './SwitchLink';

const FIELDS = [
  { name: 'name', type: 'text', autoComplete: 'family-name' },
  { name: 'firstname', type: 'text', autoComplete: 'given-name' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'password', type: 'password', autoComplete: 'new-password' },
  { name: 'confirm', type: 'password', autoComplete: 'new-password' },
] as const;
type Field = (typeof FIELDS)[number]['name'];
type Values = Record<Field, string>;
const EMPTY: Values = { name: '', firstname: '', email: '', password: '', confirm: '' };

/** Spec section 5: empty fields, e-mail, password policy, then the two passwords. */
function ruleErrors(values: Values): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const { name } of FIELDS)
    if (isBlank(values[name])) errors[name] = 'app.validation.field_error';
  errors.email ??= emailError(values.email);
  errors.password ??= passwordPolicyError(values.password);
  if (!errors.confirm && values.confirm !== values.password) {
    errors.confirm = 'app.validation.passwords_differ';
  }
  for (const key of Object.keys(errors) as Field[]) if (!errors[key]) delete errors[key];
  return errors;
}

export const RegisterForm = ({
  onSwitch,
}: {
  onSwitch: (view: LoginView, message?: string) => void;
}) => {
  const translate = useTranslate();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const label = (field: Field) => translate(`app.shell.login.${field}`);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = ruleErrors(values);
    setErrors(
      Object.fromEntries(
        Object.entries(found).map(([field, key]) => [
          field,
          translate(key, { name: label(field as Field) }),
        ]),
      ),
    );
    setFailure(undefined);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    const { confirm: _confirm, ...body } = values;
    const result = await http<{ message?: string; errors?: Record<string, string> }>('/register', {
      method: 'POST',
      body: { ...body, email: body.email.trim() },
      anonymous: true,
    });
    setBusy(false);
    if (result.ok) return onSwitch(0, translate('app.shell.login.register_success'));
    setErrors((result.data?.errors ?? {}) as Partial<Record<Field, string>>);
    setFailure(translate(result.data?.message || 'app.errors.server'));
  };

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Typography component="h2" variant="h6" gutterBottom>
        {translate('app.shell.login.register_title')}
      </Typography>
      {failure && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {failure}
        </Alert>
      )}
      {FIELDS.map((field, index) => (
        <TextField
          key={field.name}
          label={label(field.name)}
          name={field.name}
          type={field.type}
          autoComplete={field.autoComplete}
          autoFocus={index === 0}
          required
          value={values[field.name]}
          error={Boolean(errors[field.name])}
          helperText={errors[field.name]}
          onChange={(e) => setValues((v) => ({ ...v, [field.name]: e.target.value }))}
        />
      ))}
      <Button type="submit" variant="contained" fullWidth disabled={busy} sx={{ mt: 1 }}>
        {translate('app.shell.login.register_submit')}
      </Button>
      <Box sx={{ mt: 2 }}>
        <SwitchLink onClick={() => onSwitch(0)}>{translate('app.shell.login.back')}</SwitchLink>
      </Box>
    </Box>
  );
};
