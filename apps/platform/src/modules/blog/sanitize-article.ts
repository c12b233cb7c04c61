import sanitizeHtml from 'sanitize-html';

/**
 * The tags an article may keep: text structure, links, images, tables. No scripts, styles,
 * forms, frames or event handlers; links open safely and only on http(s)/mailto. sanitize-html
 * (an htmlparser2 allow-list) rather than DOMPurify: it needs no DOM on the server. The site
 * still renders through its own DOMPurify (SafeHtml), so an old row is never trusted alone.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'code',
    'pre',
    'span',
  ],
  // rel and loading are set by the transforms below, whatever the author wrote.
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
  },
  allowedSchemes: ['https', 'http', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow' }),
    img: sanitizeHtml.simpleTransform('img', { loading: 'lazy' }),
  },
};

/** The article body with everything outside the allow-list removed. */
export function sanitizeArticle(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
