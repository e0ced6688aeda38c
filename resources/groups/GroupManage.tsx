import CloseIcon from '@mui/icons-material/Close';
import DeleteIcon from '@mui/icons-material/PersonRemove';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  List,
  ListItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import {
  Confirm,
  type RaRecord,
  useCanAccess,
  useDataProvider,
  useGetList,
  useGetOne,
  useNotify,
  useTranslate,
} from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import type { GroupLearner } from '../../dataProvider/groups';
import { HOURS_STEP } from '../../domain/entities/group';
import { teacherLabel } from '../../domain/entities/teacher';
import { personName } from '../../domain/rules/person-name';
import type { GroupTabProps } from './group-tabs';

const m = (key: string) => `app.group_screens.manage.${key}`;

/** What a refused call carries (react-admin's HttpError): the status and the server's body. */
const failure = (error: unknown) =>
  (error ?? {}) as {
    status?: number;
    message?: string;
    body?: { message?: string; errors?: Record<string, string> };
  };

type Group = RaRecord & {
  companyId: string;
  companyName: string;
  updatedAt: string;
  listIdUsers: string[];
  idTeachers: { _id: string; name: string; firstname: string }[];
};

/** Writes of the tab: PUT /group/{id} with the updatedAt read; a stale one reloads the group. */
const useGroupWrite = (groupId: string) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const reload = () => queryClient.invalidateQueries({ queryKey: ['groups'] });
  const failed = (error: unknown) => {
    const { status, body, message } = failure(error);
    notify(status === 409 ? 'app.group_screens.stale' : (body?.message ?? message ?? ''), {
      type: 'error',
    });
    if (status === 409) reload();
  };
  const write = async (group: Group, data: Record<string, unknown>, success: string) => {
    try {
      await dataProvider.update('groups', {
        id: groupId,
        data: { ...data, updatedAt: group.updatedAt },
        previousData: group,
      });
      notify(success, { type: 'success' });
      await reload();
      return true;
    } catch (error) {
      failed(error);
      return false;
    }
  };
  return { write, reload };
};

/** One learner: name, e-mail, planned hours and comment (editable), remove with confirmation. */
const LearnerItem = ({
  groupId,
  learner,
  canWrite,
  onChanged,
}: {
  groupId: string;
  learner: GroupLearner;
  canWrite: boolean;
  onChanged: () => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [hours, setHours] = useState(
    learner.plannedHours === null ? '' : String(learner.plannedHours),
  );
  const [comment, setComment] = useState(learner.comment ?? '');
  const [saving, setSaving] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [error, setError] = useState<string>();
  const name = personName(learner);
  const id = useId();

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const plannedHours = hours.trim() === '' ? null : Number(hours);
    setSaving(true);
    setError(undefined);
    try {
      await dataProvider.updateGroupUser(groupId, learner.id, {
        plannedHours,
        comment,
        ...(learner.updatedAt ? { updatedAt: learner.updatedAt } : {}),
      });
      notify(m('saved'), { type: 'success', messageArgs: { name } });
      onChanged();
    } catch (e) {
      const { body, message } = failure(e);
      const text = body?.errors?.['user.plannedHours'] ?? body?.message ?? message ?? '';
      setError(text);
      notify(text, { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  const remove = async () => {
    setRemoving(true);
    try {
      await dataProvider.removeGroupUser(groupId, learner.id);
      notify(m('removed'), { type: 'success' });
      setConfirming(false);
      onChanged();
    } catch (e) {
      const { body, message } = failure(e);
      setConfirming(false);
      notify(body?.message ?? message ?? '', { type: 'error' });
    } finally {
      setRemoving(false);
    }
  };

  return (
    <ListItem divider sx={{ display: 'block', px: 0 }} aria-labelledby={`${id}-name`}>
      <Stack
        component={canWrite ? 'form' : 'div'}
        onSubmit={canWrite ? save : undefined}
        direction="row"
        useFlexGap
        sx={{ flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}
      >
        <Box sx={{ flex: '1 1 14rem', minWidth: 0 }}>
          <Typography id={`${id}-name`} sx={{ fontWeight: 500 }}>
            {name}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {learner.email}
          </Typography>
        </Box>
        {canWrite ? (
          <>
            <TextField
              label={translate(m('planned_hours'))}
              type="number"
              size="small"
              value={hours}
              onChange={(e) => setHours(e.target.value)}
              slotProps={{ htmlInput: { min: 0, step: HOURS_STEP } }}
              error={Boolean(error)}
              helperText={error || translate(m('planned_help'))}
              sx={{ flex: '0 1 10rem' }}
            />
            <TextField
              label={translate(m('comment'))}
              size="small"
              value={comment}
              onChange={(e) => setComment(e.target.value)}
              multiline
              maxRows={4}
              helperText=" "
              sx={{ flex: '2 1 14rem' }}
            />
            <Stack direction="row" spacing={1} sx={{ pb: 2.5 }}>
              <Button
                type="submit"
                variant="outlined"
                size="small"
                disabled={saving}
                aria-label={translate(m('save_of'), { name })}
              >
                {translate(m('save'))}
              </Button>
              <Button
                color="error"
                size="small"
                startIcon={<DeleteIcon />}
                onClick={() => setConfirming(true)}
                aria-label={translate(m('remove_of'), { name })}
              >
                {translate(m('remove'))}
              </Button>
            </Stack>
          </>
        ) : (
          <Box sx={{ flex: '2 1 14rem' }}>
            <Typography variant="body2">
              {translate(m('planned_hours'))}:{' '}
              {learner.plannedHours ?? translate(m('planned_help'))}
            </Typography>
            {learner.comment && (
              <Typography variant="body2" color="text.secondary">
                {translate(m('comment'))}: {learner.comment}
              </Typography>
            )}
          </Box>
        )}
      </Stack>
      <Confirm
        isOpen={confirming}
        loading={removing}
        title={translate(m('remove_title'), { name })}
        content={m('remove_content')}
        confirm={m('remove')}
        cancel={m('cancel')}
        confirmColor="warning"
        onConfirm={remove}
        onClose={() => setConfirming(false)}
      />
    </ListItem>
  );
};

/** Adds students of the client (GET /student filtered by company) to the group. */
const AddLearners = ({ group, onAdded }: { group: Group; onAdded: () => void }) => {
  const translate = useTranslate();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<RaRecord[]>([]);
  const [busy, setBusy] = useState(false);
  const { write } = useGroupWrite(String(group.id));
  const { data = [], isPending } = useGetList('students', {
    filter: { company: group.companyId, ...(search.trim() ? { q: search.trim() } : {}) },
    pagination: { page: 1, perPage: 50 },
    sort: { field: 'name', order: 'ASC' },
  });
  const options = data.filter((s) => !group.listIdUsers.includes(String(s.id)));
  const add = async () => {
    setBusy(true);
    const ok = await write(
      group,
      { listIdUsers: [...group.listIdUsers, ...chosen.map((s) => String(s.id))] },
      m('added'),
    );
    setBusy(false);
    if (ok) {
      setChosen([]);
      onAdded();
    }
  };
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      <Autocomplete
        multiple
        filterSelectedOptions
        options={options}
        value={chosen}
        loading={isPending}
        filterOptions={(x) => x}
        onChange={(_, value) => setChosen(value)}
        onInputChange={(_, value, reason) => {
          if (reason === 'input') setSearch(value);
        }}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        getOptionLabel={(s) =>
          `${personName(s as { name: string; firstname: string })} (${s.email})`
        }
        sx={{ flex: '1 1 18rem', minWidth: 0 }}
        renderInput={(params) => (
          <TextField {...params} label={translate(m('add_label'))} size="small" />
        )}
      />
      <Button variant="contained" onClick={add} disabled={busy || chosen.length === 0}>
        {translate(m('add'))}
      </Button>
    </Stack>
  );
};

const EMPTY_STUDENT = { name: '', firstname: '', email: '' };

/** "Create a student on the spot": POST /student for the client, then the student joins the group. */
const CreateStudent = ({ group, onAdded }: { group: Group; onAdded: () => void }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const { write } = useGroupWrite(String(group.id));
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState(EMPTY_STUDENT);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string>();
  const [busy, setBusy] = useState(false);
  const titleId = useId();

  const close = () => {
    setOpen(false);
    setValues(EMPTY_STUDENT);
    setErrors({});
    setMessage(undefined);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = Object.fromEntries(
      Object.entries(values)
        .filter(([, v]) => v.trim() === '')
        .map(([k]) => [k, translate('app.validation.required')]),
    );
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    setBusy(true);
    setMessage(undefined);
    try {
      const { data: student } = await dataProvider.create('students', {
        data: { ...values, company: group.companyId },
      });
      const name = personName(student as unknown as { name: string; firstname: string });
      const ok = await write(
        group,
        { listIdUsers: [...group.listIdUsers, String(student.id)] },
        translate(m('student_added'), { name }),
      );
      if (ok) {
        close();
        onAdded();
      }
    } catch (e) {
      const { body, message: text } = failure(e);
      setErrors(body?.errors ?? {});
      setMessage(body?.message ?? text);
      notify(body?.message ?? text ?? '', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const field = (key: keyof typeof EMPTY_STUDENT, label: string, type = 'text') => (
    <TextField
      label={translate(label)}
      type={type}
      required
      value={values[key]}
      onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.value }))}
      error={Boolean(errors[key])}
      helperText={errors[key] ?? ' '}
      autoComplete="off"
      fullWidth
      margin="dense"
    />
  );
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
            {message && (
              <Alert severity="error" sx={{ mb: 1 }}>
                {message}
              </Alert>
            )}
            {field('name', 'resources.students.fields.name')}
            {field('firstname', 'resources.students.fields.firstname')}
            {field('email', 'resources.students.fields.email', 'email')}
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>{translate(m('cancel'))}</Button>
            <Button type="submit" variant="contained" disabled={busy}>
              {translate(m('create_and_add'))}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
};

/** The group's trainers: removed one by one, added from the trainers (GET /teacher). */
const Trainers = ({ group, canWrite }: { group: Group; canWrite: boolean }) => {
  const translate = useTranslate();
  const { write } = useGroupWrite(String(group.id));
  const [chosen, setChosen] = useState<RaRecord[]>([]);
  const [busy, setBusy] = useState(false);
  const { data = [], isPending } = useGetList(
    'teachers',
    { pagination: { page: 1, perPage: 500 }, sort: { field: 'name', order: 'ASC' } },
    { enabled: canWrite },
  );
  const current = group.idTeachers.map((t) => t._id);
  const save = async (ids: string[]) => {
    setBusy(true);
    const ok = await write(group, { idTeachers: ids }, m('trainers_saved'));
    setBusy(false);
    if (ok) setChosen([]);
  };
  return (
    <Card variant="outlined" component="section" aria-labelledby="group-trainers">
      <CardContent>
        <Typography id="group-trainers" variant="h6" component="h2" gutterBottom>
          {translate(m('trainers'))}
        </Typography>
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, mb: canWrite ? 2 : 0 }}>
          {group.idTeachers.length === 0 && (
            <Typography color="text.secondary">{translate(m('no_trainer'))}</Typography>
          )}
          {group.idTeachers.map((t) => (
            <Stack key={t._id} direction="row" alignItems="center">
              <Chip label={teacherLabel(t)} />
              {canWrite && (
                <IconButton
                  size="small"
                  disabled={busy}
                  onClick={() => save(current.filter((x) => x !== t._id))}
                  aria-label={translate(m('remove_trainer'), { name: teacherLabel(t) })}
                >
                  <CloseIcon fontSize="small" />
                </IconButton>
              )}
            </Stack>
          ))}
        </Stack>
        {canWrite && (
          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            <Autocomplete
              multiple
              filterSelectedOptions
              options={data.filter((t) => !current.includes(String(t.id)))}
              value={chosen}
              loading={isPending}
              onChange={(_, value) => setChosen(value)}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              getOptionLabel={(t) =>
                teacherLabel(t as unknown as { name: string; firstname: string })
              }
              sx={{ flex: '1 1 18rem', minWidth: 0 }}
              renderInput={(params) => (
                <TextField {...params} label={translate(m('add_trainers'))} size="small" />
              )}
            />
            <Button
              variant="contained"
              disabled={busy || chosen.length === 0}
              onClick={() => save([...current, ...chosen.map((t) => String(t.id))])}
            >
              {translate(m('add'))}
            </Button>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
};

/**
 * The Learners tab (manage): the group's learners with their planned hours and comment, added from
 * the client's students or created on the spot, removed with confirmation; the trainers. A Teacher
 * reads it all, with no write control.
 */
export const GroupManage = ({ groupId }: GroupTabProps) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const { canAccess: canWrite = false } = useCanAccess({ resource: 'groups', action: 'edit' });
  const { data: group } = useGetOne<Group>('groups', { id: groupId });
  const learners = useQuery({
    queryKey: ['groups', groupId, 'learners'],
    queryFn: () => dataProvider.groupLearners(groupId),
  });
  const changed = () => queryClient.invalidateQueries({ queryKey: ['groups'] });

  return (
    <Stack spacing={2}>
      {!canWrite && <Alert severity="info">{translate(m('read_only'))}</Alert>}
      <Card variant="outlined" component="section" aria-labelledby="group-learners">
        <CardContent>
          <Typography id="group-learners" variant="h6" component="h2" gutterBottom>
            {translate(m('learners'))}
            {learners.data ? ` (${learners.data.length})` : ''}
          </Typography>
          {canWrite && group && (
            <Stack spacing={1.5} sx={{ mb: 1 }}>
              <AddLearners group={group} onAdded={changed} />
              <Box>
                <CreateStudent group={group} onAdded={changed} />
              </Box>
            </Stack>
          )}
          {learners.isPending && (
            <Box role="status" sx={{ p: 2 }}>
              <CircularProgress size={24} aria-label={translate('app.shell.loading')} />
            </Box>
          )}
          {learners.error && <Alert severity="error">{failure(learners.error).message}</Alert>}
          {learners.data?.length === 0 && (
            <Typography color="text.secondary" sx={{ py: 1 }}>
              {translate(m('none'))}
            </Typography>
          )}
          <List aria-labelledby="group-learners" disablePadding>
            {learners.data?.map((learner) => (
              <LearnerItem
                key={`${learner.id}-${learner.plannedHours}-${learner.comment}`}
                groupId={groupId}
                learner={learner}
                canWrite={canWrite}
                onChanged={changed}
              />
            ))}
          </List>
        </CardContent>
      </Card>
      {group && <Trainers group={group} canWrite={canWrite} />}
    </Stack>
  );
};

export default GroupManage;
