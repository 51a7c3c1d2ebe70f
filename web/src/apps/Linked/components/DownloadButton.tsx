import Download from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useToast } from '../../../components/ToastProvider';
import { useT } from '../../../i18n/I18nProvider';
import { downloadDocument } from '../documentFileRequests';

/** Downloads a document's file; a failure says so in a red toast and the page stays. */
export function DownloadButton({
  url,
  filename,
  size = 'medium',
}: {
  url: string;
  filename: string;
  size?: 'small' | 'medium';
}) {
  const t = useT();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      await downloadDocument(url, filename);
    } catch {
      toast({ severity: 'error', message: t('DOCUMENT_DOWNLOAD_FAILED') });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size={size}
      startIcon={<Download />}
      onClick={onClick}
      disabled={busy}
      aria-label={t('DOCUMENT_DOWNLOAD_NAMED', { name: filename })}
    >
      {t('DOCUMENT_DOWNLOAD')}
    </Button>
  );
}
