import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatDate } from '../../../i18n/formatDate';
import { useId } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { WageCard_wage$key } from '../../../__generated__/WageCard_wage.graphql';
import { LabeledValue } from '../../../components/LabeledValue';
import { countryName } from '../../../i18n/countryName';
import { formatMoney } from '../../../i18n/formatMoney';
import { useT } from '../../../i18n/I18nProvider';
import { editWagePath } from '../../../paths';
import { recurringHolidayLines, weekMinutes } from '../schedule';
import { formatWageRate, wageStateLabel, wageTypeLabel } from '../wageFormat';
import { CountryFlag } from './CountryFlag';
import { holidayLineText } from './WeeklyScheduleSummary';
import { WeeklyScheduleTable } from './WeeklyScheduleTable';

type Props = { wage: WageCard_wage$key; employeeId: number; mayEdit: boolean; bonusShown: boolean };

/**
 * One wage on the wage details page (part 1 §3 Wage): its dates, type, rate, state, registration country, schedule,
 * recurring holidays, custom benefits and the other monthly amounts, with its total cost and an edit link.
 */
export function WageCard({ wage, employeeId, mayEdit, bonusShown }: Props) {
  const t = useT();
  const data = useFragment(WageCard_wage, wage);
  const titleId = useId();
  const money = (amount: number) => formatMoney(amount, t.language);
  const blank = t('NOT_FILLED_IN');
  const holidays = recurringHolidayLines(data.recurringHolidays);
  const period = data.endDate
    ? t('WAGE_PERIOD', { start: formatDate(t, data.startDate), end: formatDate(t, data.endDate) })
    : t('WAGE_PERIOD_OPEN', { start: formatDate(t, data.startDate) });
  return (
    <Paper component="article" aria-labelledby={titleId} sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {period}
        </Typography>
        <Chip
          size="small"
          label={wageStateLabel(t, data.state)}
          color={data.state === 'ACTIVE' ? 'success' : 'default'}
        />
        {mayEdit && (
          <Button
            size="small"
            component={RouterLink}
            to={editWagePath(employeeId, data.internalId)}
            sx={{ ml: 'auto' }}
          >
            {t('WAGE_EDIT')}
          </Button>
        )}
      </Box>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: 2, m: 0, mb: 2 }}
      >
        <LabeledValue label={t('WAGE_TYPE')}>{wageTypeLabel(t, data.type)}</LabeledValue>
        <LabeledValue label={t('WAGE_RATE')}>
          {formatWageRate(data.rate, data.rateDecimals, data.currency, t.language)}
        </LabeledValue>
        <LabeledValue label={t('WAGE_REGISTRATION_COUNTRY')}>
          <CountryFlag key={data.registrationCountryCode} code={data.registrationCountryCode} />{' '}
          {countryName(data.registrationCountryCode, t.language)}
        </LabeledValue>
        <LabeledValue label={t('WAGE_TOTAL_COST')}>{money(data.totalCost.total)}</LabeledValue>
        <LabeledValue label={t('WAGE_FACET_car')}>
          {data.carMonthlyCost == null ? blank : money(data.carMonthlyCost)}
        </LabeledValue>
        {bonusShown && (
          <LabeledValue label={t('WAGE_FACET_bonus')}>
            {data.bonusMonthly == null ? blank : money(data.bonusMonthly)}
          </LabeledValue>
        )}
        <LabeledValue label={t('WAGE_FACET_nettovergoeding')}>
          {data.nettovergoeding == null ? blank : money(data.nettovergoeding)}
        </LabeledValue>
        <LabeledValue label={t('WAGE_DYNAMIC_SCHEDULE')}>{t(data.isDynamicSchedule ? 'YES' : 'NO')}</LabeledValue>
      </Box>
      <WeeklyScheduleTable
        label={t('WAGE_WEEKLY_SCHEDULE')}
        weeks={data.weeklySchedule.map((week) => ({
          weekNr: week.weekNr,
          minutes: weekMinutes(week),
          totalMinutes: week.totalMinutes,
        }))}
      />
      <Typography variant="subtitle2" component="h4" sx={{ mt: 2 }}>
        {t('WAGE_RECURRING_HOLIDAYS')}
      </Typography>
      {holidays.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('WAGE_NO_RECURRING_HOLIDAYS')}
        </Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 3 }}>
          {holidays.map((line, i) => (
            <Typography key={i} component="li" variant="body2">
              {holidayLineText(t, line)}
            </Typography>
          ))}
        </Box>
      )}
      <Typography variant="subtitle2" component="h4" sx={{ mt: 2 }}>
        {t('WAGE_CUSTOM_BENEFITS')}
      </Typography>
      {data.customBenefits.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('WAGE_NO_CUSTOM_BENEFITS')}
        </Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 3 }}>
          {data.customBenefits.map((benefit, i) => (
            <Typography key={i} component="li" variant="body2">
              {t('WAGE_BENEFIT_LINE', { description: benefit.description, amount: money(benefit.monthlyValue) })}
            </Typography>
          ))}
        </Box>
      )}
    </Paper>
  );
}

const WageCard_wage = graphql`
  fragment WageCard_wage on Wage {
    id
    internalId
    type
    currency
    rate
    rateDecimals
    registrationCountryCode
    startDate
    endDate
    state
    isDynamicSchedule
    carMonthlyCost
    bonusMonthly
    nettovergoeding
    customBenefits {
      description
      monthlyValue
    }
    totalCost {
      total
    }
    weeklySchedule {
      weekNr
      timeEngagementMonday
      timeEngagementTuesday
      timeEngagementWednesday
      timeEngagementThursday
      timeEngagementFriday
      timeEngagementSaturday
      timeEngagementSunday
      totalMinutes
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
