// REST answers of the days-off contract for the gateway's unit tests.
import type { PermissionContext } from '@people/domain/permissions';
import { toGlobalId } from 'graphql-relay';
import type { DayOffTypeRow, DayOffUsageItemRow, PersonalDayOffRow } from '../core/models';
import { employeeRow } from './fixtures';

/** Overrides that may also hold the nulls the REST contract allows (a type without colour…). */
type Loose<T> = { [K in keyof T]?: T[K] | null };

export const PERSON = 2;
export const PERSON_ID = toGlobalId('Employee', String(PERSON));

export function permissionContext(
  options: { features?: string[]; integrationFeatures?: string[]; admin?: boolean } = {},
): PermissionContext {
  return {
    viewer: {
      admin: options.admin ?? true,
      accessWages: true,
      accessBudgets: true,
      accessPayrollProvider: true,
      accessPerformanceReviews: true,
      groupAccess: 'full',
      role: 'all',
      support: false,
      impersonating: false,
      readOnly: false,
      accessEmployeeDetails: true,
      accessCalendar: true,
      replanDaysOff: true,
    },
    company: {
      features: (options.features ?? []) as never,
      integrationFeatures: (options.integrationFeatures ?? []) as never,
    },
    person: {
      deleted: false,
      hasWage: true,
      wageHasEndDate: false,
      hasPendingWage: false,
      hasTermination: false,
      contractUid: null,
      linkedToIntegration: false,
      sameGroup: true,
      hasPendingDimona: false,
    },
  };
}

/** The person's reads every profile query makes: the person (by node id) and the viewer's permissions. */
export const personRoutes = (context: PermissionContext = permissionContext()) => ({
  '/api/employees/batch': { data: [employeeRow(PERSON)] },
  '/api/employees/permissions/batch': { data: [{ id: PERSON, context }] },
});

export function personalDayOff(
  overrides: Loose<PersonalDayOffRow> & Pick<PersonalDayOffRow, 'id' | 'date'>,
): PersonalDayOffRow {
  return {
    type: 'custom',
    custom_type_id: 3,
    custom_type_name: null,
    day_off_type_name: 'Annual leave',
    color: 'FF8800',
    approved: 1,
    am_pm_hint: 'all_day',
    start_minutes: 540,
    duration_minutes: null,
    interpretation: 'time_off',
    verzuim_id: null,
    ...overrides,
  } as PersonalDayOffRow;
}

export function usageItem(overrides: Loose<DayOffUsageItemRow> = {}): DayOffUsageItemRow {
  return {
    type_id: 3,
    type: 'custom',
    name: 'Annual leave',
    color: 'FF8800',
    limitation: 'limit_in_days',
    default_limitation: 'limit_in_days',
    interpretation: 'time_off',
    is_work_type: 0,
    approval_needed: 1,
    allowed_selfservice: 1,
    allowed_request_options: ['allDay', 'morning'],
    active: 1,
    accrual_version_id: null,
    days_approved: 5,
    days_not_approved: 2,
    minutes_approved: 2280,
    minutes_not_approved: 912,
    max_yearly_amount_days: 20,
    max_yearly_amount_minutes: null,
    transfer_unused_amounts: 1,
    transferred_minutes: 960,
    transfer_amounts_expiry_months: 6,
    used_before_expiry_minutes: 480,
    expired_minutes: 0,
    remaining_transferred_minutes_from_last_year: 480,
    note_required: 0,
    custom_type_id: 3,
    accrual_year_balance: null,
    accrual_starting_minutes_this_year: null,
    accrual_approved_minutes: null,
    accrual_approved_minutes_this_year: null,
    accrual_remaining_balance_from_last_year: null,
    accrual_remaining_balance_expiration_date: null,
    accrual_remaining_balance_expiring_minutes: null,
    accrual_next_expiration_date: null,
    transferred_available: 0,
    ...overrides,
  } as DayOffUsageItemRow;
}

export function dayOffTypeRow(overrides: Loose<DayOffTypeRow> & Pick<DayOffTypeRow, 'id'>): DayOffTypeRow {
  return {
    year: 2026,
    type: 'custom',
    name: 'Annual leave',
    color: 'FF8800',
    limitation: 'limit_in_days',
    default_limitation: 'limit_in_days',
    interpretation: 'time_off',
    is_work_type: 0,
    approval_needed: 1,
    allowed_selfservice: 1,
    allowed_request_options: ['allDay'],
    active: 1,
    max_yearly_amount_days: 20,
    max_yearly_amount_minutes: null,
    transfer_unused_amounts: 0,
    transfer_amounts_expiry_months: null,
    note_required: 0,
    accrual_minutes_per_month: null,
    belgian_unemployment: 0,
    ...overrides,
  } as DayOffTypeRow;
}

/** Runs `body` with PEOPLE_TODAY pinned, as the REST API and the cross-tier tests pin it. */
export async function onToday<T>(iso: string, body: () => Promise<T>): Promise<T> {
  const before = process.env.PEOPLE_TODAY;
  process.env.PEOPLE_TODAY = iso;
  try {
    return await body();
  } finally {
    if (before === undefined) delete process.env.PEOPLE_TODAY;
    else process.env.PEOPLE_TODAY = before;
  }
}
