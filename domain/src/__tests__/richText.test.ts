import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_TAGS, richTextAttributeAllowed, richTextPurifyConfig } from '../richText';

// The rule comes from a security finding (stored script in the contract editors: a manager's content ran in an admin's
// page); the content it applies to is part 2 §3 Contract and Contract template `content_html`, written by §7
// contract_template/edit and contracts/edit and made by §7 word-to-html.
const FINDING = 'security finding, stored script in the contract editors';

describe('rich text policy: the elements a contract or template keeps (part 2 §3 content_html)', () => {
  it.each([
    ['p', 'the toolbar’s paragraph; mammoth’s paragraph (part 2 §7 word-to-html)', true],
    ['h2', 'the toolbar’s heading', true],
    ['b', 'the toolbar’s bold', true],
    ['i', 'the toolbar’s italic', true],
    ['ul', 'the toolbar’s list', true],
    ['li', 'the toolbar’s list item', true],
    ['div', 'a line the browser’s editor makes', true],
    ['br', 'a line break the browser’s editor makes', true],
    ['h1', 'mammoth’s Heading 1', true],
    ['h6', 'mammoth’s Heading 6', true],
    ['strong', 'mammoth’s bold', true],
    ['em', 'mammoth’s italic', true],
    ['u', 'underline', true],
    ['s', 'mammoth’s strikethrough', true],
    ['sup', 'mammoth’s superscript', true],
    ['sub', 'mammoth’s subscript', true],
    ['ol', 'mammoth’s numbered list', true],
    ['table', 'mammoth’s table', true],
    ['thead', 'mammoth’s header row', true],
    ['tbody', 'mammoth’s table body', true],
    ['tr', 'mammoth’s row', true],
    ['th', 'mammoth’s header cell', true],
    ['td', 'mammoth’s cell', true],
    ['a', 'mammoth’s hyperlink', true],
    ['img', 'mammoth’s embedded image', true],
    ['script', FINDING, false],
    ['noscript', `${FINDING}: parsed as markup by DOMParser, as text by innerHTML`, false],
    ['style', `${FINDING}: no styling`, false],
    ['span', 'no styling: a span only carries style', false],
    ['font', 'no styling', false],
    ['iframe', FINDING, false],
    ['template', FINDING, false],
    ['svg', `${FINDING}: a foreign document`, false],
    ['math', `${FINDING}: a foreign document (known mXSS)`, false],
    ['form', FINDING, false],
    ['button', `${FINDING}: formaction`, false],
    ['input', FINDING, false],
    ['object', FINDING, false],
    ['embed', FINDING, false],
    ['link', FINDING, false],
    ['meta', FINDING, false],
    ['base', FINDING, false],
  ])('%s (%s): %s', (tag, _source, kept) => {
    expect((RICH_TEXT_TAGS as readonly string[]).includes(tag)).toEqual(kept);
  });

  it('keeps attributes on links, images and table cells only, and no style, id, class or event handler anywhere', () => {
    expect(RICH_TEXT_ATTRIBUTES).toEqual({
      a: ['href'],
      img: ['src', 'alt'],
      th: ['colspan', 'rowspan'],
      td: ['colspan', 'rowspan'],
    });
    const names = richTextPurifyConfig().ALLOWED_ATTR;
    expect(names.filter((name) => /^on|^style$|^id$|^class$|^name$|action$|^srcdoc$/i.test(name))).toEqual([]);
  });
});

describe('rich text policy: attribute values (URL schemes, images, cell spans)', () => {
  it.each([
    ['a', 'href', 'https://example.be/terms', 'a web link', true],
    ['a', 'href', 'http://example.be', 'a web link', true],
    ['a', 'href', 'mailto:hr@example.be', 'a mail link', true],
    ['a', 'href', 'mailto:{email}', 'a mail link to a shortcode (part 2 §7 hashtags)', true],
    ['a', 'href', 'HTTPS://EXAMPLE.BE', 'schemes are case-insensitive', true],
    ['a', 'href', 'javascript:alert(1)', FINDING, false],
    ['a', 'href', 'JaVaScRiPt:alert(1)', `${FINDING}: case`, false],
    ['a', 'href', 'java\nscript:alert(1)', `${FINDING}: java&#x0A;script, the browser drops the newline`, false],
    ['a', 'href', ' \tjavascript:alert(1)', `${FINDING}: leading blanks`, false],
    ['a', 'href', 'vbscript:msgbox(1)', 'only http, https and mailto', false],
    ['a', 'href', 'data:text/html,<script>alert(1)</script>', 'only http, https and mailto', false],
    ['a', 'href', 'tel:+3212345678', 'only http, https and mailto', false],
    ['a', 'href', '/relative', 'no relative link: it would point into the app', false],
    ['a', 'href', '#_Toc1', 'no fragment: no element keeps an id', false],
    ['a', 'href', '{website}', 'a shortcode alone could fill in any scheme', false],
    ['img', 'src', 'data:image/png;base64,iVBORw0KGgo=', 'mammoth’s embedded PNG', true],
    ['img', 'src', 'data:image/jpeg;base64,/9j/4AAQ', 'mammoth’s embedded JPEG', true],
    ['img', 'src', 'data:image/svg+xml;base64,PHN2Zz4=', 'no SVG: a document of its own', false],
    ['img', 'src', 'data:text/html;base64,PHNjcmlwdD4=', FINDING, false],
    ['img', 'src', 'https://tracker.example/pixel.png', 'no remote image: it would be fetched on every opening', false],
    ['img', 'src', 'x', `${FINDING}: <img src=x onerror>`, false],
    ['img', 'alt', 'Company logo', 'an image’s text', true],
    ['img', 'onerror', 'alert(1)', FINDING, false],
    ['td', 'colspan', '2', 'mammoth’s merged cells', true],
    ['th', 'rowspan', '3', 'mammoth’s merged cells', true],
    ['td', 'colspan', '0', 'a span is 1 to 999', false],
    ['td', 'colspan', '2;x', 'a span is a number', false],
    ['p', 'style', 'color:red', 'no styling', false],
    ['p', 'onclick', 'alert(1)', FINDING, false],
    ['p', 'id', 'main', 'no ids in the app’s page (DOM clobbering)', false],
    ['a', 'target', '_blank', 'links keep href only', false],
    ['button', 'formaction', 'javascript:alert(1)', FINDING, false],
    ['iframe', 'srcdoc', '<script>alert(1)</script>', FINDING, false],
    ['form', 'action', 'https://example.be', FINDING, false],
  ])('<%s %s="%s"> (%s): %s', (tag, name, value, _source, kept) => {
    expect(richTextAttributeAllowed(tag, name, value)).toEqual(kept);
  });
});
