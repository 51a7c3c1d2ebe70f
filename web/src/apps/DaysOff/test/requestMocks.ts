// Mock data for the request, delete and bulk tests (resolvers keyed by GraphQL type, see
// test/relayTestUtils.tsx). Not under __tests__/, which jest would run as a suite.
import type { CalendarItem, SelectedDay } from '@people/domain/calendar';
import type { ProfileAction } from '@people/domain/permissions';

export const EMPLOYEE_ID = 'RW1wbG95ZWU6MQ==';
const INTERNAL_ID = 1;
export const EMPLOYEE_INTERNAL_ID = INTERNAL_ID;
export const YEAR = 2026;

export function usageType(typeId: number, name: string, extra: Record<string, unknown> = {}) {
  return {
    typeId,
    type: 'CUSTOM',
    name,
    limitation: 'UNLIMITED',
    allowedSelfservice: false,
    active: true,
    allowedRequestOptions: ['allDay', 'morning', 'afternoon', 'custom'],
    ...extra,
  };
}

/** The person's types: two self-service ones, an education and a sick-day type, an inactive one, and a ruleset. */
const usage = {
  types: [
    usageType(12, 'Overtime recovery', { limitation: 'LIMIT_IN_MINUTES' }),
    usageType(11, 'Holiday', { limitation: 'LIMIT_IN_DAYS', allowedSelfservice: true }),
    usageType(13, 'Training', { type: 'EDUCATION' }),
    usageType(14, 'Old leave', { active: false, allowedSelfservice: true }),
    usageType(15, 'Sick day', { type: 'SICK_DAY', allowedSelfservice: true }),
  ],
  rulesets: [
    {
      rulesetId: 3,
      name: 'Legal leave',
      dayOffTypes: [usageType(16, 'Extra legal', { limitation: 'LIMIT_IN_DAYS', allowedSelfservice: true })],
    },
  ],
};

export type CalendarItemData = {
  entryId: number | null;
  company: boolean;
  type: string;
  dayOffTypeId?: number | null;
  name: string | null;
  color?: string;
  status: 'PENDING' | 'APPROVED';
  amPmHint: string | null;
  startMinutes: number | null;
  durationMinutes: number | null;
};

export type CalendarDayData = { date: string; scheduledMinutes: number | null; items?: CalendarItemData[] };

export function calendar(days: readonly CalendarDayData[]) {
  return { days: days.map((day) => ({ items: [], ...day })) };
}

/** The person with `extra` over the defaults: the usage above, a Monday–Friday week of July 2026, no actions. */
export function requestPerson(actions: readonly ProfileAction[] = [], extra: Record<string, unknown> = {}) {
  return {
    id: EMPLOYEE_ID,
    internalId: INTERNAL_ID,
    name: 'Ann Peeters',
    daysOffUsage: usage,
    calendar: calendar([
      { date: '2026-07-06', scheduledMinutes: 480 },
      { date: '2026-07-07', scheduledMinutes: 480 },
      { date: '2026-07-08', scheduledMinutes: 300 },
      { date: '2026-07-11', scheduledMinutes: 0 },
    ]),
    permissions: { sections: [], actions: [...actions], terminationBlockedReason: null },
    ...extra,
  };
}

export function company(features: readonly string[] = [], integrationFeatures: readonly string[] = []) {
  return {
    features: [...features],
    integrations: [{ id: 'UGF5cm9sbEludGVncmF0aW9uOjE=', features: [...integrationFeatures] }],
  };
}

const toDomainItem = (item: CalendarItemData): CalendarItem => ({
  type: item.company ? 'company_day_off' : item.type,
  duration_minutes: item.durationMinutes,
  company: item.company,
});

/** A selected day as the calendar page passes it (domain SelectedDay). */
export function selected(
  date: string,
  mode: 'add' | 'delete' = 'add',
  items: readonly CalendarItemData[] = [],
  employeeId = INTERNAL_ID,
): SelectedDay {
  return { date, employeeId, items: items.map(toDomainItem), oneDayContract: false, mode };
}
