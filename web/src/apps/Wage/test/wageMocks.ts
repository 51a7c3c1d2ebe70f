// Mock data for the wage tests (resolvers keyed by GraphQL type, see test/relayTestUtils.tsx). Not under __tests__/.
import { PROFILE_SECTIONS, type ProfileAction, type ProfileSection } from '@people/domain/permissions';
import type { MockResolvers } from 'relay-test-utils';
import { EMPLOYEE_ID, EMPLOYEE_INTERNAL_ID, permissions } from '../../Profile/test/profileMocks';

export { EMPLOYEE_ID, EMPLOYEE_INTERNAL_ID };
export const WAGE_ID = 'V2FnZTox';
export const OLD_WAGE_ID = 'V2FnZToy';

/** A week of 7h36 Monday to Friday (38h). */
export function week(weekNr: number, minutes: readonly number[] = [456, 456, 456, 456, 456, 0, 0]) {
  return {
    weekNr,
    timeEngagementMonday: minutes[0],
    timeEngagementTuesday: minutes[1],
    timeEngagementWednesday: minutes[2],
    timeEngagementThursday: minutes[3],
    timeEngagementFriday: minutes[4],
    timeEngagementSaturday: minutes[5],
    timeEngagementSunday: minutes[6],
    totalMinutes: minutes.reduce((sum, m) => sum + m, 0),
  };
}

/** Belgian monthly total cost of a hourly wage: base, social charges, holiday pay, car (orange), a phone benefit. */
export const TOTAL_COST = {
  total: 4120.5,
  currency: 'EUR',
  centreLabel: 'total_per_month',
  components: [
    { key: 'base', amount: 2500, color: null },
    { key: 'sociale_lasten', amount: 1000.5, color: null },
    { key: 'vakantiegeld', amount: 220, color: null },
    { key: 'car', amount: 350, color: 'orange' },
    { key: 'custom_benefit:Phone', amount: 50, color: null },
  ],
};

/** An open hourly wage in Belgium since 1 January 2025. */
export function wage(extra: Record<string, unknown> = {}) {
  return {
    id: WAGE_ID,
    internalId: 1,
    type: 'EMPLOYEE_PAID_HOURLY',
    currency: 'EUR',
    registrationCountryCode: 'BE',
    startDate: '2025-01-01',
    endDate: null,
    status: 'active',
    state: 'ACTIVE',
    rate: 14.5,
    rateDecimals: 4,
    isDynamicSchedule: false,
    weeklyTimeEngagement: 2280,
    averageWeeklyMinutes: 2280,
    carMonthlyCost: 350,
    bonusMonthly: null,
    nettovergoeding: null,
    customBenefits: [{ description: 'Phone', monthlyValue: 50 }],
    payrollData: { isContractlessEmploymentContinuation: false },
    mayTerminate: true,
    terminationDate: null,
    terminationReason: null,
    totalCost: TOTAL_COST,
    weeklySchedule: [week(1)],
    recurringHolidays: [],
    ...extra,
  };
}

type WageActions = readonly ProfileAction[];

/** A person with wage access granted, an open wage and the actions given. */
export function wagePerson(
  extra: Record<string, unknown> = {},
  actions: WageActions = ['setNewWage', 'terminate'],
  sections: readonly ProfileSection[] = PROFILE_SECTIONS,
) {
  const currentWage = 'currentWage' in extra ? extra.currentWage : wage();
  return {
    id: EMPLOYEE_ID,
    internalId: 1,
    name: 'Ann Peeters',
    permissions: permissions(actions, sections),
    wageState: 'ACTIVE',
    averageWeeklyMinutes: 2280,
    termination: null,
    warnings: { pendingDimona: false, notSynced: false, noWage: false },
    currentWage,
    // The same wage object as currentWage, so one id never carries two versions.
    wages: currentWage ? [currentWage] : [],
    currentWageTotalCosts: TOTAL_COST,
    ...extra,
  };
}

/** Resolvers where the person of the test query is `wagePerson(extra, actions)`. */
export function wageResolvers(
  extra: Record<string, unknown> = {},
  actions?: WageActions,
  more: MockResolvers = {},
): MockResolvers {
  return {
    Employee: (context) => (context.path && context.path.length > 1 ? undefined : wagePerson(extra, actions)),
    ...more,
  };
}

/** The viewer's company with the given feature flags (part 1 §6). */
export function viewerResolver(features: readonly string[] = []): MockResolvers {
  return { Viewer: () => ({ company: { countryCode: 'BE', features: [...features] } }) };
}
