import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import SignaturePad from 'signature_pad';
import { useT } from '../../../i18n/I18nProvider';

type Props = {
  open: boolean;
  second: boolean;
  defaultName: string;
  busy: boolean;
  error: string | null;
  onClose: () => void;
  /** The name and the drawn signature as a PNG data URL (part 2 §3 Signing: name, base64_signature). */
  onSign: (name: string, png: string) => void;
};

/** Part 2 §4 sign internally: the signer draws a signature (signature_pad) and confirms their name. */
export function SignatureDialog({ open, second, defaultName, busy, error, onClose, onSign }: Props) {
  const t = useT();
  const [canvas, setCanvas] = useState<HTMLCanvasElement | null>(null);
  const pad = useRef<SignaturePad | null>(null);
  const [name, setName] = useState(defaultName);
  const [empty, setEmpty] = useState(true);
  useEffect(() => {
    if (!canvas) return;
    const instance = new SignaturePad(canvas, { backgroundColor: 'rgb(255,255,255)' });
    instance.addEventListener('endStroke', () => setEmpty(instance.isEmpty()));
    pad.current = instance;
    return () => instance.off();
  }, [canvas]);
  const clear = () => {
    pad.current?.clear();
    setEmpty(true);
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="sign-title" maxWidth="sm" fullWidth>
      <DialogTitle id="sign-title">{second ? t('CONTRACT_SIGN_AS_SECOND') : t('CONTRACT_SIGN_AS_FIRST')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label={t('CONTRACT_SIGNER_NAME')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            required
          />
          <Typography variant="body2">{t('CONTRACT_DRAW_SIGNATURE')}</Typography>
          <canvas
            ref={setCanvas}
            width={460}
            height={160}
            aria-label={t('CONTRACT_SIGNATURE_PAD')}
            data-testid="signature-pad"
            style={{ border: '1px solid #999', borderRadius: 4, touchAction: 'none', maxWidth: '100%' }}
          />
          {error && <Typography color="error">{error}</Typography>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={clear}>{t('CONTRACT_CLEAR_SIGNATURE')}</Button>
        <Button onClick={onClose}>{t('CANCEL')}</Button>
        <Button
          variant="contained"
          disabled={busy || empty || name.trim() === ''}
          onClick={() => pad.current && onSign(name.trim(), pad.current.toDataURL('image/png'))}
        >
          {t('CONTRACT_SIGN')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
