import { RICH_TEXT_BLOCK_END } from '../../domain/rules/rich-text';

/**
 * The plain text of a prompt's HTML: a block's end becomes a space, inline tags go, entities are
 * decoded by the browser's own parser (which runs no script and loads nothing).
 */
export const promptText = (html: unknown): string =>
  typeof html === 'string'
    ? (
        new DOMParser().parseFromString(html.replace(RICH_TEXT_BLOCK_END, ' '), 'text/html').body
          .textContent ?? ''
      )
        .replace(/\s+/g, ' ')
        .trim()
    : '';

/** A prompt as one short line of plain text: its first `max` characters, then an ellipsis. */
export const promptExcerpt = (html: unknown, max = 80): string => {
  const text = promptText(html);
  const chars = [...text];
  return chars.length > max
    ? `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`
    : text;
};
