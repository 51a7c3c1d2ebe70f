import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useRef } from 'react';
import { useT } from '../../../i18n/I18nProvider';
import { sanitizeRichText } from '../richText';

type Props = {
  label: string;
  initialHtml: string;
  shortcodes: readonly string[];
  onChange: (html: string) => void;
  resetKey: number;
};

/**
 * The template content editor: a contentEditable with a toolbar (bold, italic, heading, list, paragraph) and
 * the shortcodes to insert at the cursor. No rich-text package: STACK.md lists none, and this is all a template needs.
 */
export function RichTextEditor({ label, initialHtml, shortcodes, onChange, resetKey }: Props) {
  const t = useT();
  const editor = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Content is people's (templates, Word imports): only the allowlist of domain/richText reaches the page.
    if (editor.current) editor.current.innerHTML = sanitizeRichText(initialHtml);
    // Only a new document (load, Word import) replaces the content; typing does not re-render it.
  }, [resetKey]);
  // The caret of the editor, kept when focus moves to the toolbar (the shortcode menu), so insertion lands there.
  const caret = useRef<Range | null>(null);
  const keepCaret = () => {
    const selection = window.getSelection();
    if (selection && selection.rangeCount > 0 && editor.current?.contains(selection.anchorNode))
      caret.current = selection.getRangeAt(0).cloneRange();
  };
  // What is sent is cleaned as the server would clean it: a paste from another page or Word brings markup (spans, styles)
  // the policy drops, and the server refuses HTML with too much of it.
  const changed = () => onChange(sanitizeRichText(editor.current?.innerHTML ?? ''));
  const command = (name: string, value?: string) => {
    editor.current?.focus();
    const selection = window.getSelection();
    if (caret.current && selection) {
      selection.removeAllRanges();
      selection.addRange(caret.current);
    }
    document.execCommand(name, false, value);
    keepCaret();
    changed();
  };
  return (
    <Stack spacing={1}>
      <Stack
        direction="row"
        spacing={1}
        role="toolbar"
        aria-label={t('CONTRACT_EDITOR_TOOLBAR')}
        useFlexGap
        sx={{ flexWrap: 'wrap' }}
      >
        <Button size="small" onMouseDown={(e) => e.preventDefault()} onClick={() => command('bold')}>
          <b>B</b>
        </Button>
        <Button size="small" onMouseDown={(e) => e.preventDefault()} onClick={() => command('italic')}>
          <i>I</i>
        </Button>
        <Button size="small" onMouseDown={(e) => e.preventDefault()} onClick={() => command('formatBlock', 'h2')}>
          {t('CONTRACT_EDITOR_HEADING')}
        </Button>
        <Button size="small" onMouseDown={(e) => e.preventDefault()} onClick={() => command('formatBlock', 'p')}>
          {t('CONTRACT_EDITOR_PARAGRAPH')}
        </Button>
        <Button size="small" onMouseDown={(e) => e.preventDefault()} onClick={() => command('insertUnorderedList')}>
          {t('CONTRACT_EDITOR_LIST')}
        </Button>
        <TextField
          select
          size="small"
          label={t('CONTRACT_INSERT_SHORTCODE')}
          value=""
          sx={{ minWidth: 200 }}
          onChange={(e) => command('insertText', `{${e.target.value}}`)}
        >
          {shortcodes.map((code) => (
            <MenuItem key={code} value={code}>{`{${code}}`}</MenuItem>
          ))}
        </TextField>
      </Stack>
      <Paper variant="outlined" sx={{ p: 2, minHeight: 240 }}>
        <div
          ref={editor}
          role="textbox"
          aria-multiline="true"
          aria-label={label}
          contentEditable
          suppressContentEditableWarning
          onInput={() => {
            keepCaret();
            changed();
          }}
          onKeyUp={keepCaret}
          onMouseUp={keepCaret}
          style={{ minHeight: 220, outline: 'none' }}
        />
      </Paper>
    </Stack>
  );
}
