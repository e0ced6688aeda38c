import { Box } from '@mui/material';
import type { PublicQuestion } from '../../domain/entities/test-attempt';

/** Each gap [[n]] of the prompt shown as a numbered blank; the fields under the prompt fill them. */
const withBlanks = (prompt: string) =>
  prompt.replace(/\[\[(\d{1,2})\]\]/g, '<span class="test-gap">($1)</span>');

/**
 * The prompt, HTML the server sanitised against its allow-list (that is what it is for): images
 * and tables kept within the card so a phone never scrolls sideways.
 */
export const Prompt = ({ question }: { question: Pick<PublicQuestion, 'type' | 'prompt'> }) => (
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
