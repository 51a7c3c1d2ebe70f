// The notices of the wage box (part 1 §2 "Wage box": without a wage, the no-wage message, the pending-contract
// notice and the termination-date notice; §4 wage states; §6 no-wage warning).
import { PENDING_CONTRACT_STATUS, type TerminationLabel, type WageState } from '@people/domain/wage';

// GraphQL enum values (ALL_CAPS). Relay's enums may carry values added to the schema later ('%future added
// value'): taken as strings here.
type StateValue = Uppercase<WageState> | (string & {});

type WageDates = { readonly status: string; readonly startDate: string; readonly endDate?: string | null };

export type WageNotice =
  | { kind: 'noWage'; warning: boolean }
  | { kind: 'pending'; date: string }
  | { kind: 'termination'; label: Uppercase<TerminationLabel> | (string & {}); date: string }
  | { kind: 'ended'; date: string };

type Input = {
  wageState: StateValue | null | undefined;
  currentWage: WageDates | null;
  wages: readonly WageDates[];
  termination: { readonly label: string; readonly date: string } | null | undefined;
  /** part 1 §6 no-wage warning: the permission rule and the person's warning both hold. */
  noWageWarning: boolean;
};

/** part 1 §4: the pending wage (contract_create_pending) and its contract start date. */
export function pendingWage<W extends WageDates>(currentWage: W | null, wages: readonly W[]): W | null {
  return [currentWage, ...wages].find((wage): wage is W => wage?.status === PENDING_CONTRACT_STATUS) ?? null;
}

/**
 * What the box says besides the chart, its dates ISO (the box writes them in the viewer's language, part 1 §9). part 1 §2 lists the termination notice
 * among the no-wage texts; we choose to show it whenever a termination is registered, as a wage that ends later
 * still has a chart. We also say when the latest wage ended (state ended), for the same reason.
 */
export function wageNotices({ wageState, currentWage, wages, termination, noWageWarning }: Input): WageNotice[] {
  const notices: WageNotice[] = [];
  const pending = wageState === 'PENDING' ? pendingWage(currentWage, wages) : null;
  if (wageState === 'PENDING') notices.push({ kind: 'pending', date: pending ? pending.startDate : '' });
  else if (currentWage === null) notices.push({ kind: 'noWage', warning: noWageWarning });
  if (termination) notices.push({ kind: 'termination', label: termination.label, date: termination.date });
  else if (wageState === 'ENDED' && currentWage?.endDate) notices.push({ kind: 'ended', date: currentWage.endDate });
  return notices;
}

/** The chart shows for a wage that is not pending and has its total cost. */
export function showsChart(wageState: StateValue | null | undefined, hasWage: boolean, hasTotalCost: boolean): boolean {
  return hasWage && hasTotalCost && wageState !== 'PENDING';
}
