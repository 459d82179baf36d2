import sanitizeHtml from 'sanitize-html';

/**
 * Link targets an article may use: web and mail, or a path on this site ('/trade'). Never javascript: or
 * data:. '//host' and '/\host' are other hosts to a browser, so a site path may not start with either.
 */
const SAFE_HREF = /^(?:https?:\/\/|mailto:|\/(?![/\\]))/i;
/** Pictures come over https or from this site; http would be mixed content and // an unchecked host. */
const SAFE_SRC = /^(?:https:\/\/|\/(?![/\\]))/i;
/** Browsers drop tabs and newlines inside a URL ('/\t/evil' is '//evil') and read '\' as '/': refuse both. */
// eslint-disable-next-line no-control-regex -- the control characters are exactly what is refused
const HIDDEN_CHARS = /[\u0000-\u001f\u007f\\]/;

/** The URL if `pattern` accepts it after trimming, otherwise null. */
function safeUrl(value: string | undefined, pattern: RegExp): string | null {
  const v = (value ?? '').trim();
  return v && pattern.test(v) && !HIDDEN_CHARS.test(v) ? v : null;
}

/** A tag name no list allows: the element goes, its text (if any) stays. */
const DROP = 'lotline-dropped';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'h2',
    'h3',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'a',
    'img',
    'blockquote',
    'br',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  allowedStyles: {},
  allowedClasses: {},
  // Elements whose inner text goes with them: code, styles or form text must not leak into the article as prose.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'select',
    'noscript',
    'iframe',
    'object',
    'embed',
    'template',
    'title',
    'svg',
    'math',
    'head',
  ],
  transformTags: {
    b: 'strong',
    i: 'em',
    h1: 'h2',
    h4: 'h3',
    // Every link opens outside the app and passes neither the page nor its rank: these values override the author's.
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const href = safeUrl(attribs.href, SAFE_HREF);
      if (!href) return { tagName: DROP, attribs: {} };
      const out: sanitizeHtml.Attributes = { href, rel: 'noopener noreferrer nofollow', target: '_blank' };
      if (attribs.title) out.title = attribs.title;
      return { tagName, attribs: out };
    },
    img: (tagName, attribs): sanitizeHtml.Tag => {
      const src = safeUrl(attribs.src, SAFE_SRC);
      // Stays an img (a void element: renaming it would leave an open tag that swallows what follows); the
      // filter below removes it.
      return { tagName, attribs: src ? { src, alt: attribs.alt ?? '' } : {} };
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/**
 * Cleans an article body before it is stored: only the tags and attributes above survive; links are
 * http(s), mailto or site paths and open in a new tab with rel=noopener noreferrer nofollow (a link with any
 * other target becomes its plain text); pictures are https or site paths (others are removed). Scripts, event
 * handlers, styles, iframes and javascript:/data: URLs never survive. The app sanitises again before it
 * inserts the HTML (docs/decisions.md, News sanitised twice): this is the first of two walls.
 */
export const sanitizeArticleHtml = (html: string): string => sanitizeHtml(html, OPTIONS).trim();

/** Whether a picture URL (an article's logo) is one the sanitiser would keep. */
export const isSafeImageUrl = (url: string): boolean => safeUrl(url, SAFE_SRC) === url;
