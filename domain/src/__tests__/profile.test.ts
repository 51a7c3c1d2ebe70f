import {
  COLLAPSED_COUNTS,
  addConfirmationCode,
  archiveConfirmationsNeeded,
  archiveRefusal,
  parseConfirmationCodes,
  backLink,
  currentAndFutureRole,
  defaultInviteEmail,
  failureText,
  hasMoreActivity,
  parallelContractSwitch,
  partnerIsDependent,
  pincodeState,
  showAllLink,
  sortCustomFields,
} from '../profile';

describe('activity paging and collapsed boxes', () => {
  it.each([
    ['part 1 §4: a page of 49 (fewer than 50) is the last', 49, false],
    ['part 1 §4: a page of 50 may have more', 50, true],
    ['part 1 §4: a page of 51 has more', 51, true],
    ['part 1 §4: an empty page is the last', 0, false],
  ])('%s', (_title, length, expected) => {
    expect(hasMoreActivity(length)).toEqual(expected);
  });

  it('part 1 §9: collapsed counts: usage 3, verzuim 5, trainings 3 of 4, licenses 3 of 4, reporting-to 3, assets 3, reviews 3', () => {
    expect(COLLAPSED_COUNTS).toEqual({
      daysOffUsage: { shown: 3 },
      verzuim: { shown: 5 },
      trainings: { shown: 3, fetched: 4 },
      licenses: { shown: 3, fetched: 4 },
      reportingTo: { shown: 3 },
      assets: { shown: 3 },
      performanceEvaluations: { shown: 3 },
    });
  });

  it.each([
    ['part 1 §9: 4 fetched, 3 shown → show all', 4, 3, true],
    ['part 1 §9: 3 fetched, 3 shown → no show all', 3, 3, false],
    ['part 1 §9: 2 fetched, 3 shown → no show all', 2, 3, false],
  ])('%s', (_title, fetched, shown, expected) => {
    expect(showAllLink(fetched, shown)).toEqual(expected);
  });
});

describe('custom fields, confirmations, pincode', () => {
  it('part 1 §5: custom fields by priority then lowercase trimmed name', () => {
    const fields = [
      { cf_name: 'zeta', priority: 1 },
      { cf_name: ' Alpha', priority: 2 },
      { cf_name: 'beta', priority: 1 },
      { cf_name: 'alpha', priority: 1 },
    ];
    expect(sortCustomFields(fields).map((f) => f.cf_name)).toEqual(['alpha', 'beta', 'zeta', ' Alpha']);
  });

  it.each([
    ['part 1 §4: the first confirmation code', '', 'OPEN_TASKS', 'OPEN_TASKS'],
    ['part 1 §4: codes accumulate comma-joined', 'OPEN_TASKS', 'ASSETS', 'OPEN_TASKS,ASSETS'],
    ['part 1 §4: a code already confirmed is not repeated', 'OPEN_TASKS,ASSETS', 'ASSETS', 'OPEN_TASKS,ASSETS'],
  ])('%s', (_title, codes, code, expected) => {
    expect(addConfirmationCode(codes, code)).toEqual(expected);
  });

  it.each([
    ['part 1 §4: blocked pincode → reset button', { blocked: true }, true, 'blocked'],
    ['part 1 §4: onboarding not finished → invite', { blocked: false }, false, 'invite'],
    ['part 1 §4: onboarding finished → active', { blocked: false }, true, 'active'],
  ])('%s', (_title, status, finished, expected) => {
    expect(pincodeState(status, finished)).toEqual(expected);
  });

  it.each([
    [
      'part 1 §4 (choice): the invitation goes to the work email first',
      'ann@demo.be',
      'ann@example.com',
      'ann@demo.be',
    ],
    ['part 1 §4 (choice): without a work email, to the personal email', null, 'ann@example.com', 'ann@example.com'],
    ['part 1 §4 (choice): a blank work email does not count', '  ', ' ann@example.com ', 'ann@example.com'],
    ['part 1 §4 (choice): without either, none (FIELD_IS_REQUIRED unless one is typed)', null, null, null],
  ])('%s', (_title, email, personalEmail, expected) => {
    expect(defaultInviteEmail({ email, personalEmail })).toEqual(expected);
  });

  it.each([
    ['part 1 §3: partners_wage below_treshold → dependent partner', 'below_treshold', true],
    ['part 1 §3: another value → not dependent', 'above_treshold', false],
    ['part 1 §3: no value → not dependent', null, false],
  ])('%s', (_title, value, expected) => {
    expect(partnerIsDependent(value)).toEqual(expected);
  });
});

describe('navigation and failures', () => {
  it.each([
    [
      'part 1 §2: calendar visited most recently → back to the calendar',
      ['/calendar/person/7/2024/5?highlight=2024-05-02', '/people/7'],
      '/calendar/person/7/2024/5?highlight=2024-05-02',
    ],
    [
      'part 1 §2: profile visited most recently → back to the profile',
      ['/people/7', '/calendar/person/7/2024/5'],
      '/people/7',
    ],
    [
      'part 1 §2: other pages are skipped',
      ['/settings/budgets/add', '/calendar/person/7/2024/5'],
      '/calendar/person/7/2024/5',
    ],
    ['part 1 §2: another person’s calendar does not count', ['/calendar/person/70/2024/5'], '/people/7'],
    ['part 1 §2 (choice): nothing visited → /people/7', [], '/people/7'],
  ])('%s', (_title, paths, expected) => {
    expect(backLink(7, paths)).toEqual(expected);
  });

  it.each([
    [
      'part 1 §8: the reason phrase is shown',
      { reasonPhrase: 'Person not found', statusText: 'Not Found' },
      'Person not found',
    ],
    ['part 1 §8: else the status text', { reasonPhrase: '', statusText: 'Not Found' }, 'Not Found'],
  ])('%s', (_title, failure, expected) => {
    expect(failureText(failure)).toEqual(expected);
  });

  it.each([
    [
      'part 1 §1: first of 3 → parallel contract 1/3, next only',
      0,
      3,
      { label: 'parallel contract 1/3', previousIndex: null, nextIndex: 1 },
    ],
    [
      'part 1 §1: second of 3 → 2/3, both links',
      1,
      3,
      { label: 'parallel contract 2/3', previousIndex: 0, nextIndex: 2 },
    ],
    [
      'part 1 §1 (choice): last of 3 → 3/3, previous only (no wrap)',
      2,
      3,
      { label: 'parallel contract 3/3', previousIndex: 1, nextIndex: null },
    ],
  ])('%s', (_title, index, total, expected) => {
    expect(parallelContractSwitch(index, total)).toEqual(expected);
  });
});

describe('archive refusals (part 1 §4 Employee: active to archived, only with no open contract)', () => {
  it.each([
    ['part 1 §4: an active person with no open contract is archived', false, false, null],
    ['part 1 §4: an open contract (a wage without end date) refuses', false, true, 'OPEN_CONTRACT'],
    ['part 1 §4: an archived person is not archived again', true, false, 'ALREADY_ARCHIVED'],
    ['archived first: the open contract of an archived person is not told', true, true, 'ALREADY_ARCHIVED'],
  ] as const)('%s', (_title, deleted, openContract, expected) => {
    expect(archiveRefusal({ deleted, openContract })).toEqual(expected);
  });
});

describe('archive confirmations', () => {
  const none = { managesOthers: false, futureOneDayContracts: false, selfServiceAccess: false };
  it.each([
    ['part 1 §4: nothing to confirm → archive goes ahead', none, '', []],
    [
      'part 1 §4 (choice): a manager needs PERSON_IS_MANAGER',
      { ...none, managesOthers: true },
      '',
      ['PERSON_IS_MANAGER'],
    ],
    [
      'part 1 §4: all codes asked at once, in catalogue order',
      { managesOthers: true, futureOneDayContracts: true, selfServiceAccess: true },
      '',
      ['PERSON_IS_MANAGER', 'PERSON_HAS_FUTURE_ONE_DAY_CONTRACTS', 'PERSON_HAS_SELFSERVICE_ACCESS'],
    ],
    [
      'part 1 §4: a confirmed code is not asked again',
      { ...none, managesOthers: true, selfServiceAccess: true },
      'PERSON_IS_MANAGER',
      ['PERSON_HAS_SELFSERVICE_ACCESS'],
    ],
    [
      'part 1 §4: the accumulated codes, comma-joined, settle it',
      { ...none, managesOthers: true, selfServiceAccess: true },
      'PERSON_IS_MANAGER,PERSON_HAS_SELFSERVICE_ACCESS',
      [],
    ],
    [
      'part 1 §4 (choice): unknown codes are ignored',
      { ...none, futureOneDayContracts: true },
      'SOMETHING_ELSE',
      ['PERSON_HAS_FUTURE_ONE_DAY_CONTRACTS'],
    ],
  ])('%s', (_title, facts, confirmations, expected) => {
    expect(archiveConfirmationsNeeded(facts, confirmations)).toEqual(expected);
  });

  it.each([
    ['part 1 §4: comma-joined codes', 'A,B', ['A', 'B']],
    ['part 1 §4 (choice): blanks, spaces and repeats are dropped', ' A,,B ,A', ['A', 'B']],
    ['part 1 §4: none given', null, []],
  ])('%s', (_title, value, expected) => {
    expect(parseConfirmationCodes(value)).toEqual(expected);
  });
});

describe('current and future role', () => {
  const past = { start_date: '2020-01-01', end_date: '2023-12-31' };
  const current = { start_date: '2024-01-01', end_date: null };
  const later = { start_date: '2025-06-01', end_date: null };
  const soonest = { start_date: '2025-03-01', end_date: '2025-05-31' };
  it.each([
    ['part 1 §3 current_role: the role running today, no future_role', [current, past], current, null],
    [
      'part 1 §3 current_role: a role ending today still runs',
      [{ ...past, end_date: '2024-06-01' }],
      { ...past, end_date: '2024-06-01' },
      null,
    ],
    ['part 1 §3 future_role: none runs, the earliest not started', [later, soonest, past], null, soonest],
    ['part 1 §3: no role at all', [], null, null],
  ])('%s', (_, roles, currentRole, futureRole) => {
    expect(currentAndFutureRole(roles, '2024-06-01')).toEqual({ current_role: currentRole, future_role: futureRole });
  });
});
