import {
  Box,
  Button,
  Card,
  CardContent,
  FormControlLabel,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider';
import type { GroupElearningMethods } from '../../../dataProvider/group-elearning';
import {
  DAYS_MAX,
  DAYS_MIN,
  ELEARNING_NOTIFICATION_KINDS,
  type NotificationSettings,
  PERCENT_MAX,
  PERCENT_MIN,
} from '../../../domain/entities/elearning-notification';
import type { ElearningDetails } from '../../../domain/entities/group-elearning';
import { StaleRecordAlert } from '../../../src/save/StaleRecordAlert';
import { useSave } from '../../../src/save/use-save';

type Provider = AppDataProvider & GroupElearningMethods;
const N = 'app.elearning_notifications';

/** The threshold of each kind that has one: its field, bounds and help. */
const THRESHOLDS = {
  inactive: { field: 'days', min: DAYS_MIN, max: DAYS_MAX, help: 'help_inactive' },
  behind: { field: 'percent', min: PERCENT_MIN, max: PERCENT_MAX, help: 'help_behind' },
  ending: { field: 'days', min: DAYS_MIN, max: DAYS_MAX, help: 'help_ending' },
} as const;

/**
 * Each kind of e-learning notification of a group: its switch and threshold, saved together
 * (PUT /elearningdetails/notif/{id} with the elearning object's notifications). The master switch
 * above turns them all on or off.
 */
export const NotificationSettingsCard = ({
  details,
  canWrite,
  onSaved,
  onReload,
}: {
  details: ElearningDetails;
  canWrite: boolean;
  onSaved: (d: ElearningDetails) => void;
  onReload: () => Promise<unknown>;
}) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<Provider>();
  const save = useSave({ reload: onReload });
  const titleId = useId();
  const [values, setValues] = useState<NotificationSettings>(details.notifications);
  const set = (kind: string, field: string, value: boolean | number) =>
    setValues((v) => ({
      ...v,
      [kind]: { ...v[kind as keyof NotificationSettings], [field]: value },
    }));
  const submit = () =>
    save.run(
      () =>
        dataProvider.setGroupElearningNotify(
          details._id,
          details.notify,
          details.updatedAt,
          values,
        ),
      { success: `${N}.settings.saved`, onSuccess: onSaved },
    );
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId}>
      <CardContent>
        <Typography id={titleId} variant="h6" component="h3" sx={{ mb: 1 }}>
          {translate(`${N}.settings.title`)}
        </Typography>
        {ELEARNING_NOTIFICATION_KINDS.map((kind) => {
          const threshold = kind in THRESHOLDS ? THRESHOLDS[kind as keyof typeof THRESHOLDS] : null;
          const current = values[kind] as { enabled: boolean; days?: number; percent?: number };
          return (
            <Box
              key={kind}
              sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 1 }}
            >
              <FormControlLabel
                sx={{ minWidth: 240 }}
                control={
                  <Switch
                    checked={current.enabled}
                    onChange={(e) => set(kind, 'enabled', e.target.checked)}
                    disabled={!canWrite || save.saving}
                  />
                }
                label={translate(`${N}.kinds.${kind}`)}
              />
              {threshold && (
                <TextField
                  type="number"
                  size="small"
                  label={translate(`${N}.settings.${threshold.field}`)}
                  helperText={translate(`${N}.settings.${threshold.help}`)}
                  value={current[threshold.field] ?? ''}
                  onChange={(e) => set(kind, threshold.field, Number(e.target.value))}
                  slotProps={{ htmlInput: { min: threshold.min, max: threshold.max, step: 1 } }}
                  disabled={!canWrite || save.saving}
                />
              )}
            </Box>
          );
        })}
        {canWrite && (
          <Button variant="outlined" onClick={submit} disabled={save.saving}>
            {translate(`${N}.settings.save`)}
          </Button>
        )}
        <StaleRecordAlert save={save} />
      </CardContent>
    </Card>
  );
};
