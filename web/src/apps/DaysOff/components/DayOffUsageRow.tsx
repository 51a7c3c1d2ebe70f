import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { formatDuration } from '@people/domain/dates';
import { formatDate } from '../../../i18n/formatDate';
import { usageBarRed } from '@people/domain/daysOff';
import { graphql, useFragment } from 'react-relay';
import type {
  DayOffUsageRow_item$data,
  DayOffUsageRow_item$key,
} from '../../../__generated__/DayOffUsageRow_item.graphql';
import { DeferredTooltip } from '../../../components/DeferredTooltip';
import { useT, type Translator } from '../../../i18n/I18nProvider';
import { amountText, balanceText, barPercent, usageBar } from '../usageText';

/** The state of a usage bar: red above the maximum, maxed when reached (part 1 §4). */
type UsageBarState = 'red' | 'maxed' | 'normal';

/**
 * One usage row (part 1 §2): the type's name in its colour, what is left or used (part 1 §4 balance
 * display), a bar, and a tooltip with approved, pending, transferred (with its expiry when shown) and
 * expired amounts (part 1 §9).
 */
export function DayOffUsageRow({ item }: { item: DayOffUsageRow_item$key }) {
  const t = useT();
  const data = useFragment(DayOffUsageRow_item, item);
  const bar = usageBar(data);
  const state: UsageBarState =
    bar && usageBarRed(bar.usage, bar.maximum) ? 'red' : data.budgetBarMaxed ? 'maxed' : 'normal';
  return (
    <Box component="li" sx={{ listStyle: 'none', py: 0.75 }}>
      <DeferredTooltip title={<UsageDetails t={t} data={data} />} describeChild>
        <Box
          tabIndex={0}
          data-testid="usage-row"
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1,
            outline: 'none',
            '&:focus-visible': { boxShadow: 1 },
          }}
        >
          <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', minWidth: 0 }}>
            <Box
              component="span"
              sx={{ width: 10, height: 10, flex: 'none', borderRadius: '50%', bgcolor: `#${data.color}`, mr: 1 }}
            />
            <Typography variant="body2" component="span" noWrap>
              {data.name}
            </Typography>
          </Box>
          <Typography
            variant="body2"
            component="span"
            color={data.balance.kind === 'over' ? 'error' : 'text.secondary'}
            noWrap
          >
            {balanceText(t, data.balance)}
          </Typography>
        </Box>
      </DeferredTooltip>
      {bar && (
        <LinearProgress
          variant="determinate"
          value={barPercent(bar.usage, bar.maximum)}
          color={state === 'red' ? 'error' : state === 'maxed' ? 'warning' : 'primary'}
          aria-label={t('USAGE_BAR_OF', { name: data.name })}
          data-state={state}
          sx={{ mt: 0.5, height: 6, borderRadius: 3 }}
        />
      )}
    </Box>
  );
}

function UsageDetails({ t, data }: { t: Translator; data: DayOffUsageRow_item$data }) {
  const unit = data.balance.unit;
  const lines = [
    t('USAGE_APPROVED', { amount: amountText(t, unit, data.daysApproved, data.minutesApproved) }),
    t('USAGE_PENDING', { amount: amountText(t, unit, data.daysNotApproved, data.minutesNotApproved) }),
  ];
  if (data.transferUnusedAmounts) {
    const amount = formatDuration(data.transferredMinutes);
    // part 1 §4: the expiry label is hidden at 12 months or more (showTransferExpiryLabel).
    lines.push(
      data.showTransferExpiryLabel && data.transferExpiryDate
        ? t('USAGE_TRANSFERRED_EXPIRES', { amount, date: formatDate(t, data.transferExpiryDate) })
        : t('USAGE_TRANSFERRED', { amount }),
    );
    lines.push(t('USAGE_EXPIRED', { amount: formatDuration(data.expiredMinutes) }));
  }
  return (
    <Box component="span" sx={{ display: 'block' }}>
      <Box component="span" sx={{ display: 'block', fontWeight: 600 }}>
        {data.name}
      </Box>
      {lines.map((line) => (
        <Box component="span" key={line} sx={{ display: 'block' }}>
          {line}
        </Box>
      ))}
    </Box>
  );
}

const DayOffUsageRow_item = graphql`
  fragment DayOffUsageRow_item on DayOffUsageItem {
    name
    color
    limitation
    balance {
      kind
      unit
      amount
    }
    budgetBarMaxed
    transferredAvailable
    daysApproved
    daysNotApproved
    minutesApproved
    minutesNotApproved
    maxYearlyAmountDays
    maxYearlyAmountMinutes
    accrualApprovedMinutes
    accrualStartingMinutesThisYear
    transferUnusedAmounts
    transferredMinutes
    transferExpiryDate
    showTransferExpiryLabel
    expiredMinutes
  }
`;
