import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useT } from '../../../i18n/I18nProvider';

/**
 * Part 1 §5: an external link needs confirmation and opens in a new window without opener.
 * `url` null keeps the dialog closed.
 */
export function ExternalLinkDialog({ url, onClose }: { url: string | null; onClose: () => void }) {
  const t = useT();
  const open = () => {
    if (url) window.open(url, '_blank', 'noopener,noreferrer');
    onClose();
  };
  return (
    <Dialog open={url !== null} onClose={onClose} aria-labelledby="external-link-title">
      <DialogTitle id="external-link-title">{t('EXTERNAL_LINK_TITLE')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('EXTERNAL_LINK_TEXT')}</DialogContentText>
        <DialogContentText sx={{ mt: 1, fontFamily: 'monospace', overflowWrap: 'anywhere' }}>{url}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('CANCEL')}</Button>
        <Button variant="contained" onClick={open}>
          {t('OPEN_LINK')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
