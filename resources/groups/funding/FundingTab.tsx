import {
  Alert,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import {
  ArrayInput,
  BooleanInput,
  NumberInput,
  ResourceContextProvider,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  useDataProvider,
  useLocaleState,
  useSourceContext,
  useTranslate,
} from 'react-admin';
import { useFormState, useWatch } from 'react-hook-form';
import type { AppDataProvider } from '../../../dataProvider';
import {
  ACTION_NATURES,
  FUNDER_KINDS,
  type FundingAnswer,
  type FundingBody,
  LEARNER_STATUSES,
  MODALITIES,
  NAMED_FUNDERS,
  OBJECTIVES,
  OPCOS,
  PRICE_MODES,
  type SplitLine,
} from '../../../domain/entities/group-funding';
import { fundedCents, fundingSplit } from '../../../domain/rules/group-funding';
import { centsOf, formatEuros } from '../../../domain/rules/money';
import { FieldsetPart } from '../../../src/components/FieldsetPart';
import { WholeFormCard } from '../../../src/save/WholeFormCard';
import type { GroupTabProps } from '../group-tabs';
import {
  type FundingValues,
  fundingBody,
  learnerMinutes,
  priceOfValues,
  validateFunding,
} from './funding-form';

const F = 'app.group_funding';
const choices = (ids: readonly string[], prefix: string) =>
  ids.map((id) => ({ id, name: `${F}.${prefix}.${id}` }));
const wide = { fullWidth: true, helperText: false } as const;
/** Cents in the form, euros in the input. */
const euros = {
  format: (cents: unknown) => (typeof cents === 'number' ? cents / 100 : ''),
  parse: centsOf,
};

const useMoney = () => {
  const [locale = 'en'] = useLocaleState();
  return (cents: number) => formatEuros(cents, locale);
};

/** Nature, objective and its certification, subject area, modality. */
const ActionPart = () => {
  const objective = useWatch({ name: 'objective' });
  const certified = objective === 'rncp' || objective === 'rs';
  return (
    <FieldsetPart legend={`${F}.parts.action`}>
      <SelectInput
        source="nature"
        label={`${F}.fields.nature`}
        choices={choices(ACTION_NATURES, 'natures')}
        {...wide}
      />
      <SelectInput
        source="objective"
        label={`${F}.fields.objective`}
        choices={choices(OBJECTIVES, 'objectives')}
        {...wide}
      />
      {certified && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextInput
            source="certificationCode"
            label={`${F}.fields.certificationCode`}
            helperText={`${F}.help.certificationCode`}
          />
          <TextInput
            source="certificationTitle"
            label={`${F}.fields.certificationTitle`}
            {...wide}
          />
        </Stack>
      )}
      <TextInput
        source="nsfCode"
        label={`${F}.fields.nsfCode`}
        helperText={`${F}.help.nsfCode`}
        fullWidth
      />
      <SelectInput
        source="modality"
        label={`${F}.fields.modality`}
        choices={choices(MODALITIES, 'modalities')}
        {...wide}
      />
      <TextInput
        source="prerequisites"
        label={`${F}.fields.prerequisites`}
        helperText={`${F}.help.convocation`}
        multiline
        fullWidth
      />
      <TextInput
        source="equipment"
        label={`${F}.fields.equipment`}
        helperText={`${F}.help.convocation`}
        multiline
        fullWidth
      />
    </FieldsetPart>
  );
};

/** How the price is given, the price, and the action's price from them. */
const PricePart = () => {
  const translate = useTranslate();
  const money = useMoney();
  const values = useWatch() as FundingValues;
  const price = priceOfValues(values);
  return (
    <FieldsetPart legend={`${F}.parts.price`}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <SelectInput
          source="priceMode"
          label={`${F}.fields.priceMode`}
          choices={choices(PRICE_MODES, 'price_modes')}
          {...wide}
        />
        <NumberInput
          source="unitPriceCents"
          label={`${F}.fields.unitPrice`}
          min={0}
          step={0.01}
          {...euros}
          {...wide}
        />
      </Stack>
      <Typography variant="body2" aria-live="polite">
        {price === null
          ? translate(`${F}.no_price`)
          : translate(`${F}.price_is`, { price: money(price) })}
      </Typography>
    </FieldsetPart>
  );
};

/** A funder's name: one of the eleven for an OPCO, typed for a public body or another. */
const FunderName = () => {
  const { getSource } = useSourceContext();
  const kind = useWatch({ name: getSource('kind') });
  if (!NAMED_FUNDERS.includes(kind)) return null;
  return (
    <>
      {kind === 'opco' ? (
        <SelectInput
          source="name"
          label={`${F}.fields.name`}
          choices={OPCOS.map((id) => ({ id, name: id }))}
          translateChoice={false}
          helperText={false}
        />
      ) : (
        <TextInput source="name" label={`${F}.fields.name`} helperText={false} />
      )}
      <TextInput
        source="email"
        type="email"
        label={`${F}.fields.email`}
        helperText={`${F}.email_hint`}
      />
    </>
  );
};

/** The funders, each with what it pays and covers; under them, what they add up to. */
const FundersPart = ({ learners }: { learners: FundingAnswer['learners'] }) => {
  const translate = useTranslate();
  const money = useMoney();
  const values = useWatch() as FundingValues;
  const price = priceOfValues(values);
  const funded = fundedCents(fundingBody(values).funders);
  const { errors } = useFormState({ name: 'funders' });
  const listError = (errors.funders as { message?: unknown } | undefined)?.message;
  const learnerChoices = learners.map((l) => ({
    id: l.studentId,
    name: `${l.firstname} ${l.name}`,
  }));
  return (
    <FieldsetPart legend={`${F}.parts.funders`}>
      <ArrayInput source="funders" label={false} helperText={false}>
        {/* A funder's fields wrap onto a second line rather than squeeze each other. */}
        <SimpleFormIterator
          inline
          disableReordering
          sx={{
            '& .RaSimpleFormIterator-form': { flexWrap: 'wrap' },
            '& .RaSimpleFormIterator-form > *': { flex: '1 1 11rem' },
          }}
        >
          <SelectInput
            source="kind"
            label={`${F}.fields.kind`}
            choices={choices(FUNDER_KINDS, 'kinds')}
            helperText={false}
          />
          <FunderName />
          <SelectInput
            source="studentId"
            label={`${F}.fields.studentId`}
            choices={learnerChoices}
            translateChoice={false}
            emptyText={`${F}.all_learners`}
            helperText={`${F}.help.studentId`}
          />
          <NumberInput
            source="amountCents"
            label={`${F}.fields.amount`}
            min={0}
            step={0.01}
            {...euros}
            helperText={false}
          />
          <NumberInput
            source="hours"
            label={`${F}.fields.hours`}
            min={0}
            step={0.5}
            helperText={`${F}.help.hours`}
          />
          <BooleanInput source="subrogation" label={`${F}.fields.subrogation`} helperText={false} />
        </SimpleFormIterator>
      </ArrayInput>
      {price !== null && (values.funders?.length ?? 0) > 0 && (
        <Alert severity={funded === price ? 'success' : 'warning'} sx={{ mt: 1 }}>
          {translate(`${F}.funded`, { funded: money(funded), price: money(price) })}
        </Alert>
      )}
      {/* The list's own error (the amounts and the price), which the iterator does not show. */}
      {typeof listError === 'string' && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {translate(listError, { _: listError })}
        </Alert>
      )}
    </FieldsetPart>
  );
};

/** Each learner's status, and her hours planned and recorded so far. */
const LearnersPart = ({ learners }: { learners: FundingAnswer['learners'] }) => {
  const translate = useTranslate();
  const [locale = 'en'] = useLocaleState();
  const hours = (h: number) => translate(`${F}.hours`, { hours: h.toLocaleString(locale) });
  if (learners.length === 0)
    return (
      <FieldsetPart legend={`${F}.parts.learners`}>
        <Typography variant="body2">{translate(`${F}.no_learners`)}</Typography>
      </FieldsetPart>
    );
  return (
    <FieldsetPart legend={`${F}.parts.learners`}>
      <Stack spacing={1}>
        {learners.map((l, i) => (
          <Stack
            key={l.studentId}
            direction={{ xs: 'column', md: 'row' }}
            spacing={{ xs: 0, md: 2 }}
            sx={{ alignItems: { md: 'center' } }}
          >
            <SelectInput
              source={`learners.${i}.status`}
              label={translate(`${F}.fields.status`, { name: `${l.firstname} ${l.name}` })}
              choices={choices(LEARNER_STATUSES, 'statuses')}
              helperText={false}
              sx={{ width: { xs: '100%', md: 320 }, flexShrink: 0 }}
            />
            <Typography variant="body2" color="text.secondary">
              {[
                `${translate(`${F}.columns.planned`)} ${hours(l.plannedHours)}`,
                `${translate(`${F}.columns.attended`)} ${hours(l.attendedHours)}`,
                `${translate(`${F}.columns.unjustified`)} ${hours(l.unjustifiedHours)}`,
                `${translate(`${F}.columns.excused`)} ${hours(l.excusedHours)}`,
              ].join(' · ')}
            </Typography>
          </Stack>
        ))}
      </Stack>
    </FieldsetPart>
  );
};

/** A split line's payer, in words. */
const payerOf = (
  line: SplitLine,
  translate: ReturnType<typeof useTranslate>,
  learners: FundingAnswer['learners'],
) => {
  if (line.source === 'absences') return translate(`${F}.split_absences`);
  if (line.source === 'excused') return translate(`${F}.split_excused`);
  const kind = translate(`${F}.kinds.${line.kind}`);
  const learner = learners.find((l) => l.studentId === line.studentId);
  return [line.name || kind, learner ? `${learner.firstname} ${learner.name}` : null]
    .filter(Boolean)
    .join(' · ');
};

/** Who pays what from the half-days marked so far, as the funders typed say (fundingSplit). */
const SplitPart = ({ learners }: { learners: FundingAnswer['learners'] }) => {
  const translate = useTranslate();
  const money = useMoney();
  const [locale = 'en'] = useLocaleState();
  const values = useWatch() as FundingValues;
  const funders = fundingBody(values).funders.filter((f) => f.kind !== undefined);
  const lines = fundingSplit(funders, learnerMinutes(values));
  const hours = (h: number) => translate(`${F}.hours`, { hours: h.toLocaleString(locale) });
  return (
    <FieldsetPart legend={`${F}.parts.split`}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate(`${F}.split_intro`)}
      </Typography>
      {lines.length === 0 ? (
        <Typography variant="body2">{translate(`${F}.split_empty`)}</Typography>
      ) : (
        <Table size="small" aria-label={translate(`${F}.parts.split`)}>
          <TableHead>
            <TableRow>
              <TableCell>{translate(`${F}.columns.funder`)}</TableCell>
              <TableCell align="right">{translate(`${F}.columns.hours`)}</TableCell>
              <TableCell align="right">{translate(`${F}.columns.amount`)}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {lines.map((line) => (
              <TableRow key={`${line.source}-${line.index ?? ''}`}>
                <TableCell>{payerOf(line, translate, learners)}</TableCell>
                <TableCell align="right">{hours(line.hours)}</TableCell>
                <TableCell align="right">{money(line.amountCents)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
          <TableFooter>
            <TableRow
              sx={{ '& td': { color: 'text.primary', fontWeight: 600, fontSize: '0.875rem' } }}
            >
              <TableCell>{translate(`${F}.total`)}</TableCell>
              <TableCell />
              <TableCell align="right">{money(fundedCents(lines))}</TableCell>
            </TableRow>
          </TableFooter>
        </Table>
      )}
    </FieldsetPart>
  );
};

/**
 * The group's Funding tab (GET and PUT /group/funding/{id}): the action, its price, its funders and
 * the learners' statuses in one form saved whole, and who pays what from the half-days attended,
 * as typed. Administrators only (the tab is hidden from Teachers).
 */
export const FundingTab = ({ groupId }: GroupTabProps) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  return (
    <WholeFormCard<FundingAnswer>
      queryKey={['groupFunding', groupId]}
      texts={{
        title: `${F}.title`,
        intro: `${F}.intro`,
        never: `${F}.never_saved`,
        saved: `${F}.saved`,
        loadError: `${F}.load_error`,
      }}
      read={() => dataProvider.groupFunding(groupId)}
      write={(body) => dataProvider.saveGroupFunding(groupId, body as FundingBody)}
      bodyOf={(values) => fundingBody(values as FundingValues)}
      validate={(values) => validateFunding(values as FundingValues)}
    >
      {/* The funders' iterator asks for a resource: the plan is the group's. */}
      <ResourceContextProvider value="groups">
        <Parts />
      </ResourceContextProvider>
    </WholeFormCard>
  );
};

/** The tab's parts, reading the learners the answer gave (they are in the form's values). */
const Parts = () => {
  const learners = (useWatch({ name: 'learners' }) ?? []) as FundingAnswer['learners'];
  return (
    <Stack spacing={3}>
      <ActionPart />
      <PricePart />
      <FundersPart learners={learners} />
      <LearnersPart learners={learners} />
      <SplitPart learners={learners} />
    </Stack>
  );
};

export default FundingTab;
