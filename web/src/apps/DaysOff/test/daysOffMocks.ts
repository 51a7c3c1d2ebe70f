// Mock data for the days-off component tests (resolvers keyed by GraphQL type, see
// test/relayTestUtils.tsx). Not under __tests__/, which jest would run as a suite.
import { addDays, weekdayMondayFirst } from '@people/domain/dates';
import type { ProfileAction, ProfileSection } from '@people/domain/permissions';
import { PROFILE_SECTIONS } from '@people/domain/permissions';

export const EMPLOYEE_ID = 'RW1wbG95ZWU6MQ==';
/** The person's REST id, as the addresses carry it (paths.ts). */
export const EMPLOYEE_INTERNAL_ID = 1;
export const YEAR = 2026;
/** PEOPLE_TODAY of the tests (common brief): the gateway flags it as today. */
const TODAY = '2026-06-15';

export function permissions(
  actions: readonly ProfileAction[] = [],
  sections: readonly ProfileSection[] = PROFILE_SECTIONS,
) {
  return { sections: [...sections], actions: [...actions], terminationBlockedReason: null };
}

/** A DayOffUsageItem: a day-limited type, 20 days a year, nothing used, no transfer. */
export function usageItem(typeId: number, name: string, extra: Record<string, unknown> = {}) {
  return {
    typeId,
    type: 'CUSTOM',
    name,
    color: '1C99FC',
    limitation: 'LIMIT_IN_DAYS',
    defaultLimitation: 'LIMIT_IN_DAYS',
    interpretation: 'TIME_OFF',
    allowedSelfservice: true,
    daysApproved: 0,
    daysNotApproved: 0,
    minutesApproved: 0,
    minutesNotApproved: 0,
    maxYearlyAmountDays: 20,
    maxYearlyAmountMinutes: null,
    accrualApprovedMinutes: null,
    accrualStartingMinutesThisYear: null,
    transferUnusedAmounts: false,
    transferredMinutes: 0,
    transferExpiryDate: null,
    showTransferExpiryLabel: false,
    expiredMinutes: 0,
    budgetBarMaxed: false,
    transferredAvailable: 0,
    balance: { kind: 'left', unit: 'days', amount: 20 },
    ...extra,
  };
}

export type ItemMock = {
  entryId: number | null;
  company: boolean;
  type: string;
  dayOffTypeId: number | null;
  name: string | null;
  color: string;
  status: 'PENDING' | 'APPROVED';
  amPmHint: string | null;
  startMinutes: number | null;
  durationMinutes: number | null;
  interpretation: string | null;
  shortAbsenceLabel: string | null;
  verzuimId: number | null;
};

export function companyDayOff(name: string, color = 'E53935'): ItemMock {
  return {
    entryId: null,
    company: true,
    type: 'company_day_off',
    dayOffTypeId: null,
    name,
    color,
    status: 'APPROVED',
    amPmHint: 'ALL_DAY',
    startMinutes: null,
    durationMinutes: null,
    interpretation: null,
    shortAbsenceLabel: null,
    verzuimId: null,
  };
}

export function personalDayOff(entryId: number, name: string, extra: Partial<ItemMock> = {}): ItemMock {
  return {
    entryId,
    company: false,
    type: 'custom',
    dayOffTypeId: 1,
    name,
    color: '43A047',
    status: 'APPROVED',
    amPmHint: 'ALL_DAY',
    startMinutes: 540,
    durationMinutes: null,
    interpretation: 'TIME_OFF',
    shortAbsenceLabel: null,
    verzuimId: null,
    ...extra,
  };
}

type DayExtra = {
  items?: ItemMock[];
  oneDayContract?: string | null;
  scheduledMinutes?: number | null;
  halfDay?: string | null;
};

/**
 * Every day of `year` as EmployeeCalendar.days: 8 hours Monday to Friday, 0 at the weekend, today flagged,
 * and the items of `extra` by date.
 */
export function calendarDays(year = YEAR, extra: Record<string, DayExtra> = {}) {
  const days = [];
  for (let date = `${year}-01-01`; date.startsWith(String(year)); date = addDays(date, 1)) {
    const more = extra[date] ?? {};
    const items = more.items ?? [];
    const scheduledMinutes =
      more.scheduledMinutes === undefined ? (weekdayMondayFirst(date) < 5 ? 480 : 0) : more.scheduledMinutes;
    const oneDayContract = more.oneDayContract ?? null;
    days.push({
      date,
      scheduledMinutes,
      oneDayContract,
      items,
      flags: {
        today: date === TODAY,
        zeroSchedule: scheduledMinutes === 0,
        noSchedule: scheduledMinutes === null,
        oneDayContract: oneDayContract !== null,
        empty: items.length === 0,
        halfDay: more.halfDay ?? null,
      },
    });
  }
  return days;
}

/** The viewer's company with these integration features (part 1 §6). */
export function viewer(integrationFeatures: readonly string[] = []) {
  return { company: { features: [], integrations: [{ features: [...integrationFeatures] }] } };
}
