import { Alert } from '@mui/material';
import {
  ArrayInput,
  BooleanInput,
  FormDataConsumer,
  required,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  useRecordContext,
  useTranslate,
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

/**
 * A text in each of the three languages, side by side on a wide screen; read-only (not disabled:
 * a disabled input's value is left out of what the form saves) once the questionnaire is answered.
 */
const LocalizedInputs = ({
  source,
  labelKey,
  readOnly,
}: {
  source: string;
  labelKey: string;
  readOnly: boolean;
}) => (
  <>
    {SURVEY_LANGS.map((lang) => (
      <TextInput
        key={lang}
        source={`${source}.${lang}`}
        label={`app.surveys.${labelKey}.${lang}`}
        validate={filled}
        readOnly={readOnly}
        fullWidth
      />
    ))}
  </>
);

/** How many times the questionnaire edited was answered (0 while new). */
export const useAnswered = () => {
  const record = useRecordContext();
  return typeof record?.answered === 'number' ? record.answered : 0;
};

/** The questionnaire's kind: locked once answered, as its questions are. */
export const SurveyKindInput = (props: { source: string; label?: string; choices: object[] }) => (
  <SelectInput {...props} validate={filled} readOnly={useAnswered() > 0} />
);

/**
 * A questionnaire's questions: each its kind, its text in English, French and German, its choices
 * (for one or several choices), required, and alert (ratings only). Once answered, what it asks is
 * locked (the API refuses a change with a 409): only required and alert stay open.
 */
export const QuestionsInput = ({ source, label }: InputProps) => {
  const translate = useTranslate();
  const answered = useAnswered();
  const locked = answered > 0;
  const frozen = { disableAdd: locked, disableRemove: locked, disableReorder: locked };
  return (
    <>
      {locked && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {translate('app.surveys.answered_locked', { count: answered })}
        </Alert>
      )}
      <ArrayInput source={source} label={label} validate={questionsValid}>
        <SimpleFormIterator disableClear fullWidth {...frozen}>
          <SelectInput
            source="kind"
            label="app.surveys.question.kind"
            choices={QUESTION_KIND_CHOICES}
            validate={filled}
            defaultValue="rating"
            readOnly={locked}
          />
          <LocalizedInputs source="text" labelKey="question.text" readOnly={locked} />
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
                  <SimpleFormIterator disableClear inline {...frozen}>
                    <LocalizedInputs source="label" labelKey="question.choice" readOnly={locked} />
                  </SimpleFormIterator>
                </ArrayInput>
              ) : null
            }
          </FormDataConsumer>
        </SimpleFormIterator>
      </ArrayInput>
    </>
  );
};

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
