import { Alert, AlertTitle, Box, Link as MuiLink } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { RecordSummary } from '../../domain/entities/student-record';
import { atRiskLinks } from './links';
import { ruleName, useReason } from './reason';

/**
 * A learner's open flags, at the top of her record: each rule's reason in words and its group, a
 * link to the flag's page; nothing when she has none.
 */
export const AtRiskAlert = ({ flags }: { flags: RecordSummary['atRisk'] }) => {
  const translate = useTranslate();
  const reason = useReason();
  if (flags.length === 0) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }}>
      <AlertTitle>{translate('app.at_risk_ui.record.title')}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {flags.map((flag) => (
          <li key={flag._id}>
            <MuiLink component={Link} to={atRiskLinks.flag(flag._id)} color="inherit">
              {translate('app.at_risk_ui.record.line', {
                rule: ruleName(translate, flag.rule),
                reason: reason(flag),
                group: flag.groupName,
              })}
            </MuiLink>
          </li>
        ))}
      </Box>
    </Alert>
  );
};
