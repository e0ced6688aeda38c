import { cloneElement, type ReactElement } from 'react';
import {
  AutocompleteInput,
  RadioButtonGroupInput,
  type RaRecord,
  ReferenceField,
  ReferenceInput,
  TextField,
  useRecordContext,
  useTranslate,
  WithRecord,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { QUIZ_MODALITY } from '../../domain/rules/exam-subject';
import { levelLabel } from '../../domain/rules/levels';
import type { Rule } from '../../src/meta';

/** What a new code opens: a placement test (a pool) or an exam session's automatic quiz. */
export type Opens = 'pool' | 'exam';
const OPENS_CHOICES = [
  { id: 'pool', name: 'app.exam_quiz_ui.opens.pool' },
  { id: 'exam', name: 'app.exam_quiz_ui.opens.exam' },
];

type InputProps = { source: string; label?: string; helperText?: string | false };

/** The create form's choice between a pool and an exam quiz (not sent: the transform reads it). */
export const OpensInput = (props: InputProps) => (
  <RadioButtonGroupInput {...props} choices={OPENS_CHOICES} defaultValue="pool" />
);

/** Required when the form opens `opens` (the other kind's fields are not shown, nor sent). */
export const requiredWhen =
  (opens: Opens): Rule =>
  (value, values) =>
    (values?.opens ?? 'pool') === opens && (value === undefined || value === null || value === '')
      ? 'app.validation.required'
      : undefined;

/** Its input only while the form opens `when`: its props (source, label, validate) pass through. */
export const WhenOpens = ({
  when,
  children,
  ...props
}: InputProps & { when: Opens; children?: ReactElement; validate?: unknown }) => {
  const opens = useWatch({ name: 'opens' }) ?? 'pool';
  return opens === when && children ? cloneElement(children, props) : null;
};

/** The pool of a placement test's code (its validators on the picker, not on ReferenceInput). */
export const PoolInput = ({ source, label, helperText, ...rest }: InputProps) => (
  <ReferenceInput source={source} reference="qpools">
    <AutocompleteInput
      label={label}
      optionText="name"
      helperText={helperText}
      filterToQuery={(q) => ({ q })}
      {...rest}
    />
  </ReferenceInput>
);

/** An exam session's line in the picker: its subject and its day. */
const sessionText = (record: RaRecord) =>
  `${record.examSubject?.name ?? '—'} · ${String(record.examBegin ?? '').slice(0, 10)}`;

/** The client's exam sessions whose modality is 'Quiz automatisé'. */
export const ExamSessionInput = ({ source, label, helperText, ...rest }: InputProps) => {
  const company = useWatch({ name: 'company' });
  return (
    <ReferenceInput
      source={source}
      reference="exams"
      filter={company ? { company, modality: QUIZ_MODALITY } : { id: [] }}
      sort={{ field: 'examBegin', order: 'DESC' }}
    >
      <AutocompleteInput
        label={label}
        optionText={sessionText}
        helperText={helperText ?? 'app.exam_quiz_ui.help.exam_session'}
        filterToQuery={(q) => ({ q })}
        {...rest}
      />
    </ReferenceInput>
  );
};

/** What a code opens: its pool's name, or "Exam quiz: <subject>, <level>". */
export const OpensField = (_props: { source: string; label?: string; sortable?: boolean }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  if (!record.examSession)
    return (
      <ReferenceField source="pool" reference="qpools" link={false}>
        <TextField source="name" />
      </ReferenceField>
    );
  const level = levelLabel(record.quizLevel) ?? '';
  return (
    <ReferenceField source="examSession" reference="exams" link={false}>
      <WithRecord
        render={(session) =>
          translate('app.exam_quiz_ui.opens_quiz', {
            subject: session.examSubject?.name ?? '—',
            level,
          })
        }
      />
    </ReferenceField>
  );
};

/** The body of a new code: only the fields of what it opens. */
export const codeTransform = ({ opens, ...data }: Record<string, unknown>) => {
  if (opens === 'exam') {
    const { pool: _, ...quiz } = data;
    return quiz;
  }
  const { examSession: _s, quizLevel: _l, quizCount: _c, ...placement } = data;
  return placement;
};
