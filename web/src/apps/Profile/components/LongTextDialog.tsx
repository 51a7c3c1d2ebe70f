import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useT } from '../../../i18n/I18nProvider';

export type LongText = { name: string; text: string };

/** Part 1 §2 modal: the long custom-field text viewer. */
export function LongTextDialog({ text, onClose }: { text: LongText | null; onClose: () => void }) {
  const t = useT();
  return (
    <Dialog open={text !== null} onClose={onClose} aria-labelledby="long-text-title" fullWidth maxWidth="sm">
      <DialogTitle id="long-text-title">{text?.name}</DialogTitle>
      <DialogContent>
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{text?.text}</Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('CLOSE')}</Button>
      </DialogActions>
    </Dialog>
  );
}
