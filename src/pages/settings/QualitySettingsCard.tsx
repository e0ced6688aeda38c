import { Stack } from '@mui/material';
import { NumberInput, useDataProvider, type Validator } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider';
import { QualitySettingsSchema } from '../../../domain/entities/settings';
import { SettingsSectionCard } from './SettingsSectionCard';

const T = 'app.settings_ui';
const Q = `${T}.quality`;

/** The field's whole numbers (or tenths) from min to max, as the API's schema checks them. */
const within =
  (min: number, max: number, tenths = false): Validator =>
  (value: unknown) => {
    if (typeof value !== 'number' || value < min || value > max)
      return { message: `${T}.between`, args: { min, max } };
    const whole = tenths
      ? Math.abs(value * 10 - Math.round(value * 10)) < 1e-9
      : Number.isInteger(value);
    return whole
      ? undefined
      : tenths
        ? `${T}.tenths`
        : { message: `${T}.between`, args: { min, max } };
  };

/** The bounds of a number of the API's schema (zod's minValue and maxValue). */
const bounds = (schema: unknown) => {
  const { minValue, maxValue } = schema as { minValue: number; maxValue: number };
  return { min: minValue, max: maxValue };
};
const shape = QualitySettingsSchema.shape;
const timing = shape.surveys.shape;
interface Field {
  source: string;
  min: number;
  max: number;
  step: number;
  tenths?: boolean;
}
const BOUNDED: Field[] = [
  { source: 'complaintAnswerDays', ...bounds(shape.complaintAnswerDays), step: 1 },
  { source: 'completionPercent', ...bounds(shape.completionPercent), step: 1 },
  { source: 'examPassScore', ...bounds(shape.examPassScore), step: 0.1, tenths: true },
  { source: 'surveys.learnerEndDays', ...bounds(timing.learnerEndDays), step: 1 },
  { source: 'surveys.learnerAfterDays', ...bounds(timing.learnerAfterDays), step: 1 },
];
const FIELDS = BOUNDED.map((f) => ({
  ...f,
  key: f.source.split('.').pop() as string,
  validate: within(f.min, f.max, f.tenths),
}));

/**
 * The quality section (GET and PUT /settings/quality): the complaints' delay, the completion share,
 * the exams' pass mark, and when the learners' surveys go; the bounds are the API's schema's.
 */
export const QualitySettingsCard = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  return (
    <SettingsSectionCard
      section="quality"
      texts={{ title: `${Q}.title`, intro: `${Q}.intro`, never: `${Q}.never_saved` }}
      read={() => dataProvider.qualitySettings()}
      write={(body) => dataProvider.saveQualitySettings(body)}
    >
      <Stack spacing={1}>
        {FIELDS.map((f) => (
          <NumberInput
            key={f.source}
            source={f.source}
            label={`${Q}.fields.${f.key}`}
            min={f.min}
            max={f.max}
            step={f.step}
            validate={f.validate}
            helperText={f.key === 'learnerEndDays' ? `${Q}.help.learnerEndDays` : false}
          />
        ))}
      </Stack>
    </SettingsSectionCard>
  );
};
