import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type {
  ContractSigningMethod as Method,
  ContractSigningMethod_contract$key,
} from '../../../__generated__/ContractSigningMethod_contract.graphql';
import { enumLabel } from '../../../i18n/enumLabel';
import { useT, type MessageKey } from '../../../i18n/I18nProvider';
import { userErrorText } from '../../../i18n/userErrorText';
import { useResetSigningMethod, useSetSigningMethod } from '../hooks/useSigningMutations';

const METHODS: readonly Method[] = ['INTERNAL', 'EMPLOYEE'];

/**
 * Part 2 §4 "its signing method is set and can be reset" (§7 setSigningMethod, resetSigningMethod): who signs, set on a
 * draft; a contract not yet signed is reset to a draft without a method, its signatures removed, after a confirmation.
 * The steps offered are the domain's (Contract.viewerSigningActions).
 */
export function ContractSigningMethod({ contract: key }: { contract: ContractSigningMethod_contract$key }) {
  const t = useT();
  const c = useFragment(ContractSigningMethod_contract, key);
  const [chosen, setChosen] = useState<readonly Method[]>(c.signingMethod);
  const [confirming, setConfirming] = useState(false);
  const [message, setMessage] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const [setMethod, saving] = useSetSigningMethod();
  const [reset, resetting] = useResetSigningMethod();
  const maySet = c.viewerSigningActions.includes('SET_SIGNING_METHOD');
  const mayReset = c.viewerSigningActions.includes('RESET_SIGNING_METHOD');
  const done = (
    payload: { readonly userErrors: readonly { readonly code: string; readonly message: string }[] },
    success: MessageKey,
  ) => {
    const first = payload.userErrors[0];
    setMessage(
      first ? { severity: 'error', text: userErrorText(t, first) } : { severity: 'success', text: t(success) },
    );
    return !first;
  };
  const save = async () =>
    done(
      await setMethod({ contractId: c.id, signers: METHODS.filter((m) => chosen.includes(m)) }),
      'CONTRACT_SIGNING_METHOD_SAVED',
    );
  const confirmReset = async () => {
    setConfirming(false);
    if (done(await reset({ contractId: c.id }), 'CONTRACT_SIGNING_METHOD_RESET_DONE')) setChosen([]);
  };
  const toggle = (method: Method, on: boolean) =>
    setChosen((now) => (on ? [...now, method] : now.filter((m) => m !== method)));
  const current = c.signingMethod.map((m) => enumLabel(t, 'CONTRACT_SIGNING_METHOD', m)).join(', ');
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="signing-method-title">
      <Typography variant="subtitle1" component="h2" id="signing-method-title">
        {t('CONTRACT_SIGNING_METHOD')}
      </Typography>
      <Typography variant="body2" data-testid="signing-method">
        {current || t('CONTRACT_SIGNING_METHOD_NOT_SET')}
      </Typography>
      {maySet && (
        <FormGroup row>
          {METHODS.map((m) => (
            <FormControlLabel
              key={m}
              control={<Checkbox checked={chosen.includes(m)} onChange={(e) => toggle(m, e.target.checked)} />}
              label={enumLabel(t, 'CONTRACT_SIGNING_METHOD', m)}
            />
          ))}
        </FormGroup>
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }}>
        {maySet && (
          <Button variant="outlined" disabled={saving || chosen.length === 0} onClick={save}>
            {t('CONTRACT_SIGNING_METHOD_SAVE')}
          </Button>
        )}
        {mayReset && (
          <Button color="warning" disabled={resetting} onClick={() => setConfirming(true)}>
            {t('CONTRACT_SIGNING_METHOD_RESET')}
          </Button>
        )}
      </Stack>
      {message && (
        <Alert severity={message.severity} sx={{ mt: 1 }}>
          {message.text}
        </Alert>
      )}
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="reset-title">
        <DialogTitle id="reset-title">{t('CONTRACT_SIGNING_METHOD_RESET')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('CONTRACT_SIGNING_METHOD_RESET_TEXT')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{t('CANCEL')}</Button>
          <Button variant="contained" color="warning" onClick={confirmReset}>
            {t('CONTRACT_SIGNING_METHOD_RESET')}
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}

const ContractSigningMethod_contract = graphql`
  fragment ContractSigningMethod_contract on Contract {
    id
    signingMethod
    viewerSigningActions
  }
`;
