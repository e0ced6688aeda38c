import { Box, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { API_URL } from '../../dataProvider/http';
import type { SignedMedia } from '../../domain/entities/question-media';
import type { PublicQuestion } from '../../domain/entities/test-attempt';

/** Each gap [[n]] of the prompt shown as a numbered blank; the fields under the prompt fill them. */
const withBlanks = (prompt: string) =>
  prompt.replace(/\[\[(\d{1,2})\]\]/g, '<span class="test-gap">($1)</span>');

/**
 * The prompt, HTML the server sanitised against its allow-list (that is what it is for): images
 * and tables kept within the card so a phone never scrolls sideways.
 */
export const Prompt = ({
  question,
  number,
}: {
  question: Pick<PublicQuestion, 'type' | 'prompt' | 'media'>;
  /** The question's number (from 1), for its file's alternative text. */
  number: number;
}) => (
  <>
    <PromptText question={question} />
    {question.media && <QuestionMediaView media={question.media} number={number} />}
  </>
);

/** A link the API signed (an API path): what an <img> or <audio> loads, sending no token. */
export const mediaSrc = (url: string) => `${API_URL}${url}`;

/**
 * A question's picture (its alternative text names the question) or recording (audio controls
 * labelled the same way), loaded through a link signed for the attempt or for staff.
 */
export function QuestionMediaView({ media, number }: { media: SignedMedia; number: number }) {
  const translate = useTranslate();
  const labelId = useId();
  if (media.kind === 'image')
    return (
      <Box
        component="img"
        src={mediaSrc(media.url)}
        alt={translate('app.media.picture_alt', { n: number })}
        sx={{ display: 'block', maxWidth: '100%', maxHeight: '60vh', height: 'auto', my: 1 }}
      />
    );
  return (
    <Box sx={{ my: 1 }}>
      <Typography id={labelId} variant="body2" color="text.secondary">
        {translate('app.media.audio_label', { n: number })}
      </Typography>
      {/* biome-ignore lint/a11y/useMediaCaption: a listening question's recording has no captions to give */}
      <audio
        controls
        preload="metadata"
        src={mediaSrc(media.url)}
        aria-labelledby={labelId}
        style={{ width: '100%', maxWidth: 480 }}
      />
    </Box>
  );
}

const PromptText = ({ question }: { question: Pick<PublicQuestion, 'type' | 'prompt'> }) => (
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
