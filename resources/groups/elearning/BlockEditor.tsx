import AddIcon from '@mui/icons-material/Add';
import ClearIcon from '@mui/icons-material/ClearAll';
import DeleteIcon from '@mui/icons-material/Delete';
import RemoveIcon from '@mui/icons-material/RemoveCircleOutline';
import { Box, Button, Card, CardContent, IconButton, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { TextInput, useTranslate } from 'react-admin';
import { useFieldArray, useFormContext } from 'react-hook-form';
import {
  BLOCK_LINE_MAX_LENGTH,
  BLOCK_TITLE_MAX_LENGTH,
  FILENAME_MAX_LENGTH,
  MAX_BLOCK_LINES,
  MAX_BLOCKS,
} from '../../../domain/entities/group-elearning';

type Kind = 'content' | 'file';

const maxLength = (max: number) => (value: unknown) =>
  typeof value === 'string' && value.length > max ? 'app.group_elearning.text_too_long' : undefined;

/** The content lines of one block: a text input each, removable, and Add Content. */
const Lines = ({ source, readOnly }: { source: string; readOnly: boolean }) => {
  const translate = useTranslate();
  const { fields, append, remove } = useFieldArray({ name: source });
  return (
    <Stack spacing={0.5}>
      {fields.map((field, i) => (
        <Stack key={field.id} direction="row" alignItems="flex-start" spacing={0.5}>
          <TextInput
            source={`${source}.${i}.value`}
            label={translate('app.group_elearning.block_line', { n: i + 1 })}
            validate={maxLength(BLOCK_LINE_MAX_LENGTH)}
            readOnly={readOnly}
            helperText={false}
            fullWidth
          />
          {!readOnly && (
            <IconButton
              aria-label={translate('app.group_elearning.remove_line', { n: i + 1 })}
              onClick={() => remove(i)}
              sx={{ mt: 1 }}
            >
              <RemoveIcon />
            </IconButton>
          )}
        </Stack>
      ))}
      {!readOnly && (
        <Box>
          <Button
            size="small"
            startIcon={<AddIcon />}
            onClick={() => append({ value: '' })}
            disabled={fields.length >= MAX_BLOCK_LINES}
          >
            {translate('app.group_elearning.add_content')}
          </Button>
        </Box>
      )}
    </Stack>
  );
};

/** One block: its title and lines (or file name), with Clear Values and Remove Block. */
const Block = ({
  source,
  index,
  kind,
  readOnly,
  onRemove,
}: {
  source: string;
  index: number;
  kind: Kind;
  readOnly: boolean;
  onRemove: () => void;
}) => {
  const translate = useTranslate();
  const headingId = useId();
  const { setValue } = useFormContext();
  const path = `${source}.${index}`;
  const clear = () => {
    const options = { shouldDirty: true };
    setValue(`${path}.title`, '', options);
    // The lines are a field array of their own: set by their own name, their inputs follow.
    if (kind === 'content') setValue(`${path}.content`, [], options);
    else setValue(`${path}.filename`, '', options);
  };
  return (
    <Box
      role="group"
      aria-labelledby={headingId}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
    >
      <Typography id={headingId} variant="subtitle2" component="h4" sx={{ mb: 1 }}>
        {translate('app.group_elearning.block', { n: index + 1 })}
      </Typography>
      <TextInput
        source={`${path}.title`}
        label={translate('app.group_elearning.block_title')}
        validate={maxLength(BLOCK_TITLE_MAX_LENGTH)}
        readOnly={readOnly}
        helperText={false}
        fullWidth
      />
      {kind === 'content' ? (
        <Lines key={`${path}.content`} source={`${path}.content`} readOnly={readOnly} />
      ) : (
        <TextInput
          source={`${path}.filename`}
          label={translate('app.group_elearning.block_filename')}
          validate={maxLength(FILENAME_MAX_LENGTH)}
          readOnly={readOnly}
          helperText={false}
          fullWidth
        />
      )}
      {!readOnly && (
        <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }}>
          <Button size="small" startIcon={<ClearIcon />} onClick={clear}>
            {translate('app.group_elearning.clear_values')}
          </Button>
          <Button size="small" color="error" startIcon={<DeleteIcon />} onClick={onRemove}>
            {translate('app.group_elearning.remove_block')}
          </Button>
        </Stack>
      )}
    </Box>
  );
};

/**
 * A block editor of the E-learning tab (spec section 2): Program and Evaluation blocks (a title and
 * content lines) or the Elearning Resources blocks (a title and a file name).
 */
export const BlockEditor = ({
  source,
  title,
  kind,
  readOnly,
}: {
  source: string;
  /** A message key. */
  title: string;
  kind: Kind;
  readOnly: boolean;
}) => {
  const translate = useTranslate();
  const headingId = useId();
  const { fields, append, remove } = useFieldArray({ name: source });
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} variant="h6" component="h3" sx={{ mb: 1 }}>
          {translate(title)}
        </Typography>
        <Stack spacing={1.5}>
          {fields.length === 0 && (
            <Typography variant="body2" color="text.secondary">
              {translate('app.group_elearning.no_blocks')}
            </Typography>
          )}
          {fields.map((field, i) => (
            <Block
              key={field.id}
              source={source}
              index={i}
              kind={kind}
              readOnly={readOnly}
              onRemove={() => remove(i)}
            />
          ))}
          {!readOnly && (
            <Box>
              <Button
                variant="outlined"
                startIcon={<AddIcon />}
                disabled={fields.length >= MAX_BLOCKS}
                onClick={() =>
                  append(
                    kind === 'content' ? { title: '', content: [] } : { title: '', filename: '' },
                  )
                }
              >
                {translate('app.group_elearning.add_block')}
              </Button>
            </Box>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
};
