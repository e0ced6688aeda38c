import { Box, Stack } from '@mui/material';
import { BooleanInput, NumberInput, useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider';
import { AT_RISK_RULES, type AtRiskRule } from '../../../domain/entities/at-risk';
import { AtRiskSettingsSchema } from '../../../domain/entities/settings';
import { SettingsSectionCard } from './SettingsSectionCard';
import { schemaBounds, within } from './schema-bounds';

const T = 'app.settings_ui';

/** A rule's thresholds, with the bounds of the API's schema: the form checks what the route checks. */
const thresholdsOf = (rule: AtRiskRule) =>
  Object.entries(AtRiskSettingsSchema.shape[rule].shape)
    .filter(([field]) => field !== 'on')
    .map(([field, schema]) => ({ field, ...schemaBounds(schema) }));

const RULES = AT_RISK_RULES.map((rule) => ({
  rule,
  thresholds: thresholdsOf(rule).map((t) => ({ ...t, validate: within(t.min, t.max) })),
}));

const RuleInputs = ({ rule, thresholds }: (typeof RULES)[number]) => {
  const translate = useTranslate();
  return (
    <Box role="group" aria-label={translate(`${T}.at_risk.rules.${rule}`)}>
      <BooleanInput
        source={`${rule}.on`}
        label={`${T}.at_risk.rules.${rule}`}
        helperText={`${T}.at_risk.help.${rule}`}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {thresholds.map(({ field, min, max, validate }) => (
          <NumberInput
            key={field}
            source={`${rule}.${field}`}
            label={`${T}.at_risk.fields.${rule}.${field}`}
            min={min}
            max={max}
            step={1}
            validate={validate}
            helperText={false}
          />
        ))}
      </Stack>
    </Box>
  );
};

/**
 * The learners-at-risk rules (GET and PUT /settings/at-risk): each rule's switch and thresholds,
 * with the bounds of the API's schema.
 */
export const AtRiskSettingsCard = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  return (
    <SettingsSectionCard
      section="at-risk"
      texts={{
        title: `${T}.at_risk.title`,
        intro: `${T}.at_risk.intro`,
        never: `${T}.never_saved`,
      }}
      read={() => dataProvider.atRiskSettings()}
      write={(body) => dataProvider.saveAtRiskSettings(body)}
    >
      {RULES.map((rule) => (
        <RuleInputs key={rule.rule} {...rule} />
      ))}
    </SettingsSectionCard>
  );
};
