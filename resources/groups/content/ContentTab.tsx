import IndeterminateIcon from '@mui/icons-material/IndeterminateCheckBox';
import SaveIcon from '@mui/icons-material/Save';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  CircularProgress,
  FormControlLabel,
  FormGroup,
  LinearProgress,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import {
  Loading,
  useCanAccess,
  useDataProvider,
  useGetList,
  useGetOne,
  useTranslate,
} from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider';
import type { GroupElearningMethods } from '../../../dataProvider/group-elearning';
import type { ContentTitle } from '../../../domain/entities/content';
import { LINGUISTIC_SKILL, OPERATIONAL_SKILL } from '../../../domain/entities/content';
import type { Group } from '../../../domain/entities/group';
import { LEVELS } from '../../../domain/rules/levels';
import { useLanguageName } from '../../../src/components/LanguageReference';
import { StaleRecordAlert } from '../../../src/save/StaleRecordAlert';
import { useSave } from '../../../src/save/use-save';
import type { GroupTabProps } from '../group-tabs';
import { toggleAll, toggleOne } from './selection';

type Provider = AppDataProvider & GroupElearningMethods;
type GroupRecord = Group & { id: string };
type LanguageRecord = { id: string; name: string; initial: string };

/** One column of skills (operational or linguistic) of a title, as a labelled group of boxes. */
const SkillColumn = ({
  label,
  items,
  chosen,
  readOnly,
  onToggle,
}: {
  label: string;
  items: ContentTitle['items'];
  chosen: Set<string>;
  readOnly: boolean;
  onToggle: (id: string) => void;
}) => {
  const labelId = useId();
  if (items.length === 0) return <Box />;
  return (
    <Box role="group" aria-labelledby={labelId}>
      <Typography id={labelId} variant="subtitle2" component="h4">
        {label}
      </Typography>
      <FormGroup>
        {items.map((item) => (
          <FormControlLabel
            key={item._id}
            control={
              <Checkbox
                checked={chosen.has(item._id)}
                onChange={() => onToggle(item._id)}
                disabled={readOnly}
              />
            }
            label={item.content}
          />
        ))}
      </FormGroup>
    </Box>
  );
};

/** A content title: a select-all box and its skills in two columns. */
const TitleCard = ({
  title,
  chosen,
  readOnly,
  onChange,
}: {
  title: ContentTitle;
  chosen: Set<string>;
  readOnly: boolean;
  onChange: (next: Set<string>) => void;
}) => {
  const translate = useTranslate();
  const ids = title.items.map((i) => i._id);
  const ticked = ids.filter((id) => chosen.has(id)).length;
  const partial = ticked > 0 && ticked < ids.length;
  const headingId = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} variant="h6" component="h3">
          {title.title}
        </Typography>
        <FormControlLabel
          control={
            <Checkbox
              checked={ids.length > 0 && ticked === ids.length}
              // The native property, not MUI's indeterminate (aria-checked on a native box, which axe refuses).
              icon={partial ? <IndeterminateIcon /> : undefined}
              inputRef={(input: HTMLInputElement | null) => {
                if (input) input.indeterminate = partial;
              }}
              onChange={() => onChange(toggleAll(chosen, ids))}
              disabled={readOnly || ids.length === 0}
            />
          }
          label={translate('app.group_elearning.content.select_all', { title: title.title })}
        />
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
            mt: 1,
          }}
        >
          <SkillColumn
            label={translate('app.group_elearning.content.operational')}
            items={title.items.filter((i) => i.type === OPERATIONAL_SKILL)}
            chosen={chosen}
            readOnly={readOnly}
            onToggle={(id) => onChange(toggleOne(chosen, id))}
          />
          <SkillColumn
            label={translate('app.group_elearning.content.linguistic')}
            items={title.items.filter((i) => i.type === LINGUISTIC_SKILL)}
            chosen={chosen}
            readOnly={readOnly}
            onToggle={(id) => onChange(toggleOne(chosen, id))}
          />
        </Box>
      </CardContent>
    </Card>
  );
};

/**
 * The group's Content tab (spec section 2): a Level and a Language (clearable, loaded from
 * /language: cleared, the group's own) choose the content titles listed; ticking a skill adds it to
 * the group's formationContent, unticking removes it, a title's select-all ticks its listed
 * skills; Save writes PUT /group/{id} {formationContent, updatedAt}. Read-only for a Teacher.
 */
export const ContentTab = ({ groupId }: GroupTabProps) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<Provider>();
  const queryClient = useQueryClient();
  const nameOf = useLanguageName();
  const { canAccess: canWrite = false } = useCanAccess({ resource: 'groups', action: 'edit' });
  const { data: group, error: groupError } = useGetOne<GroupRecord>('groups', { id: groupId });
  const [level, setLevel] = useState<number | undefined>(undefined);
  const [language, setLanguage] = useState<string | undefined>(undefined);
  const [chosen, setChosen] = useState<Set<string> | null>(null);
  const readAgain = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['groups'] }),
      queryClient.invalidateQueries({ queryKey: ['groupContent', groupId] }),
    ]);
  // Reload of a stale save reads the group again, then drops the ticks it replaces.
  const writing = useSave({
    reload: async () => {
      await readAgain();
      setChosen(null);
    },
  });
  const { saving } = writing;
  const languages = useGetList<LanguageRecord>('languages', {
    pagination: { page: 1, perPage: 500 },
    sort: { field: 'name', order: 'ASC' },
  });
  const content = useQuery({
    queryKey: ['groupContent', groupId, level, language],
    queryFn: () => dataProvider.groupContent(groupId, { level, language }),
    placeholderData: keepPreviousData,
  });
  const saved = useMemo(
    () => new Set(group?.formationContent ?? content.data?.formationContent ?? []),
    [group, content.data],
  );
  const selection = chosen ?? saved;
  const dirty =
    chosen !== null && (chosen.size !== saved.size || [...chosen].some((id) => !saved.has(id)));

  if (groupError || content.error) {
    return <Alert severity="error">{translate('ra.notification.http_error')}</Alert>;
  }
  if (!group || !content.data) return <Loading />;
  const data = content.data;
  const readOnly = !canWrite;
  const languageValue =
    (languages.data ?? []).find((l) => l.id === (language ?? data.language)) ?? null;

  const save = () =>
    writing.run(
      () =>
        dataProvider.update('groups', {
          id: groupId,
          data: { formationContent: [...selection], updatedAt: group.updatedAt },
          previousData: group,
        }),
      {
        success: 'app.group_elearning.content.saved',
        onSuccess: async () => {
          setChosen(null);
          await readAgain();
        },
      },
    );

  return (
    <Stack spacing={2} sx={{ maxWidth: 960 }}>
      {readOnly && <Alert severity="info">{translate('app.group_elearning.read_only')}</Alert>}
      <StaleRecordAlert save={writing} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr' } }}>
        <TextField
          select
          label={translate('app.group_elearning.content.level')}
          value={level ?? data.level}
          onChange={(event) => setLevel(Number(event.target.value))}
          size="small"
        >
          {LEVELS.map((label, value) => (
            <MenuItem key={label} value={value}>
              {label}
            </MenuItem>
          ))}
        </TextField>
        <Autocomplete
          options={languages.data ?? []}
          loading={languages.isPending}
          value={languageValue}
          getOptionLabel={(option) => nameOf(option)}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          onChange={(_, value) => setLanguage(value ? String(value.id) : undefined)}
          size="small"
          renderInput={(params) => (
            <TextField
              {...params}
              label={translate('app.group_elearning.content.language')}
              slotProps={{
                input: {
                  ...params.InputProps,
                  endAdornment: (
                    <>
                      {languages.isPending && <CircularProgress color="inherit" size={18} />}
                      {params.InputProps.endAdornment}
                    </>
                  ),
                },
              }}
            />
          )}
        />
      </Box>
      {content.isFetching && <LinearProgress aria-label={translate('ra.page.loading')} />}
      {data.titles.length === 0 && (
        <Typography color="text.secondary">
          {translate('app.group_elearning.content.none')}
        </Typography>
      )}
      {data.titles.map((title) => (
        <TitleCard
          key={title._id}
          title={title}
          chosen={selection}
          readOnly={readOnly}
          onChange={setChosen}
        />
      ))}
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {translate('app.group_elearning.content.selected', { smart_count: selection.size })}
      </Typography>
      {!readOnly && (
        <Box>
          <Button
            variant="contained"
            startIcon={saving ? <CircularProgress color="inherit" size={18} /> : <SaveIcon />}
            onClick={save}
            disabled={!dirty || saving}
          >
            {translate('ra.action.save')}
          </Button>
        </Box>
      )}
    </Stack>
  );
};

export default ContentTab;
