import { Box, Button, TextField } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslate } from 'react-admin';
import { changePassword } from '../../../dataProvider/profile';
import { passwordPairError } from '../../../domain/rules/password';
import { useSave } from '../../save/use-save';

type Field = 'currentPassword' | 'password' | 'confirm';
const EMPTY: Record<Field, string> = { currentPassword: '', password: '', confirm: '' };

export const ChangePasswordForm = () => {
  const translate = useTranslate();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const save = useSave();
  const field = (name: Field, labelKey: string, autoComplete: string) => (
    <TextField
      type="password"
      name={name}
      label={translate(labelKey)}
      autoComplete={autoComplete}
      value={values[name]}
      error={Boolean(errors[name])}
      helperText={errors[name]}
      onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
    />
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const rule = passwordPairError(values.password, values.confirm);
    const found: Partial<Record<Field, string>> = {};
    if (!values.currentPassword) {
      found.currentPassword = translate('app.validation.field_error', {
        name: translate('app.shell.profile.current_password'),
      });
    }
    if (rule)
      found[rule === 'app.validation.passwords_differ' ? 'confirm' : 'password'] = translate(rule);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    await save.run(
      () => changePassword({ currentPassword: values.currentPassword, password: values.password }),
      {
        success: 'app.shell.login.reset_success',
        onSuccess: () => setValues(EMPTY),
        onFailure: ({ fieldErrors }) => setErrors(fieldErrors),
      },
    );
  };

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ maxWidth: 400 }}>
      {field('currentPassword', 'app.shell.profile.current_password', 'current-password')}
      {field('password', 'app.shell.login.new_password', 'new-password')}
      {field('confirm', 'app.shell.login.confirm_password', 'new-password')}
      <Button type="submit" variant="contained" disabled={save.saving} sx={{ mt: 1 }}>
        {translate('app.shell.profile.change_password')}
      </Button>
    </Box>
  );
};
