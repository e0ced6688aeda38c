import { Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatDate } from '../../../domain/rules/dates';

/** When and by whom a section was last saved, or `never` (a message key) while it never was. */
export const LastSaved = ({
  answer,
  never,
}: {
  answer: { updatedAt: string | null; updatedBy: string | null };
  never: string;
}) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const date = formatDate(answer.updatedAt, locale, 'datetime');
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
      {!date
        ? translate(never)
        : answer.updatedBy
          ? translate('app.settings_ui.saved_by', { date, name: answer.updatedBy })
          : translate('app.settings_ui.saved_on', { date })}
    </Typography>
  );
};
