import {
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Answer, PublicQuestion } from '../../../domain/entities/test-attempt';

const t = (key: string) => `app.test_page.${key}`;

const gapsOf = (answer: Answer | null, count: number) =>
  Array.from({ length: count }, (_, i) => answer?.gaps?.[i] ?? '');

/**
 * The inputs of one question by its type: a radio group (single), checkboxes (multiple), a field
 * per gap (gap), a multiline field (free). `onChoice` is a picked choice (saved at once),
 * `onText` a typed text (saved when the learner moves on).
 */
export const QuestionInputs = ({
  question,
  answer,
  disabled,
  onChoice,
  onText,
}: {
  question: PublicQuestion;
  answer: Answer | null;
  disabled?: boolean;
  onChoice: (answer: Answer) => void;
  onText: (answer: Answer) => void;
}) => {
  const translate = useTranslate();
  if (question.type === 'single' || question.type === 'multiple') {
    const picked = answer?.choices ?? [];
    const single = question.type === 'single';
    return (
      <FormControl component="fieldset" disabled={disabled}>
        <FormLabel component="legend">
          {translate(t(single ? 'choose_one' : 'choose_many'))}
        </FormLabel>
        {single ? (
          <RadioGroup
            value={picked[0] ?? ''}
            onChange={(event) => onChoice({ choices: [event.target.value] })}
          >
            {question.choices.map((choice) => (
              <FormControlLabel
                key={choice.id}
                value={choice.id}
                control={<Radio />}
                label={choice.text}
                sx={{ overflowWrap: 'anywhere', py: 0.25 }}
              />
            ))}
          </RadioGroup>
        ) : (
          <FormGroup>
            {question.choices.map((choice) => (
              <FormControlLabel
                key={choice.id}
                control={
                  <Checkbox
                    checked={picked.includes(choice.id)}
                    onChange={(event) =>
                      onChoice({
                        // In the question's order, whatever the order of the clicks.
                        choices: question.choices
                          .map((c) => c.id)
                          .filter((id) =>
                            id === choice.id ? event.target.checked : picked.includes(id),
                          ),
                      })
                    }
                  />
                }
                label={choice.text}
                sx={{ overflowWrap: 'anywhere', py: 0.25 }}
              />
            ))}
          </FormGroup>
        )}
      </FormControl>
    );
  }
  if (question.type === 'gap') {
    const gaps = gapsOf(answer, question.gaps);
    return (
      <FormControl component="fieldset" disabled={disabled} fullWidth>
        <FormLabel component="legend" sx={{ mb: 1 }}>
          {translate(t('fill_gaps'))}
        </FormLabel>
        <Stack spacing={2}>
          {gaps.map((text, i) => (
            <TextField
              // biome-ignore lint/suspicious/noArrayIndexKey: a gap is its position
              key={i}
              label={translate(t('gap'), { number: i + 1 })}
              value={text}
              disabled={disabled}
              autoComplete="off"
              fullWidth
              onChange={(event) =>
                onText({ gaps: gaps.map((g, j) => (j === i ? event.target.value : g)) })
              }
            />
          ))}
        </Stack>
      </FormControl>
    );
  }
  return (
    <TextField
      label={translate(t('your_answer'))}
      value={answer?.text ?? ''}
      disabled={disabled}
      multiline
      minRows={5}
      fullWidth
      onChange={(event) => onText({ text: event.target.value })}
    />
  );
};
