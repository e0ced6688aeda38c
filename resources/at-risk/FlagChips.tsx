import WarningIcon from '@mui/icons-material/WarningAmber';
import { Chip, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { AtRiskFlag } from '../../domain/entities/at-risk';
import { atRiskLinks } from './links';
import { ruleName, useReason } from './reason';

/** What a chip needs of a flag: its page, its rule and what the rule saw. */
export type ChipFlag = Pick<AtRiskFlag, '_id' | 'rule' | 'figures'>;

/**
 * A learner's open flags in a group, as chips that open each flag's page: the rule shown, its
 * reason in the chip's accessible name and tooltip; nothing when she has none.
 */
export const FlagChips = ({ flags }: { flags: ChipFlag[] }) => {
  const translate = useTranslate();
  const reason = useReason();
  if (flags.length === 0) return null;
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
      {flags.map((flag) => {
        const rule = ruleName(translate, flag.rule);
        const label = translate('app.at_risk_ui.record.chip_label', { rule, reason: reason(flag) });
        return (
          <Chip
            key={flag._id}
            component={Link}
            to={atRiskLinks.flag(flag._id)}
            clickable
            // Filled: the theme's contrastThreshold keeps the warning colour's text AA.
            color="warning"
            size="small"
            icon={<WarningIcon />}
            label={translate('app.at_risk_ui.record.chip', { rule })}
            aria-label={label}
            title={label}
          />
        );
      })}
    </Stack>
  );
};
