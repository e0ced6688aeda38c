import { Box, Chip, Link as MuiLink, Typography } from '@mui/material';
import type { MouseEvent } from 'react';
import { type RaRecord, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { AtRiskFlag } from '../../domain/entities/at-risk';
import { formatDate } from '../../domain/rules/dates';
import { personName } from '../../domain/rules/person-name';
import { atRiskLinks } from './links';
import { ruleName, useReason } from './reason';

type FieldProps = { source?: string; label?: string; sortable?: boolean; sortBy?: string };
type Row = AtRiskFlag & RaRecord;

const T = 'app.at_risk_ui';

/** A link inside a row must not also open the row's flag. */
const stop = (event: MouseEvent) => event.stopPropagation();

/** Open, closed by itself (its rule stopped holding) or closed by hand. */
export const flagState = (flag: Pick<AtRiskFlag, 'closedAt' | 'closedHow'>) =>
  flag.closedAt === null ? 'open' : (flag.closedHow ?? 'resolved');

const STATE_COLORS = { open: 'warning', resolved: 'success', by_hand: 'default' } as const;

export const StateChip = ({ flag }: { flag: Pick<AtRiskFlag, 'closedAt' | 'closedHow'> }) => {
  const translate = useTranslate();
  const state = flagState(flag);
  return (
    <Chip size="small" color={STATE_COLORS[state]} label={translate(`${T}.states.${state}`)} />
  );
};

/** The learner's "NAME Firstname", a link to her record. */
export const LearnerField = (_props: FieldProps) => {
  const row = useRecordContext<Row>();
  if (!row) return null;
  return (
    <MuiLink component={Link} to={atRiskLinks.student(row.studentId)} onClick={stop}>
      {personName(row)}
    </MuiLink>
  );
};

export const GroupField = (_props: FieldProps) => {
  const row = useRecordContext<Row>();
  if (!row) return null;
  return (
    <MuiLink component={Link} to={atRiskLinks.group(row.groupId)} onClick={stop}>
      {row.groupName}
    </MuiLink>
  );
};

export const TrainersField = (_props: FieldProps) => {
  const row = useRecordContext<Row>();
  const translate = useTranslate();
  if (!row) return null;
  return (
    <Typography component="span" variant="body2">
      {row.trainers.length > 0 ? row.trainers.join(', ') : translate(`${T}.no_trainer`)}
    </Typography>
  );
};

/** The rule, and below it what it saw, in words. */
export const ReasonField = (_props: FieldProps) => {
  const row = useRecordContext<Row>();
  const translate = useTranslate();
  const reason = useReason();
  if (!row) return null;
  return (
    <Box sx={{ minWidth: '12rem' }}>
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {ruleName(translate, row.rule)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {reason(row)}
      </Typography>
    </Box>
  );
};

/** How many actions were recorded, and the day of the last one. */
export const ActionsField = (_props: FieldProps) => {
  const row = useRecordContext<Row>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!row) return null;
  if (row.actionCount === 0)
    return (
      <Typography component="span" variant="body2" color="text.secondary">
        {translate(`${T}.no_action`)}
      </Typography>
    );
  return (
    <Box>
      <Typography variant="body2">
        {translate(`${T}.action_count`, { smart_count: row.actionCount })}
      </Typography>
      {row.lastActionOn && (
        <Typography variant="body2" color="text.secondary">
          {translate(`${T}.last_action`, { date: formatDate(row.lastActionOn, locale) ?? '' })}
        </Typography>
      )}
    </Box>
  );
};

export const StateField = (_props: FieldProps) => {
  const row = useRecordContext<Row>();
  return row ? <StateChip flag={row} /> : null;
};
