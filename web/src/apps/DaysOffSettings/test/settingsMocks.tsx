// Mock data for the settings pages' tests (resolvers keyed by GraphQL type, see test/relayTestUtils.tsx).
// Not under __tests__/, which jest would run as a suite.
import { render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createMockEnvironment } from 'relay-test-utils';
import { TestProviders, type MockEnvironment } from '../../../test/relayTestUtils';
import { rootRoute } from '../../Shell/routes';
import { daysOffSettingsRoutes } from '../routes';

export const ANN_ID = btoa('Employee:1');
export const BART_ID = btoa('Employee:2');

export function viewer(extra: Record<string, unknown> = {}, company: Record<string, unknown> = {}) {
  return {
    admin: true,
    accessWages: false,
    accessBudgets: false,
    accessPayrollProvider: false,
    accessPerformanceReviews: false,
    groupAccess: 'FULL',
    role: 'ALL',
    support: false,
    company: { countryCode: 'BE', features: [], integrations: [], ...company },
    ...extra,
  };
}

/** A day-off type of 2026 as the gateway answers it; 'Holiday', 20 days, unless `extra` says otherwise. */
export function dayOffType(internalId: number, extra: Record<string, unknown> = {}) {
  return {
    id: btoa(`DayOffType:${internalId}`),
    internalId,
    year: 2026,
    type: 'CUSTOM',
    name: 'Holiday',
    color: '1C99FC',
    limitation: 'LIMIT_IN_DAYS',
    defaultLimitation: 'LIMIT_IN_DAYS',
    interpretation: 'TIME_OFF',
    isWorkType: false,
    approvalNeeded: true,
    allowedSelfservice: true,
    allowedRequestOptions: ['allDay', 'morning', 'afternoon', 'custom'],
    active: true,
    maxYearlyAmountDays: 20,
    maxYearlyAmountMinutes: null,
    transferUnusedAmounts: false,
    transferAmountsExpiryMonths: null,
    noteRequired: false,
    accrualMinutesPerMonth: null,
    exceptions: [],
    accrualCorrections: [],
    ...extra,
  };
}

export function exception(
  internalId: number,
  employeeId: number,
  employeeName: string,
  extra: Record<string, unknown> = {},
) {
  return {
    id: btoa(`DayOffTypeException:${internalId}`),
    internalId,
    employeeId,
    employeeName,
    employee: { id: btoa(`Employee:${employeeId}`) },
    limitation: 'LIMIT_IN_DAYS',
    maxYearlyAmountDays: 25,
    maxYearlyAmountMinutes: null,
    ...extra,
  };
}

export function settings(extra: Record<string, unknown> = {}) {
  return {
    year: 2026,
    types: [],
    rulesets: [],
    missingTypes: [],
    missingTypesCount: 0,
    existingTypesCount: 0,
    ...extra,
  };
}

export function employeesConnection(people: [string, number, string][]) {
  return { edges: people.map(([id, internalId, name]) => ({ cursor: id, node: { id, internalId, name } })) };
}

/** The newest pending operation's name and variables. */
export function lastOperation(environment: MockEnvironment) {
  const operation = environment.mock.getMostRecentOperation();
  return { name: operation.request.node.operation.name, variables: operation.request.variables };
}

/**
 * Opens a settings route as the app does (its loader starts the route query), with a catch-all route
 * standing for the pages outside settings that `back` may lead to.
 */
export async function openSettings(path: string, language: 'en' | 'nl' | 'fr' = 'en') {
  const environment = createMockEnvironment();
  const router = createMemoryRouter(
    [rootRoute([...daysOffSettingsRoutes(environment), { path: '*', element: <p>elsewhere</p> }])],
    { initialEntries: [path] },
  );
  render(
    <TestProviders environment={environment} language={language} path={null}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  await waitFor(() => expect(environment.mock.getAllOperations().length).toBeGreaterThan(0));
  return { environment, router };
}
