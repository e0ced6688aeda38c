import {
  ArrayInput,
  BooleanInput,
  required,
  SimpleFormIterator,
  TextInput,
  type Validator,
} from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { QUESTION_CHOICES_MAX } from '../../domain/entities/question-constants';
import { answersToText, hasChoices, textToAnswers } from './question-body';

type InputProps = { source: string; label?: string; validate?: Validator[] };

/**
 * The type chosen in the form. A default applied to a form prefilled from elsewhere (a clone) can
 * leave the watcher undefined until the first change: the form's value answers then.
 */
export const useQuestionType = (): unknown => {
  const watched = useWatch({ name: 'type' });
  const { getValues } = useFormContext();
  return watched ?? getValues('type');
};

const filled = required('app.validation.required');
const blankChoice = () => ({ text: '', correct: false });

/** A single or multiple choice question's choices, each with its "Correct" mark; nothing for the other types. */
export const ChoicesInput = ({ source, label }: InputProps) => {
  const type = useQuestionType();
  const choices = useWatch({ name: source });
  if (!hasChoices(type)) return null;
  const full = Array.isArray(choices) && choices.length >= QUESTION_CHOICES_MAX;
  return (
    <ArrayInput
      source={source}
      label={label}
      defaultValue={[blankChoice(), blankChoice()]}
      helperText={`app.question_ui.help.choices_${type}`}
    >
      <SimpleFormIterator inline disableClear disableAdd={full} fullWidth>
        <TextInput source="text" label="app.question_ui.choice.text" validate={filled} />
        <BooleanInput
          source="correct"
          label="app.question_ui.choice.correct"
          defaultValue={false}
        />
      </SimpleFormIterator>
    </ArrayInput>
  );
};

/** A gap-fill question's gaps in order, [[1]] first: each gap's accepted answers, separated by "|". */
export const GapsInput = ({ source, label }: InputProps) => {
  const type = useQuestionType();
  if (type !== 'gap') return null;
  return (
    <ArrayInput source={source} label={label} defaultValue={[{ answers: [] }]}>
      <SimpleFormIterator disableClear disableReordering fullWidth>
        <TextInput
          source="answers"
          label="app.question_ui.gap.answers"
          helperText="app.question_ui.help.gap_answers"
          format={answersToText}
          parse={textToAnswers}
          validate={filled}
        />
      </SimpleFormIterator>
    </ArrayInput>
  );
};

/** A free-text question's grading notes for the trainer; nothing for the other types. */
export const GuideInput = ({ source, label }: InputProps) => {
  const type = useQuestionType();
  if (type !== 'free') return null;
  return (
    <TextInput
      source={source}
      label={label}
      multiline
      minRows={3}
      fullWidth
      helperText="app.question_ui.help.guide"
    />
  );
};
