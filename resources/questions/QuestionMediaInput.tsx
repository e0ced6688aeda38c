import DeleteIcon from '@mui/icons-material/Delete';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import {
  type DataProvider,
  useDataProvider,
  useFieldValue,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { QuestionMediaMethods } from '../../dataProvider/question-media';
import { QUESTION_MEDIA_TYPES, type QuestionMediaView } from '../../domain/entities/question-media';
import { mediaSrc } from '../../src/components/QuestionPrompt';
import { useFigures } from '../../src/components/use-figures';
import { StaleEditAlert } from '../../src/save/StaleRecordAlert';
import { useSave } from '../../src/save/use-save';

type ValueProps = { source: string; label?: string };

/** The file as staff hear or see it: the picture (named by its file) or an audio player. */
export const MediaPreview = ({ media }: { media: QuestionMediaView }) => {
  const translate = useTranslate();
  const { size } = useFigures();
  if (!media.url) return null;
  const caption = translate('app.media.file', { name: media.name, size: size(media.size) });
  return (
    <Box component="figure" sx={{ m: 0, my: 1 }}>
      {media.kind === 'image' ? (
        <Box
          component="img"
          src={mediaSrc(media.url)}
          alt={media.name}
          sx={{ display: 'block', maxWidth: '100%', maxHeight: 240, height: 'auto' }}
        />
      ) : (
        // biome-ignore lint/a11y/useMediaCaption: a listening question's recording has no captions to give
        <audio
          controls
          preload="metadata"
          src={mediaSrc(media.url)}
          aria-label={media.name}
          style={{ width: '100%', maxWidth: 480 }}
        />
      )}
      <Typography component="figcaption" variant="caption" color="text.secondary">
        {caption}
      </Typography>
    </Box>
  );
};

/** The show page's file, if any. */
export const QuestionMediaField = ({ source }: ValueProps) => {
  const media = useFieldValue({ source }) as QuestionMediaView | null | undefined;
  return media ? <MediaPreview media={media} /> : null;
};

/**
 * A question's sound or picture in its form: added, replaced or removed at once through the
 * dataProvider (PUT and DELETE /question/media/{id}), once the question exists; the form then takes
 * the question's new updatedAt and version, so its own save is not refused as stale.
 */
export const QuestionMediaInput = ({ source }: ValueProps) => {
  const translate = useTranslate();
  const record = useRecordContext();
  const dataProvider = useDataProvider<DataProvider & QuestionMediaMethods>();
  const { getValues, setValue } = useFormContext();
  const media = useWatch({ name: source }) as QuestionMediaView | null | undefined;
  const save = useSave();
  const busy = save.saving;
  const headingId = useId();
  const hintId = useId();
  // A clone carries its source's record without an id of its own: nothing to attach to yet.
  const id = record?.id && getValues('_id') ? String(record.id) : undefined;

  const run = (write: () => Promise<Record<string, unknown>>, done: string) =>
    save.run(write, {
      success: done,
      onSuccess: (saved) => {
        for (const key of [source, 'updatedAt', 'version'])
          setValue(key, saved[key] ?? null, { shouldDirty: false });
      },
    });
  const upload = (file: File) =>
    id &&
    run(
      () => dataProvider.setQuestionMedia(id, file, getValues('updatedAt')),
      'app.media.uploaded',
    );
  const remove = () =>
    id &&
    run(() => dataProvider.removeQuestionMedia(id, getValues('updatedAt')), 'app.media.removed');

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ my: 1, width: '100%' }}>
      <Typography id={headingId} variant="subtitle2" component="h2">
        {translate('app.media.section')}
      </Typography>
      {!id ? (
        <Typography variant="body2" color="text.secondary">
          {translate('app.media.save_first')}
        </Typography>
      ) : (
        <>
          {media && <MediaPreview media={media} />}
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', my: 1 }}>
            <Button
              component="label"
              variant="outlined"
              size="small"
              disabled={busy}
              startIcon={busy ? <CircularProgress size={16} /> : <UploadFileIcon />}
            >
              {translate(
                busy ? 'app.media.uploading' : media ? 'app.media.replace' : 'app.media.choose',
              )}
              <input
                type="file"
                hidden
                accept={Object.keys(QUESTION_MEDIA_TYPES).join(',')}
                aria-describedby={hintId}
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  event.target.value = '';
                  if (file) upload(file);
                }}
              />
            </Button>
            {media && (
              <Button
                variant="outlined"
                size="small"
                color="error"
                disabled={busy}
                startIcon={<DeleteIcon />}
                onClick={remove}
              >
                {translate('app.media.remove')}
              </Button>
            )}
          </Stack>
          <Typography id={hintId} variant="caption" color="text.secondary">
            {translate('app.media.hint')}
          </Typography>
          <StaleEditAlert save={save} />
        </>
      )}
    </Box>
  );
};
