import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { formatDate } from '../../../i18n/formatDate';
import { useId } from 'react';
import { useT } from '../../../i18n/I18nProvider';

export type DaysOffConfirmResult = { kind: 'added' | 'removed'; count: number; dates: string[] };

type Props = { open: boolean; result: DaysOffConfirmResult | null; onClose(): void };

/** Part 1 §2: "a confirm sidebar follows add or delete": what was added or removed, on which days (DD/MM/YYYY). */
export function DaysOffConfirmSidebar({ open, result, onClose }: Props) {
  const t = useT();
  const titleId = useId();
  const title = result?.kind === 'removed' ? t('CONFIRM_SIDEBAR_REMOVED') : t('CONFIRM_SIDEBAR_ADDED');
  const dates = [...new Set(result?.dates ?? [])].sort();
  return (
    // Not modal: the page and its toast (DAYS_OFF_ADDED, DAYS_OFF_SLOTS_REMOVED) stay readable beside it.
    <Drawer
      anchor="right"
      variant="persistent"
      open={open && result !== null}
      slotProps={{
        paper: { role: 'dialog', 'aria-labelledby': titleId, elevation: 8, sx: { width: 320, maxWidth: '100vw' } },
      }}
    >
      {result && (
        <Box sx={{ p: 2 }}>
          <Typography id={titleId} variant="h6" component="h2">
            {title}
          </Typography>
          <Typography sx={{ mt: 1 }}>
            {t(result.kind === 'removed' ? 'CONFIRM_SIDEBAR_REMOVED_COUNT' : 'CONFIRM_SIDEBAR_ADDED_COUNT', {
              count: result.count,
            })}
          </Typography>
          <List dense aria-label={title}>
            {dates.map((date) => (
              <ListItem key={date}>{formatDate(t, date)}</ListItem>
            ))}
          </List>
          <Button variant="contained" onClick={onClose} fullWidth>
            {t('CLOSE')}
          </Button>
        </Box>
      )}
    </Drawer>
  );
}
