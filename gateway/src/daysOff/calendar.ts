// The yearly calendar of one person (part 1 §2, §3 calendar data, §5 holidays warning), built from the answers of
// the REST calls 1 (days off) and 2 (weekly schedule) by domain calendar.buildCalendarDays.
import { buildCalendarDays } from '@people/domain/calendar';
import { isLeapYear } from '@people/domain/dates';
import { DEFAULT_HOLIDAY_COUNTRY, showHolidaysWarning } from '@people/domain/daysOff';
import { hasIntegrationFeature } from '@people/domain/companyFlags';
import type { EmployeeCalendarResolvers } from '../__generated__/resolvers-types';
import { today } from '../core/clock';
import type { CalendarDayModel, CalendarItemModel, EmployeeCalendarModel } from '../core/models';

/** Every day of the year, 1 January first, each with its items tied back to the REST entries they came from. */
export function calendarDays(calendar: EmployeeCalendarModel, todayIso: string): CalendarDayModel[] {
  const { company_days_off: companyDaysOff, personal_days_off: personalDaysOff } = calendar.daysOff;
  const oneDayContracts = calendar.schedule.one_day_contracts;
  const contractTypes = new Map(oneDayContracts.map((c) => [c.date, c.contract_type]));
  const days = buildCalendarDays({
    startDate: `${calendar.year}-01-01`,
    daysCount: isLeapYear(calendar.year) ? 366 : 365,
    company_days_off: companyDaysOff,
    personal_days_off: personalDaysOff,
    weekly_schedule: calendar.schedule.weekly_schedule,
    one_day_contracts: oneDayContracts.map((c) => c.date),
  });
  return days.map((day) => {
    const company = companyDaysOff[day.dateStr] ?? [];
    const personal = personalDaysOff[day.dateStr] ?? [];
    // buildCalendarDays lists a day's company days off first, then its personal ones, each in the answer's order.
    const items = day.items.map((item, i): CalendarItemModel =>
      i < company.length ? { item, company: company[i] } : { item, personal: personal[i - company.length] },
    );
    return { day, items, contractType: contractTypes.get(day.dateStr) ?? null, today: todayIso };
  });
}

const companyDaysOffCount = (calendar: EmployeeCalendarModel) =>
  Object.values(calendar.daysOff.company_days_off).reduce((count, entries) => count + entries.length, 0);

export const EmployeeCalendar: EmployeeCalendarResolvers = {
  year: (c) => c.year,
  // Today is the REST API's today: the same PEOPLE_TODAY pins both (gateway/clock).
  days: (c) => {
    const days = calendarDays(c, today());
    // The month page answers only its month's days (part 1 §2 /calendar/person/{id}/{year}/{month}).
    if (c.month === undefined) return days;
    const prefix = `${c.year}-${String(c.month).padStart(2, '0')}-`;
    return days.filter((d) => d.day.dateStr.startsWith(prefix));
  },
  month: (c) => c.month ?? null,
  // Part 1 §5: call 1 answers the company days off of the person's holiday country this year; the integrations'
  // features come with the permission context, so the warning costs no call of its own.
  showHolidaysWarning: (c) =>
    showHolidaysWarning({
      companyDaysOffCount: companyDaysOffCount(c),
      country: c.daysOff.holidays_country || null,
      integrationImportsCompanyHolidays: hasIntegrationFeature(c.context.company, 'companyholidays/import'),
      year: c.year,
    }),
  // Part 1 §9: BE when the person has no holiday country.
  holidaysCountry: (c) => c.daysOff.holidays_country || DEFAULT_HOLIDAY_COUNTRY,
};
