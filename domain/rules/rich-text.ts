/**
 * Where a block of rich text ends (a paragraph, a list item, a heading, a quote, a line break):
 * its plain text puts a space there, so the words of two blocks stay apart. The server's search
 * text and the browser's excerpts read it alike.
 */
export const RICH_TEXT_BLOCK_END = /<\/(p|li|h[1-6]|blockquote|pre|div)>|<br\s*\/?>/gi;
