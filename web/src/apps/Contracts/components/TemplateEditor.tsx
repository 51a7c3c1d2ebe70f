import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { TemplateEditor_template$key } from '../../../__generated__/TemplateEditor_template.graphql';
import { useT } from '../../../i18n/I18nProvider';
import { userErrorText } from '../../../i18n/userErrorText';
import { fileAsBase64 } from '../contractPdf';
import {
  useConvertWord,
  usePreviewTemplate,
  useTemplateSigners,
  useUpdateTemplate,
} from '../hooks/useTemplateMutations';
import { ContractContent } from './ContractContent';
import { RichTextEditor } from './RichTextEditor';

type Person = { readonly id: string; readonly name: string };
type Signer = { readonly userInternalId: number; readonly name: string };
type Props = {
  template: TemplateEditor_template$key;
  shortcodes: readonly string[];
  signers: readonly Signer[];
  people: readonly Person[];
};
type Errors =
  { readonly userErrors: readonly { readonly code: string; readonly message: string }[] } | null | undefined;

/** Template settings: name and content (rich text, shortcodes), a .docx import, signer requirements, a preview. */
export function TemplateEditor({ template: key, shortcodes, signers, people }: Props) {
  const t = useT();
  const template = useFragment(TemplateEditor_template, key);
  const [name, setName] = useState(template.name);
  const [html, setHtml] = useState(template.contentHtml);
  const [resetKey, setResetKey] = useState(0);
  const [message, setMessage] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const [required, setRequired] = useState(template.internalSignatureRequired);
  const [first, setFirst] = useState<number | ''>(template.internalSignerUserId ?? '');
  const [second, setSecond] = useState<number | ''>(template.secondInternalSignerUserId ?? '');
  const [person, setPerson] = useState('');
  const [preview, setPreview] = useState<string | null>(null);
  const [save, saving] = useUpdateTemplate();
  const [saveSigners, savingSigners] = useTemplateSigners();
  const [previewOf, previewing] = usePreviewTemplate();
  const [convert, converting] = useConvertWord();
  const report = (payload: Errors, done: string) => {
    const error = payload?.userErrors[0];
    setMessage(error ? { severity: 'error', text: userErrorText(t, error) } : { severity: 'success', text: done });
    return !error;
  };
  const importWord = async (file: File) => {
    const answer = await convert(await fileAsBase64(file));
    if (report(answer, t('CONTRACT_WORD_IMPORTED')) && answer.contentHtml) {
      setHtml(answer.contentHtml ?? '');
      setResetKey((k) => k + 1);
    }
  };
  return (
    <Stack spacing={2}>
      {message && <Alert severity={message.severity}>{message.text}</Alert>}
      <TextField label={t('CONTRACT_TEMPLATE_NAME')} value={name} onChange={(e) => setName(e.target.value)} />
      <RichTextEditor
        label={t('CONTRACT_TEMPLATE_CONTENT')}
        initialHtml={html}
        shortcodes={shortcodes}
        onChange={setHtml}
        resetKey={resetKey}
      />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button
          variant="contained"
          disabled={saving || name.trim() === ''}
          onClick={async () => report(await save(template.id, name, html), t('CONTRACT_TEMPLATE_SAVED'))}
        >
          {t('SAVE')}
        </Button>
        <Button component="label" disabled={converting}>
          {t('CONTRACT_IMPORT_WORD')}
          <input
            hidden
            type="file"
            accept=".docx,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
            onChange={(e) => e.target.files?.[0] && importWord(e.target.files[0])}
          />
        </Button>
      </Stack>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="subtitle1" component="h2">
          {t('CONTRACT_SIGNATURE_REQUIREMENTS')}
        </Typography>
        <Stack spacing={1} sx={{ mt: 1 }}>
          <FormControlLabel
            control={<Checkbox checked={required} onChange={(e) => setRequired(e.target.checked)} />}
            label={t('CONTRACT_INTERNAL_SIGNATURE')}
          />
          {(
            [
              [t('CONTRACT_FIRST_SIGNER'), first, setFirst],
              [t('CONTRACT_SECOND_SIGNER'), second, setSecond],
            ] as const
          ).map(([label, value, set]) => (
            <TextField
              key={label}
              select
              size="small"
              label={label}
              value={value}
              disabled={!required}
              onChange={(e) => set(e.target.value === '' ? '' : Number(e.target.value))}
              sx={{ maxWidth: 320 }}
            >
              <MenuItem value="">{t('CONTRACT_ANY_SIGNER')}</MenuItem>
              {signers.map((s) => (
                <MenuItem key={s.userInternalId} value={s.userInternalId}>
                  {s.name}
                </MenuItem>
              ))}
            </TextField>
          ))}
          <Button
            sx={{ alignSelf: 'flex-start' }}
            disabled={savingSigners}
            onClick={async () =>
              report(
                await saveSigners({
                  contractTemplateId: template.id,
                  internalSignatureRequired: required,
                  internalSignerUserId: first === '' ? null : first,
                  secondInternalSignerUserId: second === '' ? null : second,
                }),
                t('CONTRACT_TEMPLATE_SAVED'),
              )
            }
          >
            {t('CONTRACT_SAVE_SIGNERS')}
          </Button>
        </Stack>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="subtitle1" component="h2">
          {t('CONTRACT_PREVIEW')}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ my: 1 }}>
          <TextField
            select
            size="small"
            label={t('CONTRACT_PREVIEW_PERSON')}
            value={person}
            onChange={(e) => setPerson(e.target.value)}
            sx={{ minWidth: 260 }}
          >
            {people.map((p) => (
              <MenuItem key={p.id} value={p.id}>
                {p.name}
              </MenuItem>
            ))}
          </TextField>
          <Button
            disabled={previewing || person === ''}
            onClick={async () => {
              const answer = await previewOf(template.id, person, html);
              if (report(answer, t('CONTRACT_PREVIEW_READY'))) setPreview(answer.contentHtml ?? null);
            }}
          >
            {t('CONTRACT_SHOW_PREVIEW')}
          </Button>
        </Stack>
        {preview !== null && <ContractContent html={preview} title={t('CONTRACT_PREVIEW')} />}
      </Paper>
    </Stack>
  );
}

const TemplateEditor_template = graphql`
  fragment TemplateEditor_template on ContractTemplate {
    id
    name
    contentHtml
    internalSignatureRequired
    internalSignerUserId
    secondInternalSignerUserId
  }
`;
