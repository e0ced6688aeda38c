import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutline';
import ScheduleIcon from '@mui/icons-material/Schedule';
import {
  Alert,
  Card,
  CardContent,
  CircularProgress,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { type DataProvider, useDataProvider, useLocale, useTranslate } from 'react-admin';
import type { GroupChecklistMethods } from '../../../dataProvider/group-checklist';
import type { ChecklistState, ChecklistStep } from '../../../domain/entities/group-checklist';
import { issuedKey } from './IssuedDocuments';

const T = 'app.group_checklist';
/** Under the documents issued's key: issuing one reads the checklist again. */
const checklistKey = (groupId: string) => [...issuedKey(groupId), 'checklist'];

/** Each state's icon, beside its text (never the colour alone). */
const ICONS: Record<ChecklistState, ReactNode> = {
  done: <CheckCircleIcon color="success" />,
  missing: <ErrorIcon color="error" />,
  not_due: <ScheduleIcon color="action" />,
  not_applicable: <RemoveCircleOutlineIcon color="action" />,
};

/** The step's state, then when and by whom, then how many of how many. */
const useDetails = () => {
  const translate = useTranslate();
  const locale = useLocale();
  return (step: ChecklistStep) => {
    const date = step.at
      ? new Date(step.at).toLocaleDateString(locale, { dateStyle: 'medium' })
      : null;
    return [
      translate(`${T}.states.${step.state}`),
      date && step.by ? translate(`${T}.when_by`, { date, name: step.by }) : null,
      date && !step.by ? translate(`${T}.when`, { date }) : null,
      step.total !== undefined
        ? translate(`${T}.count`, { done: step.done ?? 0, total: step.total })
        : null,
    ]
      .filter(Boolean)
      .join(' · ');
  };
};

/** The follow-up's paperwork checklist: a step a row, its state, date, who, and count. */
export const GroupChecklist = ({ groupId }: { groupId: string }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<DataProvider & GroupChecklistMethods>();
  const details = useDetails();
  const { data, error } = useQuery({
    queryKey: checklistKey(groupId),
    queryFn: () => dataProvider.groupChecklist(groupId),
  });
  return (
    <Card
      component="section"
      aria-labelledby="group-checklist-title"
      className="followup-card"
      variant="outlined"
      sx={{ mt: 3 }}
    >
      <CardContent>
        <Typography id="group-checklist-title" variant="h6" component="h3">
          {translate(`${T}.title`)}
        </Typography>
        {error ? (
          <Alert severity="error">{translate(`${T}.load_error`)}</Alert>
        ) : !data ? (
          <CircularProgress size={24} aria-label={translate(`${T}.title`)} />
        ) : (
          <List dense aria-label={translate(`${T}.list`)}>
            {data.steps.map((step) => (
              <ListItem key={step.step} disableGutters sx={{ alignItems: 'flex-start' }}>
                <ListItemIcon sx={{ minWidth: 36, mt: 0.5 }} aria-hidden>
                  {ICONS[step.state]}
                </ListItemIcon>
                <ListItemText
                  primary={translate(`${T}.steps.${step.step}`)}
                  secondary={details(step)}
                  slotProps={{ secondary: { color: 'text.secondary' } }}
                  sx={{ overflowWrap: 'anywhere' }}
                />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
};
