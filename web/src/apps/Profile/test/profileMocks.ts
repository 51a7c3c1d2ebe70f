// Mock data for the profile's component tests (resolvers keyed by GraphQL type, see
// test/relayTestUtils.tsx). Not under __tests__/, which jest would run as a suite.
import { PROFILE_SECTIONS, type ProfileAction, type ProfileSection } from '@people/domain/permissions';
import type { MockResolvers } from 'relay-test-utils';
import type { MockEnvironment } from '../../../test/relayTestUtils';

export const EMPLOYEE_ID = 'RW1wbG95ZWU6MQ==';
/** The person's REST id, as the addresses carry it (paths.ts). */
export const EMPLOYEE_INTERNAL_ID = 1;
export const OTHER_ID = 'RW1wbG95ZWU6Mg==';

/** ProfilePermissions; termination is not blocked unless a test says so (part 2 §6 restricted Dimona account). */
export function permissions(
  actions: readonly ProfileAction[] = [],
  sections: readonly ProfileSection[] = PROFILE_SECTIONS,
  terminationBlockedReason: string | null = null,
) {
  return { sections: [...sections], actions: [...actions], terminationBlockedReason };
}

/** A person who is not archived, not sensitive, without parallel contracts or warnings, seen with every section. */
function person(extra: Record<string, unknown> = {}) {
  return {
    id: EMPLOYEE_ID,
    internalId: 1,
    name: 'Ann Peeters',
    avatar: null,
    deleted: false,
    sensitiveProfile: false,
    parallelContracts: null,
    warnings: { pendingDimona: false, notSynced: false },
    permissions: permissions(),
    ...extra,
  };
}

/**
 * Resolvers where the profile's person is `person(extra)`. Other Employee objects (managers,
 * parallel contracts) keep what the test gives them.
 */
export function personResolvers(extra: Record<string, unknown> = {}, more: MockResolvers = {}): MockResolvers {
  return {
    Employee: (context) => (context.path && context.path.length > 1 ? undefined : person(extra)),
    ...more,
  };
}

/**
 * Answers the profile route's verzuim gate (ProfileVerzuimGateQuery, Viewer.verzuimAvailable) as it is asked, so the
 * profile query is the one pending operation the test then sees.
 */
export function answerVerzuimGate(environment: MockEnvironment, verzuimAvailable = true): void {
  const answer = (operation: { request: { node: { operation: { name: string } } } }) => {
    if (operation.request.node.operation.name !== 'ProfileVerzuimGateQuery') return null;
    // Asked again when another query replaced the viewer record: answer every time (a new function, as the mock
    // drops the one that answered by reference).
    environment.mock.queueOperationResolver((next) => answer(next));
    return { data: { viewer: { id: 'Vmlld2VyOjE=', verzuimAvailable } } };
  };
  environment.mock.queueOperationResolver(answer);
}

/** The newest pending operation's name and variables. */
export function lastOperation(environment: MockEnvironment) {
  const operation = environment.mock.getMostRecentOperation();
  return { name: operation.request.node.operation.name, variables: operation.request.variables };
}

export type ActivityInfo = {
  oldType?: string;
  newType?: string;
  personName?: string;
  note?: string;
  terminationReason?: string;
};

/** An ActivityItemEdge as the gateway sends it, written by Bart Claes on ((n mod 28) + 1) May 2024. */
export function activityEdge(n: number, eventType = 'note_added', eventInfo: ActivityInfo = {}) {
  return {
    cursor: `cursor-${n}`,
    node: {
      id: `QWN0aXZpdHlJdGVtOj${n}`,
      internalId: n,
      eventType,
      eventInfo: { oldType: null, newType: null, terminationReason: null, personName: null, note: null, ...eventInfo },
      relatedUserId: 7,
      realName: 'Bart Claes',
      userAvatar: null,
      date: `2024-05-${String((n % 28) + 1).padStart(2, '0')}T09:00:00Z`,
    },
  };
}
