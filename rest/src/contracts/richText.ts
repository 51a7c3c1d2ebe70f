// The HTML of contracts and contract templates as the REST API keeps and answers it: the domain's allowlist
// (domain/richText) applied by DOMPurify over a jsdom window, both loaded on first use (jsdom takes about 0.4 s to load).
// The web app applies the same policy with the browser's own DOMPurify (web/src/apps/Contracts/richText.ts).
import type { DOMPurify, WindowLike } from 'dompurify';
import { escapeHtml } from '@people/domain/contracts';
import { richTextAttributeAllowed, richTextPurifyConfig } from '@people/domain/richText';
import { HttpError } from '../core/errors';
import { onFirstUse } from '../core/onFirstUse';
import { RICH_TEXT_LIMITS, richTextLimitExceeded } from './richTextLimits';

/** The content_html columns' CHECK and the route schemas' maxLength. */
export const RICH_TEXT_MAX_LENGTH = 500_000;

const purifier = onFirstUse(() => {
  // jsdom's own types would bring the DOM's globals into every server module: only its constructor is named here.
  const { JSDOM } = require('jsdom') as { JSDOM: new (html: string) => { window: unknown } };
  const createDOMPurify = require('dompurify') as DOMPurify;
  const purify = createDOMPurify(new JSDOM('').window as WindowLike);
  purify.addHook('uponSanitizeAttribute', (node, event) => {
    if (!richTextAttributeAllowed(node.nodeName.toLowerCase(), event.attrName, event.attrValue)) event.keepAttr = false;
  });
  const config = richTextPurifyConfig();
  // DOMPurify parses without a doctype, in quirks mode, where `<p><table>` nests: what it writes may parse into other
  // elements the next time (`<p><table></p>` gives `<p><p></p><table></table></p>`). Cleaning again until nothing
  // changes stores HTML that a later clean (an edit, the data migration) keeps as it is.
  return (html: string) => {
    let clean = purify.sanitize(html, config);
    for (let pass = 0; pass < 3; pass++) {
      const again = purify.sanitize(clean, config);
      if (again === clean) break;
      clean = again;
    }
    return clean;
  };
});

/**
 * HTML as a contract or template may hold it: what the policy does not allow is dropped (script silently, as an editor
 * does). HTML beyond the limits of richTextLimits.ts, or longer than a column holds once sanitized, is refused with a
 * 400 naming `field`; nothing else about odd HTML is an error.
 */
export function sanitizeRichText(html: string, field = 'content_html'): string {
  // Without a tag there is nothing to drop (DOMPurify answers such text as given too): jsdom is not loaded for it.
  if (!html.includes('<')) return html;
  const exceeded = richTextLimitExceeded(html);
  if (exceeded) {
    const what = {
      depth: `is nested more than ${RICH_TEXT_LIMITS.depth} deep`,
      elements: `has more than ${RICH_TEXT_LIMITS.elements} elements`,
      nesting: 'nests too many of its elements deeply',
      walks: 'has too many elements a contract may not hold side by side',
    }[exceeded];
    throw new HttpError(400, 'HTML_TOO_COMPLEX', `${field} ${what}: more than the server cleans.`, {
      details: { field },
    });
  }
  const clean = purifier()(html);
  return clean.length <= RICH_TEXT_MAX_LENGTH ? clean : tooLong(field);
}

/**
 * The same for HTML stored before the policy (the data migration): no limits. What cannot be parsed at all (nesting so
 * deep it overflows the stack), or grows past a column once cleaned, is kept as its text.
 */
export function sanitizeStoredRichText(html: string): string {
  if (!html.includes('<')) return html;
  try {
    const clean = purifier()(html);
    if (clean.length <= RICH_TEXT_MAX_LENGTH) return clean;
  } catch {
    // The text below.
  }
  // Escaping makes text at most six times longer.
  return escapeHtml(html.replace(/<[^>]*>?/g, ' ').slice(0, Math.floor(RICH_TEXT_MAX_LENGTH / 6)));
}

function tooLong(field: string): never {
  throw new HttpError(
    400,
    'OUT_OF_RANGE',
    `${field} must be at most ${RICH_TEXT_MAX_LENGTH} characters once cleaned.`,
    { details: { field } },
  );
}
