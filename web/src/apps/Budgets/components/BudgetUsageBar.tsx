import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useT } from '../../../i18n/I18nProvider';
import { formatMoney } from '../../../i18n/formatMoney';

type Props = { label: string; usage: number; maximum: number; usagePercent: number; overMaximum: boolean };

/** Part 1 §4 usage bar in EUR (§9): usage of the maximum, red when usage exceeds the maximum. */
export function BudgetUsageBar({ label, usage, maximum, usagePercent, overMaximum }: Props) {
  const t = useT();
  const amounts = t('BUDGET_USAGE_OF_MAXIMUM', {
    usage: formatMoney(usage, t.language),
    maximum: formatMoney(maximum, t.language),
  });
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="body2">{label}</Typography>
        <Typography variant="body2" color={overMaximum ? 'error' : 'text.secondary'}>
          {amounts}
        </Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={usagePercent}
        color={overMaximum ? 'error' : 'primary'}
        aria-label={`${label}: ${amounts}${overMaximum ? ` (${t('BUDGET_OVER_MAXIMUM')})` : ''}`}
        data-over-maximum={overMaximum ? 'true' : 'false'}
        sx={{ height: 8, borderRadius: 4, mt: 0.5 }}
      />
    </Box>
  );
}
