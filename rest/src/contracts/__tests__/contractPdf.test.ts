import { htmlBlocks } from '../pdf';

describe('htmlBlocks: the text of a contract’s HTML for its PDF (part 2 §7 GET /api/contract/{id}/pdf)', () => {
  it.each([
    [
      'headings, paragraphs and list items',
      '<h1>Contract</h1><p>Between <b>us</b></p><ul><li>one</li></ul>',
      [
        { text: 'Contract', heading: 1 },
        { text: 'Between us', heading: 0 },
        { text: '• one', heading: 0 },
      ],
    ],
    [
      'a > inside an attribute value does not end the tag',
      '<p><img alt="a > b" src="data:image/png;base64,AA">after</p>',
      [{ text: 'after', heading: 0 }],
    ],
    [
      'decimal, hexadecimal and named references',
      '<p>&#65;&#x42;&#X43; &amp; &lt;&gt; &#39;</p>',
      [{ text: "ABC & <> '", heading: 0 }],
    ],
    [
      'a reference out of Unicode’s range reads as U+FFFD instead of throwing',
      '<p>&#x110000;&#0;&#99999999999;</p>',
      [{ text: '\ufffd\ufffd\ufffd', heading: 0 }],
    ],
  ])('%s', (_what, html, blocks) => {
    expect(htmlBlocks(html)).toEqual(blocks);
  });
});
