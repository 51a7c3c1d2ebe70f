import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { formatDate } from '../../../i18n/formatDate';
import { graphql, useFragment } from 'react-relay';
import type { PoortwachterTimeline_verzuim$key } from '../../../__generated__/PoortwachterTimeline_verzuim.graphql';
import { useT } from '../../../i18n/I18nProvider';
import { keyText } from '../keyText';

const STATE_COLOR = { DONE: 'success', DUE: 'default', OVERDUE: 'error' } as const;

/**
 * The Wet verbetering poortwachter timeline of an open verzuim (the dates and states are domain verzuim's,
 * through the gateway): each step with its week and date, the next deadline highlighted, the overdue ones marked.
 * `compact` shows the passed steps that need attention and the next three only.
 */
export function PoortwachterTimeline({
  verzuim,
  compact = false,
}: {
  verzuim: PoortwachterTimeline_verzuim$key;
  compact?: boolean;
}) {
  const t = useT();
  const data = useFragment(PoortwachterTimeline_verzuim, verzuim);
  if (data.poortwachter.length === 0) return null;
  const nextIndex = data.poortwachter.findIndex((m) => m.next);
  const shown = compact
    ? data.poortwachter.filter(
        (m, i) => m.state === 'OVERDUE' || (nextIndex >= 0 && i >= nextIndex && i < nextIndex + 3),
      )
    : data.poortwachter;
  return (
    <Box component="section" aria-label={t('VERZUIM_TIMELINE')}>
      <Typography variant="subtitle2" component="h3">
        {t('VERZUIM_TIMELINE')}
      </Typography>
      <List dense disablePadding>
        {shown.map((m) => (
          <ListItem
            key={`${m.step}-${m.week}`}
            disableGutters
            aria-current={m.next ? 'step' : undefined}
            data-state={m.state}
            sx={{
              pl: 1,
              borderLeft: 3,
              borderColor: m.next ? 'primary.main' : m.state === 'OVERDUE' ? 'error.main' : 'divider',
              bgcolor: m.next ? 'action.selected' : undefined,
            }}
          >
            <ListItemText
              primary={keyText(t, `POORTWACHTER_${m.step}`, m.step)}
              secondary={`${t('POORTWACHTER_WEEK', { week: m.week })} · ${formatDate(t, m.date)}`}
              slotProps={{ primary: { sx: { fontWeight: m.next ? 700 : undefined } } }}
            />
            {m.next && <Chip size="small" color="primary" label={t('VERZUIM_NEXT_DEADLINE')} sx={{ mr: 1 }} />}
            <Chip
              size="small"
              variant="outlined"
              color={STATE_COLOR[m.state as keyof typeof STATE_COLOR] ?? 'default'}
              label={keyText(t, `POORTWACHTER_STATE_${m.state}`, m.state)}
            />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}

const PoortwachterTimeline_verzuim = graphql`
  fragment PoortwachterTimeline_verzuim on Verzuim {
    poortwachter {
      step
      week
      date
      state
      next
    }
  }
`;
