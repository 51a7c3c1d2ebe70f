// Contract and template HTML as the web app turns it into DOM: the domain's allowlist (domain/richText) applied by
// DOMPurify with the browser's own parser, the one that will read the result. The REST API applies the same policy on
// every write (rest/src/contracts/richText.ts); this is the second line, for what reaches the page by any other way.
import createDOMPurify, { type DOMPurify } from 'dompurify';
import { richTextAttributeAllowed, richTextPurifyConfig } from '@people/domain/richText';

// An instance of its own: the hook below must not reach any other use of DOMPurify in the app.
let purify: DOMPurify | null = null;
const config = richTextPurifyConfig();

function purifier(): DOMPurify {
  if (purify) return purify;
  purify = createDOMPurify(window);
  purify.addHook('uponSanitizeAttribute', (node, event) => {
    if (!richTextAttributeAllowed(node.nodeName.toLowerCase(), event.attrName, event.attrValue)) event.keepAttr = false;
  });
  return purify;
}

/** HTML with only what a contract may hold: no script, event handler, style, form or foreign document. */
export function sanitizeRichText(html: string): string {
  return purifier().sanitize(html, config);
}
