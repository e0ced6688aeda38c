import {
  Box,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslate } from 'react-admin';
import {
  CRITERIA,
  CRITERION_CHOICES,
  type Criteria,
  type Criterion,
  type CriterionChoice,
  SPECIAL_CRITERIA_SCHOOL_TYPES,
} from '../../../domain/entities/company-panel';
import { PanelFormEnd } from './PanelSubmit';
import { usePanelWrite } from './panel-write';
import type { PanelTabProps } from './types';

/** IFAS, SAMU and CFARM: no exam grade, attendance and e-learning under "Validation conditions". */
export const isSpecialCriteria = (type: string | null | undefined) =>
  (SPECIAL_CRITERIA_SCHOOL_TYPES as readonly string[]).includes(type ?? '');

/**
 * Criteria (spec section 5): for each criterion, not concerned, 50%, 80% or 100%. The special
 * school types show attendance and e-learning only; the hidden exam criterion is sent unchanged.
 */
export const CriteriaTab = (props: PanelTabProps) => {
  const { data, canWrite } = props;
  const translate = useTranslate();
  const [criteria, setCriteria] = useState<Criteria>(data.criteria);
  const { write, save, saving } = usePanelWrite(props, 'criterias', {
    success: 'app.company_panel.criteria_saved',
    failure: 'app.company_panel.criteria_failed',
  });
  const type = data.adminData?.type;
  const special = isSpecialCriteria(type);
  const shown: readonly Criterion[] = special ? ['attendance', 'elearning'] : CRITERIA;
  const choice = (value: CriterionChoice) => translate(`app.company_panel.choice.${value}`);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await write({ criteria, updatedAt: data.updatedAt });
  };

  return (
    <Box component="form" onSubmit={submit} sx={{ maxWidth: 720 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {translate(
          special
            ? 'app.company_panel.validation_conditions'
            : 'app.company_panel.criteria_heading',
        )}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {special
          ? translate('app.company_panel.special_explanation', { type: type ?? '' })
          : translate('app.company_panel.criteria_intro')}
      </Typography>
      <Stack spacing={2}>
        {shown.map((criterion) => {
          const labelId = `company-panel-criterion-${criterion}`;
          const label = translate(`app.company_panel.criterion.${criterion}`);
          const value = criteria[criterion];
          if (!canWrite) {
            return (
              <Box key={criterion}>
                <Typography variant="body2" color="text.secondary">
                  {label}
                </Typography>
                <Typography>
                  {value ? choice(value) : translate('app.company_panel.none')}
                </Typography>
              </Box>
            );
          }
          return (
            <FormControl key={criterion} component="fieldset" disabled={saving}>
              <FormLabel component="legend" id={labelId}>
                {label}
              </FormLabel>
              <RadioGroup
                row
                aria-labelledby={labelId}
                name={criterion}
                value={value ?? ''}
                onChange={(e) =>
                  setCriteria({ ...criteria, [criterion]: e.target.value as CriterionChoice })
                }
              >
                {CRITERION_CHOICES.map((c) => (
                  <FormControlLabel key={c} value={c} control={<Radio />} label={choice(c)} />
                ))}
              </RadioGroup>
            </FormControl>
          );
        })}
      </Stack>
      <PanelFormEnd save={save} canWrite={canWrite} />
    </Box>
  );
};
