import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useToast } from '../../../components/ToastProvider';
import { useT } from '../../../i18n/I18nProvider';
import { exportQuery, type DirectoryState } from '../directoryParams';
import { downloadDirectoryExport } from '../exportDownload';

/**
 * Exports the list as filtered to .xlsx or CSV. The server decides the columns: the wage columns only for
 * a viewer with wage access (domain directoryExportColumns).
 */
export function PeopleExportButton({ state }: { state: DirectoryState }) {
  const t = useT();
  const toast = useToast();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [busy, setBusy] = useState(false);
  const download = async (format: 'xlsx' | 'csv') => {
    setAnchor(null);
    setBusy(true);
    try {
      await downloadDirectoryExport(exportQuery(state, format), format);
    } catch {
      toast({ severity: 'error', message: t('DIRECTORY_EXPORT_FAILED') });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<DownloadIcon />}
        loading={busy}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t('DIRECTORY_EXPORT')}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => download('xlsx')}>{t('DIRECTORY_EXPORT_XLSX')}</MenuItem>
        <MenuItem onClick={() => download('csv')}>{t('DIRECTORY_EXPORT_CSV')}</MenuItem>
      </Menu>
    </>
  );
}
