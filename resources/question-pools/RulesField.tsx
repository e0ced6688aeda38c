import { Box, Typography } from '@mui/material';
import { useFieldValue, useTranslate } from 'react-admin';
import type { PoolRule } from '../../domain/entities/question-pool';
import { levelLabel } from '../../domain/rules/levels';
import { choiceName, SKILL_CHOICES, TYPE_CHOICES } from '../questions/question-body';

type ValueProps = { source: string; label?: string; sortable?: boolean };

/** A pool's rules, one sentence each: "4 per level and skill, A1 to C1: Reading, Grammar (Single choice, Gap fill)". */
export const RulesField = ({ source }: ValueProps) => {
  const value = useFieldValue({ source }) as PoolRule[] | undefined;
  const translate = useTranslate();
  if (!Array.isArray(value) || value.length === 0) return null;
  const names = (choices: typeof SKILL_CHOICES, ids: string[]) =>
    ids.map((id) => translate(choiceName(choices, id))).join(', ');
  return (
    <Box component="ol" sx={{ m: 0, pl: 3 }}>
      {value.map((rule, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a rule has no id; the list is read-only here
        <Typography component="li" variant="body2" key={index}>
          {translate('app.qpool_ui.rule.summary', {
            count: rule.count,
            from: levelLabel(rule.levelFrom),
            to: levelLabel(rule.levelTo),
            skills: names(SKILL_CHOICES, rule.skills),
            types: names(TYPE_CHOICES, rule.types),
          })}
        </Typography>
      ))}
    </Box>
  );
};
