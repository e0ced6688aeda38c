import { Alert, Box, LinearProgress, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  BooleanInput,
  Form,
  NumberInput,
  SaveButton,
  useDataProvider,
  useTranslate,
  type Validator,
} from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider';
import { AT_RISK_RULES, type AtRiskRule } from '../../../domain/entities/at-risk';
import { type AtRiskSettingsAnswer, AtRiskSettingsSchema } from '../../../domain/entities/settings';
import { SectionCard } from '../../components/SectionCard';
import { failureMessage, readFailure } from '../../save/read-failure';
import { StaleRecordAlert } from '../../save/StaleRecordAlert';
import { useSave } from '../../save/use-save';
import { LastSaved } from './LastSaved';

type Provider = AppDataProvider;
const T = 'app.settings_ui';
const QUERY_KEY = ['settings', 'at-risk'];

type Bounds = { minValue: number | null; maxValue: number | null };

/** A rule's thresholds, with the bounds of the API's schema: the form checks what the route checks. */
const thresholdsOf = (rule: AtRiskRule) =>
  Object.entries(AtRiskSettingsSchema.shape[rule].shape)
    .filter(([field]) => field !== 'on')
    .map(([field, schema]) => {
      const { minValue, maxValue } = schema as unknown as Bounds;
      return { field, min: minValue ?? 0, max: maxValue ?? Number.MAX_SAFE_INTEGER };
    });

const within =
  (min: number, max: number): Validator =>
  (value: unknown) =>
    typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max
      ? undefined
      : { message: `${T}.between`, args: { min, max } };

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
 * saved whole with the updatedAt read; a save over someone else's says so (409) and offers Reload.
 */
export const AtRiskSettingsCard = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<Provider>();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: QUERY_KEY, queryFn: () => dataProvider.atRiskSettings() });
  const save = useSave();
  const answer = query.data;

  const submit = async (values: Record<string, unknown>) => {
    if (!answer) return;
    const { absences, inactivity, behind } = values as unknown as AtRiskSettingsAnswer;
    let fieldErrors: Record<string, string> | undefined;
    await save.run(
      () =>
        dataProvider.saveAtRiskSettings({
          absences,
          inactivity,
          behind,
          updatedAt: answer.updatedAt,
        }),
      {
        success: `${T}.saved`,
        onSuccess: (saved) => queryClient.setQueryData(QUERY_KEY, saved),
        // react-admin's Form puts the errors an onSubmit returns on their fields.
        onFailure: (failure) => {
          fieldErrors = failure.fieldErrors;
        },
      },
    );
    return fieldErrors;
  };

  return (
    <SectionCard title={`${T}.at_risk.title`}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {translate(`${T}.at_risk.intro`)}
      </Typography>
      {query.isError ? (
        <Alert severity="error" role="alert">
          {(() => {
            const message = failureMessage(readFailure(query.error), `${T}.load_error`);
            return translate(message, { _: message });
          })()}
        </Alert>
      ) : !answer ? (
        <LinearProgress aria-label={translate('ra.page.loading')} />
      ) : (
        <>
          <LastSaved answer={answer} never={`${T}.never_saved`} />
          <StaleRecordAlert save={save} onReload={() => query.refetch()} />
          {/* Keyed by what it read: a reload (or a save) shows the section as it now is. */}
          <Form
            key={answer.updatedAt ?? 'defaults'}
            defaultValues={answer}
            onSubmit={submit}
            noValidate
          >
            <Stack spacing={2}>
              {RULES.map((rule) => (
                <RuleInputs key={rule.rule} {...rule} />
              ))}
              <Box>
                <SaveButton />
              </Box>
            </Stack>
          </Form>
        </>
      )}
    </SectionCard>
  );
};
