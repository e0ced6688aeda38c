import {
  ArrayInput,
  CheckboxGroupInput,
  NumberInput,
  required,
  SelectInput,
  SimpleFormIterator,
  type Validator,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { POOL_RULE_COUNT_MAX, POOL_RULES_MAX } from '../../domain/entities/question-constants';
import { poolErrors } from '../../domain/rules/question-draw';
import { LEVEL_CHOICES } from '../../src/meta/levels';
import { SKILL_CHOICES, TYPE_CHOICES } from '../questions/question-body';

type InputProps = { source: string; label?: string };

const filled = required('app.validation.required');
/** What a new rule draws: 4 automatic questions per level from A1 to C1, per skill. */
export const AUTOMATIC_TYPES = ['single', 'multiple', 'gap'];
const newRule = () => ({
  levelFrom: 1,
  levelTo: 5,
  skills: [],
  types: AUTOMATIC_TYPES,
  count: 4,
});

/** The levels and count side by side, the skills and types each on a row of their own. */
const WHOLE_ROW = { flexBasis: '100%' };
const SIDE_BY_SIDE = { flex: { xs: 'none', sm: '1 1 12rem' } };

/** The rules of domain/rules/question-draw.ts on the whole list (the server says the same). */
const rulesValid: Validator = (rules) =>
  Array.isArray(rules) ? poolErrors({ name: 'x', rules }).rules : undefined;

/** A pool's draw rules: each a level range, skills, question types and a count per level and skill. */
export const RulesInput = ({ source, label }: InputProps) => {
  const rules = useWatch({ name: source });
  const full = Array.isArray(rules) && rules.length >= POOL_RULES_MAX;
  return (
    <ArrayInput
      source={source}
      label={label}
      defaultValue={[newRule()]}
      validate={rulesValid}
      helperText="app.qpool_ui.help.rules"
    >
      <SimpleFormIterator
        inline
        disableClear
        disableAdd={full}
        fullWidth
        sx={{ '& .RaSimpleFormIterator-form': { flexWrap: 'wrap' } }}
      >
        <SelectInput
          source="levelFrom"
          label="app.qpool_ui.rule.levelFrom"
          choices={LEVEL_CHOICES}
          validate={filled}
          defaultValue={1}
          fullWidth={false}
          sx={SIDE_BY_SIDE}
        />
        <SelectInput
          source="levelTo"
          label="app.qpool_ui.rule.levelTo"
          choices={LEVEL_CHOICES}
          validate={filled}
          defaultValue={5}
          fullWidth={false}
          sx={SIDE_BY_SIDE}
        />
        <NumberInput
          source="count"
          label="app.qpool_ui.rule.count"
          min={1}
          max={POOL_RULE_COUNT_MAX}
          step={1}
          validate={filled}
          defaultValue={4}
          fullWidth={false}
          sx={SIDE_BY_SIDE}
        />
        <CheckboxGroupInput
          source="skills"
          label="app.qpool_ui.rule.skills"
          choices={SKILL_CHOICES}
          defaultValue={[]}
          row
          sx={WHOLE_ROW}
        />
        <CheckboxGroupInput
          source="types"
          label="app.qpool_ui.rule.types"
          choices={TYPE_CHOICES}
          defaultValue={AUTOMATIC_TYPES}
          row
          sx={WHOLE_ROW}
        />
      </SimpleFormIterator>
    </ArrayInput>
  );
};
