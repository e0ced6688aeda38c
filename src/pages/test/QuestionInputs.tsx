import {
  Box,
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

/** Each gap [[n]] of the prompt shown as a numbered blank; the fields under the prompt fill them. */
const withBlanks = (prompt: string) =>
  prompt.replace(/\[\[(\d{1,2})\]\]/g, '<span class="test-gap">($1)</span>');

/**
 * The prompt, HTML the server sanitised against its allow-list (that is what it is for): images
 * and tables kept within the card so a phone never scrolls sideways.
 */
export const Prompt = ({ question }: { question: PublicQuestion }) => (
  <Box
    sx={{
      overflowWrap: 'anywhere',
      '& img, & video': { maxWidth: '100%', height: 'auto' },
      '& table': { display: 'block', maxWidth: '100%', overflowX: 'auto' },
      '& pre': { whiteSpace: 'pre-wrap' },
      '& .test-gap': {
        display: 'inline-block',
        minWidth: '4em',
        px: 0.5,
        borderBottom: '2px solid',
        textAlign: 'center',
        fontWeight: 'bold',
      },
    }}
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitises every prompt against an allow-list
    dangerouslySetInnerHTML={{
      __html: question.type === 'gap' ? withBlanks(question.prompt) : question.prompt,
    }}
  />
);

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
