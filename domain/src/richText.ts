// The HTML a contract or a contract template may hold (part 2 §3 Contract and Contract template `content_html`, §7
// contract_template/edit, contracts/edit, word-to-html). The spec says nothing about markup; the rule comes from a
// security finding (stored script in the contract editors): an allowlist of what the editor's toolbar and a Word
// conversion (mammoth) produce, and nothing that runs, loads or styles. Data and pure checks only: the REST API and the
// web app each hand this policy to DOMPurify (rest/src/contracts/richText.ts, web/src/apps/Contracts/richText.ts).

/**
 * The elements kept. The toolbar makes b, i, h2, p, ul/li and the browser's div and br; mammoth makes p, h1–h6,
 * strong, em, u, s, sub, sup, ul/ol/li, table/thead/tbody/tr/th/td, br, a and img. Any other element is dropped and its
 * text kept, except where its content is code or a foreign document (script, style, noscript, template, svg, math,
 * iframe …), which goes with it. We choose to leave out span, font and every style carrier: styling is not part of a
 * contract's content (its PDF keeps text and blocks only).
 */
export const RICH_TEXT_TAGS = [
  'p',
  'div',
  'br',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'sub',
  'sup',
  'ul',
  'ol',
  'li',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'a',
  'img',
] as const;
export type RichTextTag = (typeof RICH_TEXT_TAGS)[number];

/**
 * The attributes kept, per element; every other attribute goes (no style, class, id, name, target, event handler,
 * form or data attribute). We choose no `id`: mammoth's bookmark and footnote anchors are not worth the app's page
 * having ids a content chose (DOM clobbering), and `#` links go with them.
 */
export const RICH_TEXT_ATTRIBUTES: Readonly<Partial<Record<RichTextTag, readonly string[]>>> = {
  a: ['href'],
  img: ['src', 'alt'],
  th: ['colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
};

/** A link's href keeps only these schemes; a relative or `#` link is dropped as well. */
export const RICH_TEXT_LINK_SCHEMES = ['http:', 'https:', 'mailto:'] as const;

/**
 * We choose to keep a Word document's images as mammoth gives them, `data:` URIs of these raster types (a company logo
 * in a template is common), and to drop any other image source: a remote image would be fetched whenever the contract
 * is opened (a tracking beacon), and an SVG is a document of its own.
 */
export const RICH_TEXT_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

/**
 * Browsers drop tabs and newlines anywhere in a URL and trim spaces and controls around it (WHATWG URL): these, and any
 * other blank, are removed everywhere before the scheme is read.
 */

const URL_IGNORED = /[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u2029\u205f\u3000\ufeff]/g;
const IMAGE_DATA = new RegExp(
  `^data:(${RICH_TEXT_IMAGE_TYPES.map((t) => t.replace('/', '\\/')).join('|')});base64,[a-z0-9+/]+=*$`,
  'i',
);
const SPAN = /^[1-9][0-9]{0,2}$/;

/** Whether an element may keep an attribute with this value (names lower case, the value as parsed: entities decoded). */
export function richTextAttributeAllowed(tag: string, name: string, value: string): boolean {
  if (!(RICH_TEXT_ATTRIBUTES[tag as RichTextTag] ?? []).includes(name)) return false;
  if (name === 'href') {
    const url = value.replace(URL_IGNORED, '').toLowerCase();
    return RICH_TEXT_LINK_SCHEMES.some((scheme) => url.startsWith(scheme));
  }
  if (name === 'src') return IMAGE_DATA.test(value.replace(URL_IGNORED, ''));
  if (name === 'colspan' || name === 'rowspan') return SPAN.test(value.trim());
  return true;
}

/**
 * The policy in DOMPurify's terms, for the REST API and the web app alike; each adds richTextAttributeAllowed as its
 * `uponSanitizeAttribute` hook, which decides per element and value. Two settings are for jsdom's sake on the server
 * (the output is the same): `body` is kept because DOMPurify walks from the body, and when it drops the body jsdom pays
 * for every later removal with a scan of the whole document; FORCE_BODY parses leading comments into the body, where
 * they cost jsdom no such scan either.
 */
export function richTextPurifyConfig() {
  return {
    ALLOWED_TAGS: [...RICH_TEXT_TAGS, 'body'],
    ALLOWED_ATTR: [...new Set(Object.values(RICH_TEXT_ATTRIBUTES).flat())],
    // Only links are URLs here; the sizes are numbers (checked by the hook) and images data: URIs (DOMPurify's own rule).
    ALLOWED_URI_REGEXP: new RegExp(`^(?:${RICH_TEXT_LINK_SCHEMES.map((s) => s.slice(0, -1)).join('|')}):`, 'i'),
    ADD_URI_SAFE_ATTR: ['colspan', 'rowspan'],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    FORCE_BODY: true,
  };
}
