import DeleteIcon from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useState } from 'react';
import { useT } from '../../../i18n/I18nProvider';
import { userErrorText } from '../../../i18n/userErrorText';
import { useDeleteTemplate } from '../hooks/useTemplateAdminMutations';

/**
 * Part 2 §7 POST /api/contract_template/delete after a confirmation: the template goes, contracts made from it keep
 * their content. An icon in the templates list, a button on a template's page; shown to who manages templates.
 */
export function DeleteTemplateButton({
  templateId,
  name,
  variant,
  onDeleted,
}: {
  templateId: string;
  name: string;
  variant: 'icon' | 'button';
  onDeleted: (name: string) => void;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [remove, deleting] = useDeleteTemplate();
  const label = t('CONTRACT_TEMPLATE_DELETE_NAMED', { name });
  const confirm = async () => {
    const payload = await remove(templateId);
    const first = payload.userErrors[0];
    if (first) setError(userErrorText(t, first));
    else {
      setOpen(false);
      onDeleted(name);
    }
  };
  return (
    <>
      {variant === 'icon' ? (
        <IconButton edge="end" aria-label={label} onClick={() => setOpen(true)}>
          <DeleteIcon />
        </IconButton>
      ) : (
        <Button color="error" onClick={() => setOpen(true)}>
          {t('CONTRACT_TEMPLATE_DELETE')}
        </Button>
      )}
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={`delete-template-${templateId}`}>
        <DialogTitle id={`delete-template-${templateId}`}>{label}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('CONTRACT_TEMPLATE_DELETE_TEXT', { name })}</DialogContentText>
          {error && <Alert severity="error">{error}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('CANCEL')}</Button>
          <Button variant="contained" color="error" disabled={deleting} onClick={confirm}>
            {t('DELETE')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
