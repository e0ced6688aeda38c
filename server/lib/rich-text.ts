import sanitizeHtml from 'sanitize-html';
import { RICH_TEXT_BLOCK_END } from '../../domain/rules/rich-text';

/**
 * Rich text (question prompts, later news) as stored: the HTML the editor sends, kept to an
 * allow-list (DESIGN.md, rich text). Anything else goes: scripts and styles with their content,
 * other tags keep their text, and no attribute but a link's href survives.
 */
const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'ul',
    'ol',
    'li',
    'h3',
    'h4',
    'blockquote',
    'code',
    'pre',
    'sub',
    'sup',
    'a',
  ],
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...(attribs.href ? { href: attribs.href } : {}),
        rel: 'noopener noreferrer',
      },
    }),
  },
};

/**
 * With `image`, the allow-list also keeps `<img>` whose src that check accepts (a news image path
 * signed by this server), with its alt text and no other attribute; any other image goes.
 */
const withImages = (image: (src: string) => boolean): sanitizeHtml.IOptions => ({
  ...RICH_TEXT,
  allowedTags: [...(RICH_TEXT.allowedTags || []), 'img'],
  allowedAttributes: { ...RICH_TEXT.allowedAttributes, img: ['src', 'alt'] },
  // No scheme on src: only the relative paths the check accepts pass.
  allowedSchemesByTag: { img: [] },
  exclusiveFilter: (frame) => frame.tag === 'img' && !image(String(frame.attribs.src ?? '')),
});

/**
 * The HTML kept to the allow-list: p, br, strong/b, em/i, u, s, lists, h3/h4, blockquote, code/pre,
 * sub/sup, links; and, when `options.image` is given, the images whose src it accepts.
 */
export const sanitizeRichText = (
  html: string,
  options: { image?: (src: string) => boolean } = {},
): string => sanitizeHtml(html, options.image ? withImages(options.image) : RICH_TEXT).trim();

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&nbsp;': ' ',
};

/** The plain text of rich text (what a search reads): tags out, entities decoded, spaces collapsed. */
export function richTextPlain(html: string): string {
  const text = sanitizeHtml(
    html.replace(RICH_TEXT_BLOCK_END, (end) => `${end} `),
    {
      allowedTags: [],
      allowedAttributes: {},
    },
  );
  return text
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity])
    .replace(/\s+/g, ' ')
    .trim();
}
