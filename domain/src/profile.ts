// Smaller profile-page rules of part 1 that belong to no other area: activity paging,
// collapsed counts, custom-field order, archive confirmations, pincode state, back link.

export const ACTIVITY_PAGE_SIZE = 50;

/** part 1 §4: activity pages load until one returns fewer than 50 items. */
export function hasMoreActivity(lastPageLength: number): boolean {
  return lastPageLength >= ACTIVITY_PAGE_SIZE;
}

/** part 1 §9: how many rows a collapsed box shows, and how many it fetches to know there are more. */
export const COLLAPSED_COUNTS = {
  daysOffUsage: { shown: 3 },
  verzuim: { shown: 5 },
  trainings: { shown: 3, fetched: 4 },
  licenses: { shown: 3, fetched: 4 },
  reportingTo: { shown: 3 },
  assets: { shown: 3 },
  performanceEvaluations: { shown: 3 },
} as const;

/** A box fetches one more than it shows: the extra row only says "show all". */
export function showAllLink(fetchedCount: number, shown: number): boolean {
  return fetchedCount > shown;
}

export interface SortableCustomField {
  cf_name: string;
  priority: number;
}

// part 1 §5: custom fields by priority, then by lowercase trimmed name; we choose the lower
// priority number first.
export function sortCustomFields<T extends SortableCustomField>(fields: readonly T[]): T[] {
  const key = (f: T) => f.cf_name.trim().toLowerCase();
  return [...fields].sort((a, b) => a.priority - b.priority || key(a).localeCompare(key(b)));
}

/** part 1 §4: the archive call is repeated with the accumulated confirmation codes, comma-joined. */
export function addConfirmationCode(confirmations: string, code: string): string {
  const codes = confirmations.split(',').filter((c) => c !== '');
  return codes.includes(code) ? codes.join(',') : [...codes, code].join(',');
}

export type PincodeState = 'blocked' | 'invite' | 'active';

/** part 1 §4: blocked shows the reset button; before onboarding is finished the person can be invited. */
export function pincodeState(status: { blocked: boolean }, onboardingFinished: boolean): PincodeState {
  if (status.blocked) return 'blocked';
  return onboardingFinished ? 'active' : 'invite';
}

// part 1 §4 invite to self-service names no address: we choose the work email (part 1 §3 email), else the
// personal email; blank ones do not count. Null means the inviter has to type one (FIELD_IS_REQUIRED).
export function defaultInviteEmail(person: { email: string | null; personalEmail: string | null }): string | null {
  const present = (value: string | null) => (value !== null && value.trim() !== '' ? value.trim() : null);
  return present(person.email) ?? present(person.personalEmail);
}

/** part 1 §3: partners_wage below_treshold (the spec's spelling) means the partner is dependent. */
export function partnerIsDependent(partnersWage: string | null): boolean {
  return partnersWage === 'below_treshold';
}

// part 1 §2: the back link uses the most recent of /people/:id or /calendar/person/:id; we
// choose /people/:id when neither was visited.
export function backLink(personId: number, recentPathsNewestFirst: readonly string[]): string {
  const profile = `/people/${personId}`;
  const calendar = new RegExp(`^/calendar/person/${personId}(/|$|\\?)`);
  const match = recentPathsNewestFirst.find(
    (path) => path === profile || path.startsWith(`${profile}?`) || calendar.test(path),
  );
  return match ?? profile;
}

/** part 1 §8: a failure shows the server reason phrase, else the status text. */
export function failureText(failure: { reasonPhrase?: string | null; statusText: string }): string {
  return failure.reasonPhrase ? failure.reasonPhrase : failure.statusText;
}

export interface ParallelContractSwitch {
  label: string;
  previousIndex: number | null;
  nextIndex: number | null;
}

// part 1 §1: 'parallel contract N/M' with previous and next links; we choose no wrap-around.
export function parallelContractSwitch(index: number, total: number): ParallelContractSwitch {
  return {
    label: `parallel contract ${index + 1}/${total}`,
    previousIndex: index > 0 ? index - 1 : null,
    nextIndex: index < total - 1 ? index + 1 : null,
  };
}

// ---- archive confirmations (part 1 §4) ----

// part 1 §4: the delete call may answer confirmation_needed and is repeated with the accumulated codes.
// The spec does not show which codes exist: we define one per consequence of archiving that the user
// should know about before the person disappears from the lists.
export const ARCHIVE_CONFIRMATION_CODES = [
  /** Others report to this person: they lose their manager. */
  'PERSON_IS_MANAGER',
  /** One-day contracts are planned from today on. */
  'PERSON_HAS_FUTURE_ONE_DAY_CONTRACTS',
  /** A self-service pincode is set: the person loses self-service access. */
  'PERSON_HAS_SELFSERVICE_ACCESS',
] as const;
export type ArchiveConfirmationCode = (typeof ARCHIVE_CONFIRMATION_CODES)[number];

export interface ArchiveFacts {
  managesOthers: boolean;
  futureOneDayContracts: boolean;
  selfServiceAccess: boolean;
}

/** part 1 §4: the comma-joined confirmations of the delete call; blanks and repeats are ignored. */
export function parseConfirmationCodes(confirmations: string | null | undefined): string[] {
  return [
    ...new Set(
      (confirmations ?? '')
        .split(',')
        .map((c) => c.trim())
        .filter((c) => c !== ''),
    ),
  ];
}

/**
 * part 1 §4 Employee "active (deleted = 0) to archived ... only when there is no open contract": why an archive is
 * refused before its confirmations are asked, an archived person first.
 */
export function archiveRefusal(person: {
  deleted: boolean;
  openContract: boolean;
}): 'ALREADY_ARCHIVED' | 'OPEN_CONTRACT' | null {
  if (person.deleted) return 'ALREADY_ARCHIVED';
  return person.openContract ? 'OPEN_CONTRACT' : null;
}

/** part 1 §4: the codes still to confirm, in catalogue order; empty means the archive may go ahead. */
export function archiveConfirmationsNeeded(
  facts: ArchiveFacts,
  confirmations: string | null | undefined,
): ArchiveConfirmationCode[] {
  const given = new Set(parseConfirmationCodes(confirmations));
  const applies: Record<ArchiveConfirmationCode, boolean> = {
    PERSON_IS_MANAGER: facts.managesOthers,
    PERSON_HAS_FUTURE_ONE_DAY_CONTRACTS: facts.futureOneDayContracts,
    PERSON_HAS_SELFSERVICE_ACCESS: facts.selfServiceAccess,
  };
  return ARCHIVE_CONFIRMATION_CODES.filter((code) => applies[code] && !given.has(code));
}

/**
 * Part 1 §3 current_role: the role that runs today; future_role: the earliest role that has not started, shown when
 * there is no current one. `roles` is the role history, latest start first.
 */
export function currentAndFutureRole<R extends { start_date: string; end_date: string | null }>(
  roles: R[],
  today: string,
) {
  const current = roles.find((r) => r.start_date <= today && (r.end_date === null || r.end_date >= today)) ?? null;
  const future = current ? null : ([...roles].reverse().find((r) => r.start_date > today) ?? null);
  return { current_role: current, future_role: future };
}
