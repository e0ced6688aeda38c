import { Box, Chip, Typography } from '@mui/material';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { formatDate } from '../../domain/rules/dates';

type FieldProps = { source: string; label?: string; sortable?: boolean; sortBy?: string };

/**
 * When the grades are expected; a late one (expected before now, not graded) also says "Late" in an
 * outlined chip of the theme's error colour, whose text keeps 4.5:1 in light and dark.
 */
export const GradesExpectedField = (_props: FieldProps) => {
  const record = useRecordContext();
  const [locale] = useLocaleState();
  const translate = useTranslate();
  if (!record) return null;
  const text = formatDate(record.gradesExpectedAt, locale, 'date');
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
        {text}
      </Typography>
      {record.late && (
        <Chip
          size="small"
          color="error"
          variant="outlined"
          label={translate('app.exams_ui.late')}
        />
      )}
    </Box>
  );
};

/** The session's status; a null name is a session not held yet ("Planned", the panel's word). */
export const ExamStatusField = (_props: FieldProps) => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  const name = (record.status as { name: string | null } | undefined)?.name ?? 'pending';
  return (
    <Typography component="span" variant="body2">
      {translate(`app.company_panel.exams.status.${name}`)}
    </Typography>
  );
};
