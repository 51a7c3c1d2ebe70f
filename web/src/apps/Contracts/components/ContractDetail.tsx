import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatDate } from '../../../i18n/formatDate';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ContractDetail_contract$key } from '../../../__generated__/ContractDetail_contract.graphql';
import { enumLabel } from '../../../i18n/enumLabel';
import { useT } from '../../../i18n/I18nProvider';
import { userErrorText } from '../../../i18n/userErrorText';
import { DocumentFileError } from '../../Linked/documentFileRequests';
import { downloadContractPdf } from '../contractPdf';
import { useDeleteContract, useSendContract, useSignContract, useUpdateContract } from '../hooks/useContractMutations';
import { ContractContent } from './ContractContent';
import { ContractProviderSteps } from './ContractProviderSteps';
import { ContractShortcodes } from './ContractShortcodes';
import { ContractSigningMethod } from './ContractSigningMethod';
import { RichTextEditor } from './RichTextEditor';
import { SignatureDialog } from './SignatureDialog';

type Dialogs = null | 'rename' | 'content' | 'send' | 'first' | 'second' | 'hardDelete';

/**
 * Part 2 §2 /people/{id}/contracts/{contractId}: the rendered contract, its status and signers, the actions (rename,
 * send with a message, sign internally by drawing, download the PDF, delete, undelete, delete for good) and its
 * activity (part 2 §4).
 */
export function ContractDetail({
  contract: key,
  viewerName,
  onHardDeleted,
}: {
  contract: ContractDetail_contract$key;
  viewerName: string;
  onHardDeleted: () => void;
}) {
  const t = useT();
  const c = useFragment(ContractDetail_contract, key);
  const [dialog, setDialog] = useState<Dialogs>(null);
  const [error, setError] = useState<string | null>(null);
  const [name, setName] = useState(c.contractName);
  const [message, setMessage] = useState('');
  const [emailType, setEmailType] = useState<'work' | 'personal'>('work');
  const [content, setContent] = useState(c.contentHtml);
  const [update, updating] = useUpdateContract();
  const [send, sending] = useSendContract();
  const [sign, signing] = useSignContract();
  const { remove, undelete, hardDelete, busy } = useDeleteContract();
  const run = async (
    change: () => Promise<
      { readonly userErrors: readonly { readonly code: string; readonly message: string }[] } | null | undefined
    >,
    then?: () => void,
  ) => {
    setError(null);
    const payload = await change();
    const first = payload?.userErrors[0];
    if (first) setError(userErrorText(t, first));
    else {
      setDialog(null);
      then?.();
    }
  };
  const activityText = (key: string, actor: string, newType: string) => (t.has(key) ? t(key, { actor, newType }) : key);
  const draft = c.status === 'DRAFT' && !c.deleted;
  const signable = c.signers.filter((s) => s.viewerMaySign);
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1">
          {c.contractName}
        </Typography>
        <Chip
          label={enumLabel(t, 'CONTRACT_STATUS', c.status)}
          color={c.status === 'SIGNED' ? 'success' : 'default'}
          data-testid="contract-status"
        />
        {c.deleted && <Chip label={t('CONTRACT_DELETED_LABEL')} color="warning" />}
      </Stack>
      <Typography variant="body2">
        {[
          t('CREATED_ON', { date: formatDate(t, c.dateCreated) }),
          c.dateSent && t('CONTRACT_SENT_ON', { date: formatDate(t, c.dateSent) }),
          c.dateSigned && t('SIGNED_ON', { date: formatDate(t, c.dateSigned) }),
        ]
          .filter(Boolean)
          .join(' · ')}
      </Typography>
      {error && dialog === null && <Alert severity="error">{error}</Alert>}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {c.viewerCanManage && draft && <Button onClick={() => setDialog('rename')}>{t('CONTRACT_RENAME')}</Button>}
        {c.viewerCanManage && draft && c.fileType === 'HTML' && (
          <Button onClick={() => setDialog('content')}>{t('CONTRACT_EDIT_CONTENT')}</Button>
        )}
        {c.viewerCanManage && draft && (
          <Button variant="contained" onClick={() => setDialog('send')}>
            {t('CONTRACT_SEND')}
          </Button>
        )}
        {signable.map((s) => (
          <Button
            key={s.role}
            variant="contained"
            color="secondary"
            onClick={() => setDialog(s.role === 'SECOND' ? 'second' : 'first')}
          >
            {s.role === 'SECOND' ? t('CONTRACT_SIGN_AS_SECOND') : t('CONTRACT_SIGN_AS_FIRST')}
          </Button>
        ))}
        <Button
          onClick={() =>
            downloadContractPdf(c.pdfUrl, c.contractName).catch((error: unknown) =>
              setError(
                error instanceof DocumentFileError && error.code && t.has(error.code)
                  ? t(error.code)
                  : t('CONTRACT_PDF_FAILED'),
              ),
            )
          }
        >
          {t('CONTRACT_DOWNLOAD_PDF')}
        </Button>
        {c.viewerCanManage && !c.deleted && (
          <Button color="error" disabled={busy} onClick={() => run(() => remove({ contractId: c.id }))}>
            {t('DELETE')}
          </Button>
        )}
        {c.viewerCanManage && c.deleted && (
          <Button disabled={busy} onClick={() => run(() => undelete({ contractId: c.id }))}>
            {t('CONTRACT_UNDELETE')}
          </Button>
        )}
        {c.viewerCanManage && c.deleted && (
          <Button color="error" disabled={busy} onClick={() => setDialog('hardDelete')}>
            {t('CONTRACT_HARD_DELETE')}
          </Button>
        )}
      </Stack>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="subtitle1" component="h2">
          {t('CONTRACT_SIGNERS')}
        </Typography>
        {c.signers.length === 0 ? (
          <Typography variant="body2">{t('CONTRACT_NO_SIGNERS')}</Typography>
        ) : (
          <List dense aria-label={t('CONTRACT_SIGNERS')}>
            {c.signers.map((s) => (
              <ListItem key={s.role} disableGutters>
                <ListItemText
                  primary={`${enumLabel(t, 'CONTRACT_SIGNER', s.role)}${s.name ? `: ${s.name}` : ''}`}
                  secondary={
                    s.signed && s.signedAt ? t('SIGNED_ON', { date: formatDate(t, s.signedAt) }) : t('NOT_SIGNED')
                  }
                />
              </ListItem>
            ))}
          </List>
        )}
      </Paper>
      <ContractSigningMethod contract={c} />
      <ContractProviderSteps contract={c} />
      {/* A sent contract's content is frozen filled in (part 2 §4): its shortcodes no longer change it. */}
      {c.fileType === 'HTML' && c.status === 'DRAFT' && <ContractShortcodes contract={c} />}
      {c.fileType === 'HTML' ? (
        <ContractContent html={c.renderedHtml} title={c.contractName} />
      ) : (
        <Typography variant="body2">{c.hasPdf ? t('CONTRACT_PDF_UPLOADED') : t('CONTRACT_PDF_MISSING')}</Typography>
      )}
      {c.activity && c.activity.length > 0 && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="subtitle1" component="h2">
            {t('CONTRACT_ACTIVITY')}
          </Typography>
          <List dense aria-label={t('CONTRACT_ACTIVITY')}>
            {c.activity.map((item) => (
              <ListItem key={item.id} disableGutters>
                <ListItemText
                  primary={activityText(
                    `ACTIVITY_${item.eventType}`,
                    item.realName ?? '',
                    item.eventInfo.newType ?? '',
                  )}
                  secondary={formatDate(t, item.date)}
                />
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
      <Dialog open={dialog === 'rename'} onClose={() => setDialog(null)} aria-labelledby="rename-title">
        <DialogTitle id="rename-title">{t('CONTRACT_RENAME')}</DialogTitle>
        <DialogContent>
          <TextField
            sx={{ mt: 1 }}
            fullWidth
            label={t('CONTRACT_NAME')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={error !== null}
            helperText={error}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDialog(null)}>{t('CANCEL')}</Button>
          <Button
            variant="contained"
            disabled={updating || name.trim() === ''}
            onClick={() => run(() => update({ contractId: c.id, contractName: name }))}
          >
            {t('SAVE')}
          </Button>
        </DialogActions>
      </Dialog>
      <Dialog
        open={dialog === 'content'}
        onClose={() => setDialog(null)}
        aria-labelledby="content-title"
        fullWidth
        maxWidth="md"
      >
        <DialogTitle id="content-title">{t('CONTRACT_EDIT_CONTENT')}</DialogTitle>
        <DialogContent>
          <RichTextEditor
            label={t('CONTRACT_CONTENT')}
            initialHtml={c.contentHtml}
            shortcodes={[]}
            onChange={setContent}
            resetKey={0}
          />
          {error && <Alert severity="error">{error}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDialog(null)}>{t('CANCEL')}</Button>
          <Button
            variant="contained"
            disabled={updating}
            onClick={() => run(() => update({ contractId: c.id, contentHtml: content }))}
          >
            {t('SAVE')}
          </Button>
        </DialogActions>
      </Dialog>
      <Dialog open={dialog === 'send'} onClose={() => setDialog(null)} aria-labelledby="send-title" fullWidth>
        <DialogTitle id="send-title">{t('CONTRACT_SEND')}</DialogTitle>
        <DialogContent>
          <TextField
            sx={{ mt: 1 }}
            fullWidth
            multiline
            minRows={3}
            label={t('CONTRACT_OPTIONAL_MESSAGE')}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
          />
          {/* part 2 §3 Signing preferred_email_address_type: the employee's work or personal address. */}
          <TextField
            select
            sx={{ mt: 2 }}
            fullWidth
            label={t('CONTRACT_EMAIL_ADDRESS_TYPE')}
            value={emailType}
            onChange={(e) => setEmailType(e.target.value as 'work' | 'personal')}
          >
            <MenuItem value="work">{t('CONTRACT_EMAIL_WORK')}</MenuItem>
            <MenuItem value="personal">{t('CONTRACT_EMAIL_PERSONAL')}</MenuItem>
          </TextField>
          {error && <Alert severity="error">{error}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDialog(null)}>{t('CANCEL')}</Button>
          <Button
            variant="contained"
            disabled={sending}
            onClick={() =>
              run(() => send({ contractId: c.id, optionalMessage: message, preferredEmailAddressType: emailType }))
            }
          >
            {t('CONTRACT_SEND_CONFIRM')}
          </Button>
        </DialogActions>
      </Dialog>
      {/* part 2 §4 hard delete: the contract and its signatures go for good, so it is confirmed first (as the person's, part 1 §2). */}
      <Dialog open={dialog === 'hardDelete'} onClose={() => setDialog(null)} aria-labelledby="hard-delete-title">
        <DialogTitle id="hard-delete-title">{t('CONTRACT_HARD_DELETE_TITLE', { name: c.contractName })}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('CONTRACT_HARD_DELETE_TEXT')}</DialogContentText>
          {error && <Alert severity="error">{error}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDialog(null)}>{t('CANCEL')}</Button>
          <Button
            variant="contained"
            color="error"
            disabled={busy}
            onClick={() => run(() => hardDelete({ contractId: c.id }), onHardDeleted)}
          >
            {t('CONTRACT_HARD_DELETE')}
          </Button>
        </DialogActions>
      </Dialog>
      {(dialog === 'first' || dialog === 'second') && (
        <SignatureDialog
          open
          second={dialog === 'second'}
          defaultName={viewerName}
          busy={signing}
          error={error}
          onClose={() => setDialog(null)}
          onSign={(signer, png) =>
            run(() =>
              sign({ contractId: c.id, name: signer, base64Signature: png, isSecondSigner: dialog === 'second' }),
            )
          }
        />
      )}
    </Stack>
  );
}

const ContractDetail_contract = graphql`
  fragment ContractDetail_contract on Contract {
    id
    contractName
    status
    dateCreated
    dateSent
    dateSigned
    renderedHtml
    contentHtml
    fileType
    hasPdf
    deleted
    pdfUrl
    viewerCanManage
    ...ContractSigningMethod_contract
    ...ContractProviderSteps_contract
    ...ContractShortcodes_contract
    signers {
      role
      name
      signed
      signedAt
      viewerMaySign
    }
    activity @catch(to: NULL) {
      id
      eventType
      realName
      date
      eventInfo {
        newType
      }
    }
  }
`;
