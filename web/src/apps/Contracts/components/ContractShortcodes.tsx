import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ContractShortcodes_contract$key } from '../../../__generated__/ContractShortcodes_contract.graphql';
import { useT } from '../../../i18n/I18nProvider';
import { userErrorText } from '../../../i18n/userErrorText';
import { useSetShortcodeValue } from '../hooks/useSigningMutations';

/**
 * Part 2 §3 Custom shortcode, §7 shortcodes/{contract_id}/list and setCustomShortcodeValue: the shortcodes of a contract
 * with the values that fill it; on a draft the viewer who manages it sets a custom value and the rendered contract
 * follows (the payload reads it afresh). By default the codes the content uses and those with a custom value.
 */
export function ContractShortcodes({ contract: key }: { contract: ContractShortcodes_contract$key }) {
  const t = useT();
  const c = useFragment(ContractShortcodes_contract, key);
  const [showAll, setShowAll] = useState(false);
  // The code being set stays while the dialog closes, so its title does not change on the way out.
  const [editing, setEditing] = useState('');
  const [dialogOpen, setDialogOpen] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [set, saving] = useSetShortcodeValue();
  const mayEdit = c.viewerSigningActions.includes('SET_SHORTCODE_VALUE');
  const rows = c.shortcodes.filter((s) => showAll || s.usedInContent || s.custom);
  const open = (shortcode: string, current: string | null | undefined) => {
    setEditing(shortcode);
    setDialogOpen(true);
    setValue(current ?? '');
    setError(null);
  };
  const save = async () => {
    const payload = await set({ contractId: c.id, shortcode: editing, value });
    const first = payload.userErrors[0];
    if (first) setError(userErrorText(t, first));
    else setDialogOpen(false);
  };
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="contract-shortcodes-title">
      <Typography variant="subtitle1" component="h2" id="contract-shortcodes-title">
        {t('CONTRACT_SHORTCODES')}
      </Typography>
      <Typography variant="body2">{t('CONTRACT_SHORTCODES_HELP')}</Typography>
      <FormControlLabel
        control={<Switch checked={showAll} onChange={(e) => setShowAll(e.target.checked)} />}
        label={t('CONTRACT_SHORTCODE_SHOW_ALL')}
      />
      <Table size="small" aria-labelledby="contract-shortcodes-title">
        <TableHead>
          <TableRow>
            <TableCell>{t('CONTRACT_SHORTCODE')}</TableCell>
            <TableCell>{t('CONTRACT_SHORTCODE_VALUE')}</TableCell>
            {mayEdit && <TableCell />}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((s) => (
            <TableRow key={s.shortcode}>
              <TableCell sx={{ fontFamily: 'monospace' }}>{`{${s.shortcode}}`}</TableCell>
              <TableCell>
                {s.value ?? (
                  <Typography variant="body2" component="span" color="text.secondary">
                    {t('CONTRACT_SHORTCODE_NO_VALUE')}
                  </Typography>
                )}
                {s.custom && <Chip size="small" sx={{ ml: 1 }} label={t('CONTRACT_SHORTCODE_CUSTOM')} />}
              </TableCell>
              {mayEdit && (
                <TableCell align="right">
                  <Button
                    size="small"
                    aria-label={t('CONTRACT_SHORTCODE_SET_FOR', { shortcode: `{${s.shortcode}}` })}
                    onClick={() => open(s.shortcode, s.value)}
                  >
                    {t('CONTRACT_SHORTCODE_SET')}
                  </Button>
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Dialog open={dialogOpen} onClose={() => setDialogOpen(false)} aria-labelledby="shortcode-title" fullWidth>
        <DialogTitle id="shortcode-title">{t('CONTRACT_SHORTCODE_SET_FOR', { shortcode: `{${editing}}` })}</DialogTitle>
        <DialogContent>
          <TextField
            sx={{ mt: 1 }}
            fullWidth
            label={t('CONTRACT_SHORTCODE_VALUE')}
            value={value}
            onChange={(e) => setValue(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
          {error && <Alert severity="error">{error}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDialogOpen(false)}>{t('CANCEL')}</Button>
          <Button variant="contained" disabled={saving} onClick={save}>
            {t('SAVE')}
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}

const ContractShortcodes_contract = graphql`
  fragment ContractShortcodes_contract on Contract {
    id
    viewerSigningActions
    shortcodes {
      shortcode
      value
      custom
      usedInContent
    }
  }
`;
