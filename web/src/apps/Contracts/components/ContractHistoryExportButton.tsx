import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useToast } from '../../../components/ToastProvider';
import { useT } from '../../../i18n/I18nProvider';
import { downloadExport } from '../../People/exportDownload';

/**
 * Downloads a contract history as .xlsx (part 2 §6) from `url`: Employee.contractHistoryExportUrl, which the gateway
 * answers only to a viewer with the Excel export permission and wage access; a caller shows the button only then.
 */
export function ContractHistoryExportButton({ url }: { url: string }) {
  const t = useT();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadExport(url, 'contracts.xlsx');
    } catch {
      toast({ severity: 'error', message: t('CONTRACT_HISTORY_EXPORT_FAILED') });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" sx={{ mt: 1 }} startIcon={<DownloadIcon />} loading={busy} onClick={download}>
      {t('CONTRACT_HISTORY_EXPORT')}
    </Button>
  );
}
