import CheckIcon from '@mui/icons-material/Check';
import { Box, Typography } from '@mui/material';
import { useFieldValue, useRecordContext, useTranslate } from 'react-admin';
import { promptExcerpt } from './excerpt';
import { answersToText } from './question-body';

type ValueProps = { source: string; label?: string; sortable?: boolean };

/** The prompt in a list: one line of plain text, its markup left out. */
export const PromptExcerptField = ({ source }: ValueProps) => {
  const value = useFieldValue({ source });
  const text = promptExcerpt(value);
  return text ? (
    <Typography component="span" variant="body2">
      {text}
    </Typography>
  ) : null;
};

/** A question's choices in order, the correct ones marked. */
export const ChoicesField = ({ source }: ValueProps) => {
  const value = useFieldValue({ source });
  const translate = useTranslate();
  if (!Array.isArray(value) || value.length === 0) return null;
  return (
    <Box component="ol" sx={{ m: 0, pl: 3 }}>
      {value.map((choice, index) => (
        <Typography component="li" variant="body2" key={choice.id ?? index}>
          {choice.text}
          {choice.correct === true && (
            <CheckIcon
              fontSize="inherit"
              color="success"
              titleAccess={translate('app.question_ui.choice.correct')}
              sx={{ ml: 1, verticalAlign: 'middle' }}
            />
          )}
        </Typography>
      ))}
    </Box>
  );
};

/** A gap-fill question's gaps in order, each with its accepted answers. */
export const GapsField = ({ source }: ValueProps) => {
  const value = useFieldValue({ source });
  if (!Array.isArray(value) || value.length === 0) return null;
  return (
    <Box component="ol" sx={{ m: 0, pl: 3 }}>
      {value.map((gap, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a gap is its place in the prompt
        <Typography component="li" variant="body2" key={index}>
          {answersToText(gap?.answers).split('|').join(' / ')}
        </Typography>
      ))}
    </Box>
  );
};

/**
 * The show page's answer key, as the type has one: the choices with the right ones marked, the
 * gaps' accepted answers, or the grading guide of a free question.
 */
export const AnswerKeyField = (_props: ValueProps) => {
  const record = useRecordContext();
  if (record?.type === 'gap') return <GapsField source="gaps" />;
  if (record?.type === 'free')
    return record.guide ? (
      <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
        {record.guide}
      </Typography>
    ) : null;
  return <ChoicesField source="choices" />;
};
