import CloseIcon from '@mui/icons-material/Close';
import CommentIcon from '@mui/icons-material/Comment';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Card,
  CardContent,
  Drawer,
  IconButton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { useQuery } from '@tanstack/react-query';
import { format, isValid, parseISO } from 'date-fns';
import { createContext, type ReactNode, useContext, useId, useState } from 'react';
import {
  ArrayInput,
  AutocompleteArrayInput,
  AutocompleteInput,
  BooleanInput,
  NumberInput,
  ReferenceArrayInput,
  ReferenceInput,
  SelectArrayInput,
  SelectInput,
  SimpleFormIterator,
  SimpleFormIteratorClasses,
  TextInput,
  useDataProvider,
  useInput,
  useLocaleState,
  useSimpleFormIterator,
  useSimpleFormIteratorItem,
  useTranslate,
  ValidationError,
} from 'react-admin';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import type { AppDataProvider } from '../../dataProvider';
import {
  EXAM_TYPES,
  GROUP_SEMESTER_MAX,
  GROUP_SEMESTER_MIN,
  GROUP_TYPES,
  HOURS_STEP,
  LANGUAGE_TYPES,
  TRAINING_TYPES,
} from '../../domain/entities/group';
import { teacherLabel } from '../../domain/entities/teacher';
import { dateLocale } from '../../domain/rules/dates';
import { useLanguageName } from '../../src/components/LanguageReference';
import { LEVEL_CHOICES } from '../../src/meta';
import { sessionManagerComplete } from './group-form';

const label = (field: string) => `resources.groups.fields.${field}`;
const choices = (values: readonly string[], prefix?: string) =>
  values.map((id) => ({ id, name: prefix ? `app.group_screens.types.${prefix}.${id}` : id }));
const SEMESTER_CHOICES = Array.from(
  { length: GROUP_SEMESTER_MAX - GROUP_SEMESTER_MIN + 1 },
  (_, i) => ({ id: GROUP_SEMESTER_MIN + i, name: String(GROUP_SEMESTER_MIN + i) }),
);
/** An empty select is null on the API. */
const nullIfEmpty = (v: unknown) => (v === '' || v === undefined ? null : v);
const emptyIfNull = (v: unknown) => (v === null || v === undefined ? '' : v);
/** True where the signed-in staff may only read the group (a Teacher): every input is read-only. */
export const GroupReadOnly = createContext(false);

const row = { display: 'flex', flexWrap: 'wrap', columnGap: 2, '& > *': { flex: '1 1 14rem' } };

/** A select the group may leave empty: empty in the form, null on the API. */
const OptionalSelect = ({
  source,
  choices,
}: {
  source: string;
  choices: { id: string; name: string }[];
}) => {
  const readOnly = useContext(GroupReadOnly);
  return (
    <SelectInput
      source={source}
      readOnly={readOnly}
      label={label(source)}
      choices={choices}
      parse={nullIfEmpty}
      format={emptyIfNull}
    />
  );
};

/** A titled card of the group form (a region named by its heading). */
export const FormSection = ({ title, children }: { title: string; children: ReactNode }) => {
  const translate = useTranslate();
  const id = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={id} sx={{ width: '100%' }}>
      <CardContent>
        <Typography id={id} variant="h6" component="h2" gutterBottom>
          {translate(title)}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
};

/** A calendar day (YYYY-MM-DD) picked with the date picker. */
const DayInput = ({ source }: { source: string }) => {
  const translate = useTranslate();
  const readOnly = useContext(GroupReadOnly);
  const { field, fieldState, formState, id, isRequired } = useInput({ source });
  const value = field.value ? parseISO(String(field.value)) : null;
  const shown = fieldState.error && (fieldState.isTouched || formState.isSubmitted);
  return (
    <DatePicker
      label={translate(label(source))}
      value={value && isValid(value) ? value : null}
      readOnly={readOnly}
      onChange={(date) => field.onChange(date && isValid(date) ? format(date, 'yyyy-MM-dd') : null)}
      slotProps={{
        textField: {
          id,
          name: field.name,
          onBlur: field.onBlur,
          variant: 'filled',
          size: 'small',
          margin: 'dense',
          required: isRequired,
          error: Boolean(shown),
          helperText: shown ? <ValidationError error={fieldState.error?.message ?? ''} /> : ' ',
        },
      }}
    />
  );
};

/** Course: name, type, level, training and language types, duration, tests, exam type, semester. */
export const CourseSection = () => {
  const readOnly = useContext(GroupReadOnly);
  return (
    <FormSection title="app.group_screens.sections.course">
      <Box sx={row}>
        <TextInput source="name" readOnly={readOnly} label={label('name')} isRequired />
        <SelectInput
          source="type"
          readOnly={readOnly}
          label={label('type')}
          choices={choices(GROUP_TYPES)}
          isRequired
        />
        <SelectInput
          source="level"
          readOnly={readOnly}
          label={label('level')}
          choices={LEVEL_CHOICES}
          isRequired
        />
      </Box>
      <Box sx={row}>
        <SelectArrayInput
          source="typeoftraining"
          readOnly={readOnly}
          label={label('typeoftraining')}
          choices={choices(TRAINING_TYPES, 'training')}
        />
        <OptionalSelect source="typeoflanguage" choices={choices(LANGUAGE_TYPES, 'language')} />
        <NumberInput
          source="duration"
          readOnly={readOnly}
          label={label('duration')}
          min={0}
          step={HOURS_STEP}
          parse={(v: string) => (v === '' ? null : Number(v))}
        />
      </Box>
      <Box sx={row}>
        <OptionalSelect source="typeofexam" choices={choices(EXAM_TYPES, 'exam')} />
        <SelectInput
          source="semester"
          readOnly={readOnly}
          label={label('semester')}
          choices={SEMESTER_CHOICES}
          translateChoice={false}
          emptyText="app.group_screens.semester_none"
          parse={(v: unknown) => (v === '' || v === null ? null : Number(v))}
          format={emptyIfNull}
        />
      </Box>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', columnGap: 3 }}>
        <BooleanInput source="atCompany" readOnly={readOnly} label={label('atCompany')} />
        <BooleanInput source="middleTest" readOnly={readOnly} label={label('middleTest')} />
        <BooleanInput source="endTest" readOnly={readOnly} label={label('endTest')} />
      </Stack>
    </FormSection>
  );
};

/** The session manager's message once a save was tried with trainers, language, name or dates missing. */
const SessionManagerMessage = () => {
  const translate = useTranslate();
  const { isSubmitted } = useFormState();
  const values = useWatch();
  if (!isSubmitted || sessionManagerComplete(values)) return null;
  return (
    <Alert severity="error" role="alert" sx={{ mb: 1 }}>
      {translate('app.group_screens.session_missing')}
    </Alert>
  );
};

/** Session manager: trainers, language and the course plan's dates. */
export const SessionManagerSection = () => {
  const translate = useTranslate();
  const readOnly = useContext(GroupReadOnly);
  const nameOf = useLanguageName();
  const [current] = useLocaleState();
  return (
    <FormSection title="app.group_screens.sections.session">
      <SessionManagerMessage />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('app.group_screens.session_help')}
      </Typography>
      <ReferenceArrayInput
        source="idTeachers"
        reference="teachers"
        sort={{ field: 'name', order: 'ASC' }}
        perPage={200}
      >
        <AutocompleteArrayInput
          label={label('idTeachers')}
          optionText={(t: { name: string; firstname: string }) => teacherLabel(t)}
          readOnly={readOnly}
          isRequired
          fullWidth
        />
      </ReferenceArrayInput>
      <Box sx={row}>
        <ReferenceInput source="language" reference="languages">
          <AutocompleteInput
            label={label('language')}
            optionText={nameOf}
            readOnly={readOnly}
            isRequired
          />
        </ReferenceInput>
        <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={dateLocale(current)}>
          <DayInput source="beginDate" />
          <DayInput source="endDate" />
        </LocalizationProvider>
      </Box>
    </FormSection>
  );
};

/** An iterator row's main input: wide on a row; on a phone (a column) a flex basis would be its height. */
const ITEM_INPUT_SX = {
  flex: { xs: '0 0 auto', sm: '1 1 16rem' },
  width: { xs: '100%', sm: 'auto' },
  minWidth: 0,
};

/** An objective's name: free text with the known objectives (GET /objectives) as suggestions. */
const ObjectiveNameInput = ({ source, suggestions }: { source: string; suggestions: string[] }) => {
  const translate = useTranslate();
  const readOnly = useContext(GroupReadOnly);
  const { field, id } = useInput({ source });
  return (
    <Autocomplete
      freeSolo
      readOnly={readOnly}
      options={suggestions}
      value={String(field.value ?? '')}
      onChange={(_, value) => field.onChange(value ?? '')}
      inputValue={String(field.value ?? '')}
      onInputChange={(_, value) => field.onChange(value)}
      sx={ITEM_INPUT_SX}
      renderInput={(params) => (
        <TextField
          {...params}
          id={id}
          name={field.name}
          onBlur={field.onBlur}
          label={translate('app.group_screens.objective')}
          variant="filled"
          size="small"
          margin="dense"
        />
      )}
    />
  );
};

/** A list of the group (objectives, resources): add and remove, none for a reader. */
const ListInput = ({
  source,
  add,
  remove,
  children,
}: {
  source: string;
  /** Message keys of the add and remove buttons. */
  add: string;
  remove: string;
  children: ReactNode;
}) => {
  const readOnly = useContext(GroupReadOnly);
  return (
    <ArrayInput source={source} label={false}>
      <SimpleFormIterator
        sx={{ [`& .${SimpleFormIteratorClasses.action}`]: { visibility: 'visible' } }}
        inline
        disableReordering
        disableClear
        disableAdd={readOnly}
        disableRemove={readOnly}
        addButton={<AddButton label={add} />}
        removeButton={<RemoveButton label={remove} />}
      >
        {children}
      </SimpleFormIterator>
    </ArrayInput>
  );
};

/** Objectives: a list of {name}; known ones are suggested. */
export const ObjectivesSection = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data = [] } = useQuery({
    queryKey: ['groups', 'objectives'],
    queryFn: () => dataProvider.objectiveSuggestions(),
  });
  const suggestions = [...new Set(data.map((o) => o.name))].sort((a, b) => a.localeCompare(b));
  return (
    <FormSection title="app.group_screens.sections.objectives">
      <ListInput
        source="objectives"
        add="app.group_screens.add_objective"
        remove="app.group_screens.remove_objective"
      >
        <ObjectiveNameInput source="name" suggestions={suggestions} />
      </ListInput>
    </FormSection>
  );
};

/** Resource management: resources of the catalogue, each suggested or not. */
export const ResourcesSection = () => {
  const readOnly = useContext(GroupReadOnly);
  return (
    <FormSection title="app.group_screens.sections.resources">
      <ListInput
        source="resources"
        add="app.group_screens.add_resource"
        remove="app.group_screens.remove_resource"
      >
        <ReferenceInput
          source="resourceId"
          reference="resources"
          sort={{ field: 'name', order: 'ASC' }}
        >
          <AutocompleteInput
            label="app.group_screens.resource"
            optionText="name"
            readOnly={readOnly}
            sx={ITEM_INPUT_SX}
          />
        </ReferenceInput>
        <BooleanInput source="suggested" readOnly={readOnly} label="app.group_screens.suggested" />
      </ListInput>
    </FormSection>
  );
};

/** The iterator's buttons with our labels (react-admin's own say only "Add" and "Remove"). */
const AddButton = ({ label: text }: { label: string }) => {
  const translate = useTranslate();
  const { add } = useSimpleFormIterator();
  return (
    <Button size="small" variant="outlined" onClick={() => add()}>
      {translate(text)}
    </Button>
  );
};
const RemoveButton = ({ label: text }: { label: string }) => {
  const translate = useTranslate();
  const { remove } = useSimpleFormIteratorItem();
  return (
    <IconButton size="small" aria-label={translate(text)} color="error" onClick={() => remove()}>
      <CloseIcon fontSize="small" />
    </IconButton>
  );
};

/** The writer's comments in a side drawer: a modal panel, so focus stays in it and returns on close. */
export const CommentsDrawer = () => {
  const translate = useTranslate();
  const readOnly = useContext(GroupReadOnly);
  const [open, setOpen] = useState(false);
  const drawerId = useId();
  const titleId = useId();
  const { getValues } = useFormContext();
  const hasComment = String(getValues('writerComment') ?? '').trim() !== '';
  return (
    <>
      <Button
        variant={hasComment ? 'contained' : 'outlined'}
        startIcon={<CommentIcon />}
        onClick={() => setOpen(true)}
        aria-expanded={open}
        aria-controls={drawerId}
      >
        {translate('app.group_screens.comments_open')}
      </Button>
      <Drawer
        anchor="right"
        open={open}
        onClose={() => setOpen(false)}
        keepMounted
        slotProps={{
          paper: {
            id: drawerId,
            role: 'dialog',
            'aria-labelledby': titleId,
            sx: { width: { xs: '100%', sm: 420 }, p: 2 },
          },
        }}
      >
        <Stack direction="row" alignItems="center" justifyContent="space-between">
          <Typography id={titleId} variant="h6" component="h2">
            {translate('app.group_screens.comments_title')}
          </Typography>
          <IconButton
            aria-label={translate('app.group_screens.comments_close')}
            onClick={() => setOpen(false)}
          >
            <CloseIcon />
          </IconButton>
        </Stack>
        <TextInput
          source="writerComment"
          readOnly={readOnly}
          label={label('writerComment')}
          helperText="app.group_screens.comments_help"
          multiline
          minRows={8}
          fullWidth
        />
      </Drawer>
    </>
  );
};

/** Every section of the group form, for creation and the Basic tab. */
export const GroupSections = () => (
  <Stack spacing={2} sx={{ width: '100%' }}>
    <Box>
      <CommentsDrawer />
    </Box>
    <CourseSection />
    <SessionManagerSection />
    <ObjectivesSection />
    <ResourcesSection />
  </Stack>
);
