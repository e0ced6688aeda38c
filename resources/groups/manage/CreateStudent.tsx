import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
} from '@mui/material';
import { type FormEvent, useId, useRef, useState } from 'react';
import { type RaRecord, useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider';
import { personName } from '../../../domain/rules/person-name';
import { StaleRecordAlert } from '../../../src/save/StaleRecordAlert';
import { type Group, m, useGroupWrite } from './group-write';

const EMPTY_STUDENT = { name: '', firstname: '', email: '' };
type StudentKey = keyof typeof EMPTY_STUDENT;

const FIELDS: { key: StudentKey; label: string; type?: string }[] = [
  { key: 'name', label: 'resources.students.fields.name' },
  { key: 'firstname', label: 'resources.students.fields.firstname' },
  { key: 'email', label: 'resources.students.fields.email', type: 'email' },
];

/** "Create a student on the spot": POST /student for the client, then the student joins the group. */
export const CreateStudent = ({ group }: { group: Group }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { save, put, write } = useGroupWrite(group);
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState(EMPTY_STUDENT);
  const [missing, setMissing] = useState<Partial<Record<StudentKey, string>>>({});
  // A student created by a try whose joining the group failed (stale group): the next try reuses it.
  const created = useRef<RaRecord>(undefined);
  const titleId = useId();

  const close = () => {
    setOpen(false);
    setValues(EMPTY_STUDENT);
    setMissing({});
    created.current = undefined;
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const empty = Object.fromEntries(
      FIELDS.filter(({ key }) => values[key].trim() === '').map(({ key }) => [
        key,
        translate('app.validation.required'),
      ]),
    );
    setMissing(empty);
    if (Object.keys(empty).length > 0) return;
    await write(
      async () => {
        const student =
          created.current ??
          (await dataProvider.create('students', { data: { ...values, company: group.companyId } }))
            .data;
        created.current = student;
        await put({ listIdUsers: [...group.listIdUsers, String(student.id)] });
        return student as unknown as { name: string; firstname: string };
      },
      {
        success: (student) => ({
          message: m('student_added'),
          args: { name: personName(student) },
        }),
        onSuccess: close,
      },
    );
  };
  const errorOf = (key: StudentKey) => {
    const error = missing[key] ?? save.fieldErrors[key];
    return error === undefined ? undefined : translate(error, { _: error });
  };
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        {translate(m('create_student'))}
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="xs">
        <form onSubmit={submit} noValidate>
          <DialogTitle id={titleId}>
            {translate(m('create_student_title'), { name: group.companyName })}
          </DialogTitle>
          <DialogContent>
            <StaleRecordAlert save={save} />
            {FIELDS.map(({ key, label, type = 'text' }) => (
              <TextField
                key={key}
                label={translate(label)}
                type={type}
                required
                value={values[key]}
                onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.value }))}
                error={Boolean(errorOf(key))}
                helperText={errorOf(key) ?? ' '}
                autoComplete="off"
                fullWidth
                margin="dense"
              />
            ))}
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>{translate(m('cancel'))}</Button>
            <Button type="submit" variant="contained" disabled={save.saving}>
              {translate(m('create_and_add'))}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
};
