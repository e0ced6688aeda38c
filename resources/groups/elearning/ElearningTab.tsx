import {
  Alert,
  Box,
  Card,
  CardContent,
  FormControlLabel,
  Stack,
  Switch,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import {
  AutocompleteArrayInput,
  Form,
  Loading,
  NumberInput,
  ReferenceArrayInput,
  SaveButton,
  SelectInput,
  useCanAccess,
  useDataProvider,
  useGetMany,
  useGetOne,
  useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { AppDataProvider } from '../../../dataProvider';
import type { GroupElearningMethods } from '../../../dataProvider/group-elearning';
import { type Group, HOURS_STEP, PERCENT_STEP } from '../../../domain/entities/group';
import {
  type ElearningDetails,
  PERCENT_MAX,
  SEMESTER_CHOICES,
} from '../../../domain/entities/group-elearning';
import { hoursError, percentError } from '../../../domain/rules/group-elearning';
import { StaleRecordAlert } from '../../../src/save/StaleRecordAlert';
import { useSave } from '../../../src/save/use-save';
import type { GroupTabProps } from '../group-tabs';
import { BlockEditor } from './BlockEditor';
import { coursesChanged, detailsBody, type ElearningForm, formValues } from './form-values';
import { ModulesTable } from './ModulesTable';
import { NotificationSettingsCard } from './NotificationSettingsCard';

type Provider = AppDataProvider & GroupElearningMethods;
type GroupRecord = Group & { id: string };

const hours = (value: unknown) => hoursError(value);
const percent = (value: unknown) => percentError(value);
const semesterChoices = SEMESTER_CHOICES.map((v) => ({ id: v, name: String(v) }));
const numbers = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } };

/** The modules of the courses chosen in the form (their listModules, each once, in order). */
const ChosenModules = () => {
  const chosen = (useWatch({ name: 'courses' }) as string[] | undefined) ?? [];
  const { data: courses = [] } = useGetMany(
    'courses',
    { ids: chosen },
    { enabled: chosen.length > 0 },
  );
  const moduleIds = useMemo(() => {
    const byId = new Map(courses.map((c) => [String(c.id), c]));
    const ids = chosen.flatMap((id) => (byId.get(id)?.listModules as string[] | undefined) ?? []);
    return [...new Set(ids)];
  }, [courses, chosen]);
  return <ModulesTable moduleIds={chosen.length === 0 ? [] : moduleIds} />;
};

/** The learners' e-learning reminders: a switch that writes at once (PUT /elearningdetails/notif/{id}). */
const NotifySwitch = ({
  details,
  canWrite,
  onSaved,
  onReload,
}: {
  details: ElearningDetails | null;
  canWrite: boolean;
  onSaved: (d: ElearningDetails) => void;
  /** Reads the group's e-learning again (Reload of a stale write). */
  onReload: () => Promise<unknown>;
}) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<Provider>();
  const save = useSave({ reload: onReload });
  const helpId = useId();
  const change = async (on: boolean) => {
    if (!details) return;
    await save.run(() => dataProvider.setGroupElearningNotify(details._id, on, details.updatedAt), {
      success: on ? 'app.group_elearning.notify_on' : 'app.group_elearning.notify_off',
      onSuccess: onSaved,
    });
  };
  const busy = save.saving;
  return (
    <Box>
      <FormControlLabel
        control={
          <Switch
            checked={details?.notify ?? false}
            onChange={(event) => change(event.target.checked)}
            disabled={!details || !canWrite || busy}
            slotProps={{ input: { 'aria-describedby': details ? undefined : helpId } }}
          />
        }
        label={translate('app.group_elearning.notify')}
      />
      {!details && canWrite && (
        <Typography id={helpId} variant="body2" color="text.secondary">
          {translate('app.group_elearning.notify_needs_save')}
        </Typography>
      )}
      <StaleRecordAlert save={save} />
    </Box>
  );
};

/** The targets of the e-learning card: three durations in hours, two percents. */
const TARGETS = [
  { source: 'elearningDuration', step: HOURS_STEP, validate: hours },
  { source: 'elearningDurationTarget', step: HOURS_STEP, validate: hours },
  { source: 'presentialHours', step: HOURS_STEP, validate: hours },
  { source: 'elearningTarget', max: PERCENT_MAX, step: PERCENT_STEP, validate: percent },
  { source: 'elearningAttempts', max: PERCENT_MAX, step: PERCENT_STEP, validate: percent },
];

const ElearningFields = ({ readOnly }: { readOnly: boolean }) => {
  const translate = useTranslate();
  const cardId = useId();
  const label = (key: string) => translate(`app.group_elearning.${key}`);
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Card variant="outlined" component="section" aria-labelledby={cardId}>
        <CardContent>
          <Typography id={cardId} variant="h6" component="h3" sx={{ mb: 1 }}>
            {label('card')}
          </Typography>
          <ReferenceArrayInput
            source="courses"
            reference="courses"
            sort={{ field: 'name', order: 'ASC' }}
            perPage={100}
          >
            <AutocompleteArrayInput
              label={label('courses')}
              optionText="name"
              filterToQuery={(q: string) => ({ q })}
              helperText={readOnly ? false : label('courses_help')}
              readOnly={readOnly}
              fullWidth
            />
          </ReferenceArrayInput>
          <Typography variant="subtitle1" component="h4" sx={{ mt: 1 }}>
            {label('modules')}
          </Typography>
          <ChosenModules />
          <Typography variant="subtitle1" component="h4" sx={{ mt: 2, mb: 1 }}>
            {label('targets')}
          </Typography>
          <Box sx={numbers}>
            {TARGETS.map(({ source, max, step, validate }) => (
              <NumberInput
                key={source}
                source={source}
                label={label(source)}
                min={0}
                max={max}
                step={step}
                validate={validate}
                readOnly={readOnly}
              />
            ))}
            <SelectInput
              source="semester"
              label={label('semester')}
              choices={semesterChoices}
              translateChoice={false}
              emptyText="app.group_elearning.semester_none"
              emptyValue=""
              readOnly={readOnly}
            />
          </Box>
        </CardContent>
      </Card>
      <BlockEditor
        source="elearningProgramme"
        title="app.group_elearning.programme"
        kind="content"
        readOnly={readOnly}
      />
      <BlockEditor
        source="elearningEvaluations"
        title="app.group_elearning.evaluations"
        kind="content"
        readOnly={readOnly}
      />
      <BlockEditor
        source="elearningResources"
        title="app.group_elearning.resources"
        kind="file"
        readOnly={readOnly}
      />
    </Stack>
  );
};

/**
 * The group's E-learning tab (spec section 2): the courses (saved to the group), the modules of the
 * chosen courses, the hours and targets, the Program, Evaluation and Elearning Resources blocks (saved
 * to /elearningdetails: created at the first save, then PUT with ?update=true), and the reminders.
 */
export const ElearningTab = ({ groupId }: GroupTabProps) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<Provider>();
  const queryClient = useQueryClient();
  const writing = useSave();
  const { canAccess: canWrite = false } = useCanAccess({ resource: 'groups', action: 'edit' });
  const { data: group, error: groupError } = useGetOne<GroupRecord>('groups', { id: groupId });
  const detailsKey = ['groupElearning', groupId];
  const details = useQuery({
    queryKey: detailsKey,
    queryFn: () => dataProvider.groupElearning(groupId),
  });

  if (groupError || details.error) {
    return <Alert severity="error">{translate('ra.notification.http_error')}</Alert>;
  }
  if (!group || details.data === undefined) return <Loading />;
  const current = details.data;

  const reload = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['groups'] }),
      queryClient.invalidateQueries({ queryKey: detailsKey }),
    ]);

  const save = async (values: Record<string, unknown>) => {
    const form = values as unknown as ElearningForm;
    let fieldErrors: Record<string, string> | undefined;
    await writing.run(
      async () => {
        if (coursesChanged(group, form.courses)) {
          await dataProvider.update('groups', {
            id: groupId,
            data: { courses: form.courses, updatedAt: group.updatedAt },
            previousData: group,
          });
        }
        const body = detailsBody(form);
        const saved = current
          ? await dataProvider.updateGroupElearning(current._id, body, current.updatedAt)
          : await dataProvider.createGroupElearning(groupId, body);
        queryClient.setQueryData(detailsKey, saved);
        await queryClient.invalidateQueries({ queryKey: ['groups'] });
      },
      {
        success: 'app.group_elearning.saved',
        // react-admin's Form puts the errors an onSubmit returns on their fields.
        onFailure: (failure) => {
          fieldErrors = failure.fieldErrors;
        },
      },
    );
    return fieldErrors;
  };

  const readOnly = !canWrite;
  return (
    <Stack spacing={2} sx={{ maxWidth: 960 }}>
      {readOnly && <Alert severity="info">{translate('app.group_elearning.read_only')}</Alert>}
      <NotifySwitch
        details={current}
        canWrite={canWrite}
        onSaved={(d) => queryClient.setQueryData(detailsKey, d)}
        onReload={reload}
      />
      {current && (
        <NotificationSettingsCard
          key={current.updatedAt}
          details={current}
          canWrite={canWrite}
          onSaved={(d) => queryClient.setQueryData(detailsKey, d)}
          onReload={reload}
        />
      )}
      {/* Reload reads the group again: the form, keyed by what it read, then shows it. */}
      <StaleRecordAlert save={writing} onReload={reload} />
      <Form
        key={`${current?.updatedAt ?? 'new'}-${group.updatedAt}`}
        defaultValues={formValues(group, current) as unknown as Record<string, unknown>}
        onSubmit={save}
        noValidate
      >
        <ElearningFields readOnly={readOnly} />
        {!readOnly && (
          <Box sx={{ mt: 2 }}>
            <SaveButton alwaysEnable={current === null} />
          </Box>
        )}
      </Form>
    </Stack>
  );
};

export default ElearningTab;
