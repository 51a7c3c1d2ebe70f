import Paper from '@mui/material/Paper';
import { sanitizeRichText } from '../richText';

/**
 * A contract's HTML as it is sent and signed. Shown in a sandboxed frame (no scripts, no same origin): the content is
 * written by people (templates, Word imports), so it never runs in the app's page. It is cleaned to the allowlist as
 * well, so that the frame loads nothing either (a remote image would tell its server who opened the contract).
 */
export function ContractContent({ html, title }: { html: string; title: string }) {
  const doc = `<!doctype html><html><head><meta charset="utf-8"><style>body{font-family:Roboto,Arial,sans-serif;font-size:14px;line-height:1.5;margin:16px;color:#222}</style></head><body>${sanitizeRichText(html)}</body></html>`;
  return (
    <Paper variant="outlined">
      <iframe title={title} sandbox="" srcDoc={doc} style={{ width: '100%', height: 480, border: 0 }} />
    </Paper>
  );
}
