import { Stack } from '@mui/material';
import { NumberInput, useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider';
import { QualitySettingsSchema } from '../../../domain/entities/settings';
import { SettingsSectionCard } from './SettingsSectionCard';
import { schemaBounds, within } from './schema-bounds';

const Q = 'app.settings_ui.quality';

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
  { source: 'complaintAnswerDays', ...schemaBounds(shape.complaintAnswerDays), step: 1 },
  { source: 'completionPercent', ...schemaBounds(shape.completionPercent), step: 1 },
  { source: 'examPassScore', ...schemaBounds(shape.examPassScore), step: 0.1, tenths: true },
  { source: 'surveys.learnerEndDays', ...schemaBounds(timing.learnerEndDays), step: 1 },
  { source: 'surveys.learnerAfterDays', ...schemaBounds(timing.learnerAfterDays), step: 1 },
];
const FIELDS = BOUNDED.map((f) => ({
  ...f,
  key: f.source.split('.').pop() as string,
  validate: within(f.min, f.max, f.tenths),
}));

/**
 * The quality section (GET and PUT /settings/quality): the complaints' delay, the completion share,
 * the exams' pass mark, and when the surveys go; the bounds are the API's schema's.
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
            helperText={`${Q}.help.${f.key}`}
          />
        ))}
      </Stack>
    </SettingsSectionCard>
  );
};
