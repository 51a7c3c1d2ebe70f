import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDuration } from '@people/domain/dates';
import { graphql, useFragment } from 'react-relay';
import type { WageCentre_wage$key } from '../../../__generated__/WageCentre_wage.graphql';
import { DeferredTooltip } from '../../../components/DeferredTooltip';
import { formatMoney } from '../../../i18n/formatMoney';
import { useT } from '../../../i18n/I18nProvider';
import { weekMinutes } from '../schedule';
import { CountryFlag } from './CountryFlag';
import { WeeklyScheduleSummary } from './WeeklyScheduleSummary';

type Props = {
  wage: WageCentre_wage$key;
  total: number;
  /** TotalCost.centreLabel: total_per_month, or salary_package_per_month without cost estimations. */
  centreLabel: string;
  averageWeeklyMinutes: number | null | undefined;
  large?: boolean;
};

/**
 * The hole of the ring (part 1 §2 "Wage box"): the total per month (or 'salary package per month'), the average
 * weekly hours with the weekly schedule and recurring holidays as a tooltip, the number of weeks in the schedule
 * cycle, and the registration country's flag.
 */
export function WageCentre({ wage, total, centreLabel, averageWeeklyMinutes, large = false }: Props) {
  const t = useT();
  const data = useFragment(WageCentre_wage, wage);
  const weeks = data.weeklySchedule.map((week) => ({ weekNr: week.weekNr, minutes: weekMinutes(week) }));
  const labelKey = `WAGE_CENTRE_${centreLabel}`;
  const cycle = weeks.length;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: large ? 0.75 : 0.25 }}>
      <Typography variant={large ? 'h5' : 'subtitle1'} component="p" sx={{ fontWeight: 600, lineHeight: 1.2 }}>
        {formatMoney(total, t.language)}
      </Typography>
      <Typography variant="caption" component="p" color="text.secondary" sx={{ lineHeight: 1.2 }}>
        {t.has(labelKey) ? t(labelKey) : centreLabel}
      </Typography>
      <DeferredTooltip
        title={<WeeklyScheduleSummary weeks={weeks} recurringHolidays={data.recurringHolidays} />}
        describeChild
        slotProps={{ tooltip: { sx: { maxWidth: 'none' } } }}
      >
        <Typography
          variant="caption"
          component="p"
          tabIndex={0}
          sx={{ textDecoration: 'underline dotted', cursor: 'help' }}
        >
          {t('WAGE_AVERAGE_WEEKLY_HOURS', { duration: formatDuration(averageWeeklyMinutes ?? 0) })}
        </Typography>
      </DeferredTooltip>
      {cycle > 0 && (
        <Typography variant="caption" component="p" color="text.secondary" sx={{ lineHeight: 1.2 }}>
          {t('WAGE_WEEK_CYCLES', { count: cycle })}
        </Typography>
      )}
      <CountryFlag key={data.registrationCountryCode} code={data.registrationCountryCode} height={large ? 20 : 14} />
    </Box>
  );
}

const WageCentre_wage = graphql`
  fragment WageCentre_wage on Wage {
    registrationCountryCode
    weeklySchedule {
      weekNr
      timeEngagementMonday
      timeEngagementTuesday
      timeEngagementWednesday
      timeEngagementThursday
      timeEngagementFriday
      timeEngagementSaturday
      timeEngagementSunday
    }
    recurringHolidays {
      weekNr
      days {
        weekday
        entries {
          startingPoint
          hours
          interpretation
        }
      }
    }
  }
`;
