import { Alert, Box, Button, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslate } from 'react-admin';
import { okOrThrow } from '../../../dataProvider';
import { http } from '../../../dataProvider/http';
import { emailError } from '../../../domain/rules/email';
import { passwordPolicyError } from '../../../domain/rules/password';
import { isBlank } from '../../../domain/rules/required';
import { failureMessage } from '../../save/read-failure';
import { useSave } from '../../save/use-save';
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
  const save = useSave();
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
    const { confirm: _confirm, ...body } = values;
    await save.run(
      async () =>
        okOrThrow(
          await http('/register', {
            method: 'POST',
            body: { ...body, email: body.email.trim() },
            anonymous: true,
          }),
        ),
      {
        // The sign-in page says its failures above the form.
        inPlace: true,
        onSuccess: () => onSwitch(0, translate('app.shell.login.register_success')),
        onFailure: (failure) => {
          setErrors(failure.fieldErrors);
          setFailure(translate(failureMessage(failure, 'app.errors.server')));
        },
      },
    );
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
      <Button type="submit" variant="contained" fullWidth disabled={save.saving} sx={{ mt: 1 }}>
        {translate('app.shell.login.register_submit')}
      </Button>
      <Box sx={{ mt: 2 }}>
        <SwitchLink onClick={() => onSwitch(0)}>{translate('app.shell.login.back')}</SwitchLink>
      </Box>
    </Box>
  );
};
