import { Box, MenuItem, TextField } from '@mui/material';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { format, isValid, parseISO } from 'date-fns';
import { type RaRecord, useGetList, useTranslate } from 'react-admin';
import type { SurveyCutQuery } from '../../../domain/entities/survey';
import { personName } from '../../../domain/rules/person-name';
import { SURVEY_KINDS } from '../../../domain/rules/survey';
import { DateLocalization } from '../../meta/DatePickerInput';

const K = 'app.survey_results';
/** The cut as the page holds it: the period always, a filter '' when all. */
export type Cut = Required<Pick<SurveyCutQuery, 'from' | 'to'>> &
  Record<'kind' | 'teacherId' | 'companyId' | 'courseId', string>;

const WIDTH = { width: { xs: '100%', sm: 220 } };

/** A select of one cut, "All" first. */
const CutSelect = ({
  label,
  value,
  choices,
  onChange,
}: {
  label: string;
  value: string;
  choices: { id: string; name: string }[];
  onChange: (value: string) => void;
}) => {
  const translate = useTranslate();
  return (
    <TextField
      select
      size="small"
      label={translate(`${K}.${label}`)}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      fullWidth={false}
      sx={WIDTH}
      // "All" shows while nothing is chosen, so the reader sees that no cut is applied.
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
    >
      <MenuItem value="">{translate(`${K}.all`)}</MenuItem>
      {choices.map((c) => (
        <MenuItem key={c.id} value={c.id}>
          {c.name}
        </MenuItem>
      ))}
    </TextField>
  );
};

/** The records of a resource as choices, by name (a Teacher's clients are hers only). */
const useChoices = (resource: string, name: (record: RaRecord) => string) => {
  const { data = [] } = useGetList(resource, {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'name', order: 'ASC' },
  });
  return data.map((record) => ({ id: String(record.id), name: name(record) }));
};

/** The period's pickers and the selects of kind, trainer, client and course. */
export const SurveyCutFilters = ({ cut, onChange }: { cut: Cut; onChange: (cut: Cut) => void }) => {
  const translate = useTranslate();
  const set = (key: keyof Cut) => (value: string) => onChange({ ...cut, [key]: value });
  const trainers = useChoices('teachers', (r) => personName(r));
  const clients = useChoices('companies', (r) => String(r.name ?? ''));
  const courses = useChoices('courses', (r) => String(r.name ?? ''));
  const kinds = SURVEY_KINDS.map((id) => ({ id, name: translate(`app.surveys.kinds.${id}`) }));
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
      <DateLocalization>
        {(['from', 'to'] as const).map((bound) => (
          <DatePicker
            key={bound}
            label={translate(`${K}.${bound}`)}
            value={parseISO(cut[bound])}
            // A day half typed waits: the period changes once the day is whole.
            onChange={(value) => value && isValid(value) && set(bound)(format(value, 'yyyy-MM-dd'))}
            slotProps={{ textField: { size: 'small', fullWidth: false, sx: WIDTH } }}
          />
        ))}
      </DateLocalization>
      <CutSelect label="kind" value={cut.kind} choices={kinds} onChange={set('kind')} />
      <CutSelect
        label="trainer"
        value={cut.teacherId}
        choices={trainers}
        onChange={set('teacherId')}
      />
      <CutSelect
        label="client"
        value={cut.companyId}
        choices={clients}
        onChange={set('companyId')}
      />
      <CutSelect label="course" value={cut.courseId} choices={courses} onChange={set('courseId')} />
    </Box>
  );
};
