import {
  ArrayInput,
  BooleanInput,
  FormDataConsumer,
  required,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  type Validator,
} from 'react-admin';
import { CHOICES_MAX, QUESTIONS_MAX } from '../../domain/entities/survey';
import { QUESTION_KINDS, questionErrors, SURVEY_LANGS } from '../../domain/rules/survey';

type InputProps = { source: string; label?: string };

const filled = required('app.validation.required');
export const QUESTION_KIND_CHOICES = QUESTION_KINDS.map((id) => ({
  id,
  name: `app.surveys.question_kinds.${id}`,
}));

/** The rules of domain/rules/survey.ts on the whole list (the server says the same). */
const questionsValid: Validator = (questions) =>
  Array.isArray(questions) ? questionErrors(questions).questions : undefined;

/** A text in each of the three languages, side by side on a wide screen. */
const LocalizedInputs = ({ source, labelKey }: { source: string; labelKey: string }) => (
  <>
    {SURVEY_LANGS.map((lang) => (
      <TextInput
        key={lang}
        source={`${source}.${lang}`}
        label={`app.surveys.${labelKey}.${lang}`}
        validate={filled}
        fullWidth
      />
    ))}
  </>
);

/**
 * A questionnaire's questions: each its kind, its text in English, French and German, its choices
 * (for one or several choices), required, and alert (ratings only).
 */
export const QuestionsInput = ({ source, label }: InputProps) => (
  <ArrayInput source={source} label={label} validate={questionsValid}>
    <SimpleFormIterator disableClear fullWidth>
      <SelectInput
        source="kind"
        label="app.surveys.question.kind"
        choices={QUESTION_KIND_CHOICES}
        validate={filled}
        defaultValue="rating"
      />
      <LocalizedInputs source="text" labelKey="question.text" />
      <BooleanInput source="required" label="app.surveys.question.required" defaultValue />
      <FormDataConsumer>
        {({ scopedFormData }) =>
          scopedFormData?.kind === 'rating' ? (
            <BooleanInput
              source="alert"
              label="app.surveys.question.alert"
              helperText="app.surveys.help.alert"
            />
          ) : scopedFormData?.kind === 'choice' || scopedFormData?.kind === 'multi' ? (
            <ArrayInput source="choices" label="app.surveys.question.choices">
              <SimpleFormIterator disableClear inline>
                <LocalizedInputs source="label" labelKey="question.choice" />
              </SimpleFormIterator>
            </ArrayInput>
          ) : null
        }
      </FormDataConsumer>
    </SimpleFormIterator>
  </ArrayInput>
);

/** The questions as the API takes them: no choices but for a choice, no alert but for a rating. */
export function questionsBody(questions: unknown): unknown {
  if (!Array.isArray(questions)) return questions;
  return questions.slice(0, QUESTIONS_MAX).map((q: Record<string, unknown>) => ({
    ...q,
    choices:
      q.kind === 'choice' || q.kind === 'multi'
        ? ((q.choices as unknown[]) ?? []).slice(0, CHOICES_MAX)
        : [],
    alert: q.kind === 'rating' ? Boolean(q.alert) : false,
    required: Boolean(q.required),
  }));
}
