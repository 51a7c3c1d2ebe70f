import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { formatDuration } from '@people/domain/dates';
import { dimonaContractTypeLabel } from '../../../i18n/enumLabel';
import { formatDate, formatMonth } from '../../../i18n/formatDate';
import { useCallback, useMemo } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { PersonCalendarMonth_employee$key } from '../../../__generated__/PersonCalendarMonth_employee.graphql';
import { specValue } from '../../../graphqlEnums';
import { useT } from '../../../i18n/I18nProvider';
import { daysOffPath, personCalendarMonthPath } from '../../../paths';
import type { CalendarDayData } from '../../DaysOff/calendarDays';
import { CalendarYear } from '../../DaysOff/components/CalendarYear';
import { highlightInMonth, shiftMonth, type MonthAddress } from '../calendarMonth';

const NOTHING_HIDDEN: ReadonlySet<string> = new Set();

type Props = {
  employee: PersonCalendarMonth_employee$key;
  /** The Employee's REST id, for the links to the month before and after. */
  addressId: number;
  address: MonthAddress;
  highlight: string | null;
};

/**
 * The person calendar month (part 1 §2 /calendar/person/{id}/{year}/{month}?highlight={date}): the month's days off,
 * company holidays and day contracts of one person, drawn by the yearly calendar's grid narrowed to the month, with
 * the highlighted date selected. Clicking a day highlights it (the address keeps it, so Back and links carry it).
 */
export function PersonCalendarMonth({ employee, addressId, address, highlight }: Props) {
  const t = useT();
  const navigate = useNavigate();
  const data = useFragment(PersonCalendarMonth_employee, employee);
  const calendar = data.calendarMonth.ok ? data.calendarMonth.value : null;
  const days: readonly CalendarDayData[] = calendar?.days ?? [];
  const highlighted = highlightInMonth(highlight, address);
  const selectedDates = useMemo(() => (highlighted ? [highlighted] : []), [highlighted]);
  const onDayClick = useCallback(
    (date: string) =>
      navigate(personCalendarMonthPath(addressId, address.year, address.month, date), { replace: true }),
    [navigate, addressId, address.year, address.month],
  );
  const before = shiftMonth(address, -1);
  const after = shiftMonth(address, 1);
  const monthName = formatMonth(t, address.year, address.month);

  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Button
          component={RouterLink}
          to={personCalendarMonthPath(addressId, before.year, before.month)}
          startIcon={<ChevronLeft />}
        >
          {t('PREVIOUS_MONTH')}
        </Button>
        <Typography variant="h6" component="h2" sx={{ flex: '1 1 auto', textAlign: 'center' }}>
          {monthName}
        </Typography>
        <Button
          component={RouterLink}
          to={personCalendarMonthPath(addressId, after.year, after.month)}
          endIcon={<ChevronRight />}
        >
          {t('NEXT_MONTH')}
        </Button>
      </Box>
      <Link component={RouterLink} to={daysOffPath(data.internalId, address.year)}>
        {t('OPEN_YEAR_CALENDAR')}
      </Link>
      {!data.calendarMonth.ok && <Alert severity="error">{t('CALENDAR_MONTH_UNAVAILABLE')}</Alert>}
      {calendar && (
        <>
          <Box sx={{ overflowX: 'auto', maxWidth: '100%' }}>
            <CalendarYear
              year={address.year}
              days={days}
              selectedDates={selectedDates}
              hidden={NOTHING_HIDDEN}
              onDayClick={onDayClick}
            />
          </Box>
          <MonthItems days={days} highlighted={highlighted} />
        </>
      )}
    </Box>
  );
}

/** The month's entries as text, one line per day that holds any: readable without the grid (and by screen readers). */
function MonthItems({ days, highlighted }: { days: readonly CalendarDayData[]; highlighted: string | null }) {
  const t = useT();
  const lines = days.filter((day) => day.items.length > 0 || day.oneDayContract);
  if (lines.length === 0) return <Typography color="text.secondary">{t('NO_MONTH_ENTRIES')}</Typography>;
  return (
    <List dense aria-label={t('MONTH_ENTRIES')}>
      {lines.map((day) => (
        <ListItem
          key={day.date}
          data-date={day.date}
          aria-current={day.date === highlighted ? 'date' : undefined}
          sx={day.date === highlighted ? { outline: 2, outlineColor: 'primary.main', borderRadius: 1 } : undefined}
        >
          <ListItemText
            primary={formatDate(t, day.date)}
            secondary={[
              ...day.items.map((item) =>
                [
                  item.name ?? t(item.company ? 'COMPANY_DAY_OFF' : 'DAY_OFF'),
                  item.company
                    ? t('COMPANY_DAY_OFF')
                    : t(specValue(item.status) === 'pending' ? 'DAY_OFF_PENDING' : 'DAY_OFF_APPROVED'),
                  item.durationMinutes ? formatDuration(item.durationMinutes) : null,
                ]
                  .filter(Boolean)
                  .join(' · '),
              ),
              day.oneDayContract ? t('DAY_CONTRACT', { type: dimonaContractTypeLabel(t, day.oneDayContract) }) : null,
            ]
              .filter(Boolean)
              .join(' — ')}
          />
        </ListItem>
      ))}
    </List>
  );
}

const PersonCalendarMonth_employee = graphql`
  fragment PersonCalendarMonth_employee on Employee
  @argumentDefinitions(year: { type: "Int!" }, month: { type: "Int!" }) {
    id
    internalId
    calendarMonth(year: $year, month: $month) @catch(to: RESULT) {
      year
      month
      days {
        date
        scheduledMinutes
        oneDayContract
        items {
          entryId
          company
          type
          dayOffTypeId
          name
          color
          status
          amPmHint
          startMinutes
          durationMinutes
          interpretation
          shortAbsenceLabel
        }
        flags {
          today
          zeroSchedule
          noSchedule
          oneDayContract
          empty
          halfDay
        }
      }
    }
  }
`;
