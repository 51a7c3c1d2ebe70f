// How much HTML the server's sanitizer (DOMPurify over jsdom, richText.ts) takes on, so that odd input costs a bounded
// time and never overflows the stack. jsdom spends time on every element, more the deeper it sits (above 4,000 levels
// it overflows); DOMPurify moves each child of an element it drops out before it, and jsdom finds each such place by a
// walk from its parent's first child; it removes comments at a walk's cost too, and a comment after the body's end tag
// costs a walk over the document's children. Measured on this machine's kind: about
// 22 µs an element, 0.9 µs an element per level, 0.1 µs a step of those walks.
import { RICH_TEXT_TAGS } from '@people/domain/richText';

/**
 * We choose limits far above what the editor and a Word document produce, which keep one request's cleaning under about
 * a second: nesting 64 deep (nested lists in a table cell reach about 25); 10,000 elements (a contract of 150 pages)
 * whose depths add up to at most 150,000; and 2.5 million steps of the walks (a Word paste keeps its spans among a few
 * siblings each: some thousands).
 */
export const RICH_TEXT_LIMITS = { depth: 64, elements: 10_000, nesting: 150_000, walks: 2_500_000 } as const;

export type RichTextLimit = keyof typeof RICH_TEXT_LIMITS;

// What DOMPurify keeps (the domain's allowlist, with the body it walks from) and the elements it drops whole, content
// and all (its FORBID_CONTENTS), which cost no walk.
const KEPT = new Set<string>(RICH_TEXT_TAGS);
const DROPPED_WHOLE = new Set([
  'annotation-xml',
  'audio',
  'colgroup',
  'desc',
  'foreignobject',
  'head',
  'iframe',
  'math',
  'mi',
  'mn',
  'mo',
  'ms',
  'mtext',
  'noembed',
  'noframes',
  'noscript',
  'plaintext',
  'script',
  'style',
  'svg',
  'template',
  'title',
  'video',
  'xmp',
]);
// The elements the parser merges into those it made itself, and those without content: neither is ever a level deeper.
const MERGED = new Set(['html', 'head', 'body']);
const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'keygen',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
  'image',
  'frameset',
  ...MERGED,
]);
const NONE = new Set<string>();
// A start tag closes these while one of them is the current element (the HTML parser's implied end tags).
const TABLE_PARTS = new Set(['p', 'td', 'th', 'tr', 'thead', 'tbody', 'tfoot']);
const CLOSES: Record<string, Set<string>> = {
  p: new Set(['p']),
  li: new Set(['p', 'li']),
  dt: new Set(['p', 'dt', 'dd']),
  dd: new Set(['p', 'dt', 'dd']),
  option: new Set(['option']),
  td: new Set(['p', 'td', 'th']),
  th: new Set(['p', 'td', 'th']),
  tr: new Set(['p', 'td', 'th', 'tr']),
  thead: TABLE_PARTS,
  tbody: TABLE_PARTS,
  tfoot: TABLE_PARTS,
};
// The block elements whose start tag closes an open p and whose end tag closes what is open inside them.
const BLOCKS = [
  'address',
  'article',
  'aside',
  'blockquote',
  'center',
  'details',
  'dialog',
  'dir',
  'div',
  'dl',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'header',
  'hgroup',
  'main',
  'menu',
  'nav',
  'ol',
  'section',
  'summary',
  'ul',
  'pre',
  'listing',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
];
// Start tags that close an open p (the parser's "close a p element").
const CLOSES_P = new Set([...BLOCKS, 'form', 'table', 'hr', 'xmp', 'plaintext']);
// The parser's implied end tags, and the end tags that close them on the way to their own element. A span's end tag
// does not: the parser ignores it while a p is open above the span.
const IMPLIED_END = new Set(['p', 'li', 'dt', 'dd', 'option', 'optgroup', 'rb', 'rp', 'rt', 'rtc']);
const POPS_THROUGH = new Set([
  ...BLOCKS,
  ...['p', 'li', 'dt', 'dd'],
  ...['table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'td', 'th'],
]);
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'iframe', 'noembed', 'noframes', 'plaintext']);
const NAME = /[a-zA-Z][^\s/>]*/y;
const START_TAG = /<([a-zA-Z][^\s/>]*)/g;
const SPACE = /[\t\n\f\r ]/;
const LETTER = /[a-zA-Z]/;

/**
 * The first of RICH_TEXT_LIMITS that HTML goes over, read by a scan of its tags without building a tree; null when
 * none. The depth is never much under the parser's: every start tag anywhere counts (in a comment or raw text too),
 * while an element leaves the count only at an end tag (or an implied one) of the current element that is surely
 * markup, so crafted misnesting and markup hidden in comments, raw text or attribute values cannot make deep HTML look
 * shallow. Closed, well-nested HTML (what the editor and mammoth give) counts exactly.
 */
export function richTextLimitExceeded(html: string): RichTextLimit | null {
  // The open elements, each with its place among its parent's child nodes and its own count of child nodes.
  const stack: { name: string; position: number; children: number }[] = [{ name: '', position: 0, children: 0 }];
  const used: Record<RichTextLimit, number> = { depth: 0, elements: 0, nesting: 0, walks: 0 };
  const top = () => stack[stack.length - 1];
  const close = () => {
    const element = stack.pop()!;
    const k = element.children;
    if (!KEPT.has(element.name) && !DROPPED_WHOLE.has(element.name)) {
      // Each child leaves the element (a walk over the children before it) for a place after it (a walk to there).
      used.walks += (k * k) / 2 + k * element.position;
      top().children += k;
    }
  };
  const pop = (names: Set<string>) => {
    while (stack.length > 1 && names.has(top().name)) close();
  };
  const open = (name: string) => {
    pop(CLOSES[name] ?? (CLOSES_P.has(name) ? CLOSES.p : NONE));
    const parent = top();
    used.elements += 1;
    if (MERGED.has(name)) return;
    const position = parent.children;
    parent.children += 1;
    if (VOID.has(name)) return;
    stack.push({ name, position, children: 0 });
    used.depth = Math.max(used.depth, stack.length - 1);
    used.nesting += stack.length - 1;
  };
  // Text that is not markup here but may be elsewhere (a comment, raw text): its start tags count, its end tags do not.
  const skip = (from: number, to: number) => {
    for (const inner of html.slice(from, to).matchAll(START_TAG)) open(inner[1].toLowerCase());
    return to;
  };
  const over = () =>
    (Object.keys(RICH_TEXT_LIMITS) as RichTextLimit[]).find((limit) => used[limit] > RICH_TEXT_LIMITS[limit]) ?? null;
  let text = 0;
  let afterBody = false;
  let outside = 0;
  let i = 0;
  while ((i = html.indexOf('<', i)) !== -1) {
    // Text since the last tag is a child node of the current element.
    if (i > text) top().children += 1;
    const next = html[i + 1] ?? '';
    if (LETTER.test(next)) {
      NAME.lastIndex = i + 1;
      const name = (NAME.exec(html)?.[0] ?? '').toLowerCase();
      i = tagEnd(html, i + 1 + name.length);
      open(name);
      if (RAW_TEXT.has(name)) i = skip(i, name === 'plaintext' ? html.length : indexOfEnd(html, `</${name}`, i));
    } else if (next === '/' && LETTER.test(html[i + 2] ?? '')) {
      NAME.lastIndex = i + 2;
      const name = (NAME.exec(html)?.[0] ?? '').toLowerCase();
      i = tagEnd(html, i + 2 + name.length);
      if (name === 'body' || name === 'html') afterBody = true;
      if (top().name !== name && POPS_THROUGH.has(name) && stack.some((e) => e.name === name)) pop(IMPLIED_END);
      if (stack.length > 1 && top().name === name) close();
    } else if (next === '!' || next === '?' || next === '/') {
      // A comment, doctype, CDATA section or bogus comment (a walk to remove it); a CDATA section ends at its `]]>` or
      // (outside SVG and MathML) at the first `>`: the longer reading is taken.
      const end = html.startsWith('<!--', i)
        ? commentEnd(html, i + 4)
        : html.startsWith('<![CDATA[', i)
          ? Math.max(indexOfEnd(html, ']]>', i) + 2, indexOfEnd(html, '>', i))
          : indexOfEnd(html, '>', i);
      // After the body's or the document's end tag, a comment goes to the document, whose children jsdom walks for each.
      used.elements += 1;
      used.walks += afterBody ? ++outside : top().children;
      i = skip(i + 2, end) + 1;
    } else i += 1;
    text = i;
    const exceeded = over();
    if (exceeded) return exceeded;
  }
  // What is left open is closed at the end; dropped elements among it cost their moves then.
  while (stack.length > 1) close();
  return over();
}

/** Where `text` first starts at or after `from`, case-insensitively; the end of the HTML when it does not. */
function indexOfEnd(html: string, text: string, from: number): number {
  const pattern = new RegExp(text.replace(/[[\]]/g, '\\$&'), 'gi');
  pattern.lastIndex = from;
  return pattern.exec(html)?.index ?? html.length;
}

/** Where a tag whose name ends at `from` ends: after its `>`, attribute values in quotes skipped. */
function tagEnd(html: string, from: number): number {
  let i = from;
  while (i < html.length) {
    const ch = html[i];
    if (ch === '>') return i + 1;
    if (ch === '=') {
      i += 1;
      while (i < html.length && SPACE.test(html[i])) i += 1;
      const quote = html[i];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, i + 1);
        if (close === -1) return html.length;
        i = close + 1;
        continue;
      }
    }
    i += 1;
  }
  return html.length;
}

/** Where a comment whose text starts at `from` ends (its `>`): `<!-->`, `<!--->`, `-->` and `--!>` all end one. */
function commentEnd(html: string, from: number): number {
  if (html[from] === '>') return from;
  if (html.startsWith('->', from)) return from + 1;
  const end = /--!?>/g;
  end.lastIndex = from;
  const found = end.exec(html);
  return found ? found.index + found[0].length - 1 : html.length;
}
