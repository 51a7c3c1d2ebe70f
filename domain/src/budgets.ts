// Per-person yearly budgets and their items (spec part 2 §1, §3 "Budget: id, employee_id, budget_type, year, maximum,
// usage (shown in EUR). Budget item: item_id, item_name, cost"; part 1 §3 Budget, §4 "A usage bar is red when usage
// exceeds the maximum", §9 "Budgets in EUR").

/** part 1 §9: budgets are kept and shown in EUR. */
export const BUDGET_CURRENCY = 'EUR';

/** Amounts are euros with cents; a budget or an item beyond a million euros is a typing error (our choice). */
export const MAX_BUDGET_AMOUNT = 1_000_000;

/** part 2 §3: a budget type is a name (Opleidingsbudget, Fietsleasing …); our choice: 1–100 characters. */
export const MAX_BUDGET_TYPE_LENGTH = 100;
export const MAX_ITEM_NAME_LENGTH = 200;

const cents = (amount: number) => Math.round(amount * 100);

/** An amount rounded to whole cents. */
export function roundEuros(amount: number): number {
  return cents(amount) / 100;
}

/** part 2 §3 usage: the sum of the budget's item costs, in EUR, summed in cents so 0.1 + 0.2 is 0.3. */
export function budgetUsage(items: readonly { cost: number }[]): number {
  return items.reduce((sum, item) => sum + cents(item.cost), 0) / 100;
}

/** part 1 §4: a usage bar is red when usage exceeds the maximum (equal is not over). */
export function isOverMaximum(usage: number, maximum: number): boolean {
  return cents(usage) > cents(maximum);
}

/** The share of the maximum used, 0–100 for the bar's width (a maximum of 0 is full as soon as anything is used). */
export function usagePercent(usage: number, maximum: number): number {
  if (maximum <= 0) return usage > 0 ? 100 : 0;
  return Math.min(100, Math.max(0, (usage / maximum) * 100));
}

/** What is left of the maximum; negative when over it. */
export function remaining(usage: number, maximum: number): number {
  return (cents(maximum) - cents(usage)) / 100;
}

/**
 * Whether an item of `cost` may be added to a budget whose items sum to `usage`. Decision: the spec has no
 * refusal code for budgets (part 2 §8 "server error responses … for budgets: not shown") and part 1 §4 shows a red
 * usage bar "when usage exceeds the maximum", a state the product therefore expects to reach: an item that takes usage
 * over the maximum is accepted, and the answer says the budget is now over it (`over_maximum`). Only the amount itself
 * is refused when it is not a positive amount of at most MAX_BUDGET_AMOUNT.
 */
export function itemCostProblem(cost: number): 'BUDGET_ITEM_COST_INVALID' | null {
  return Number.isFinite(cost) && cents(cost) >= 1 && cost <= MAX_BUDGET_AMOUNT ? null : 'BUDGET_ITEM_COST_INVALID';
}

/** The maximum of a budget: 0 up to MAX_BUDGET_AMOUNT euros (0 is a budget nobody may spend yet). */
export function maximumProblem(maximum: number): 'BUDGET_MAXIMUM_INVALID' | null {
  return Number.isFinite(maximum) && maximum >= 0 && maximum <= MAX_BUDGET_AMOUNT ? null : 'BUDGET_MAXIMUM_INVALID';
}

export interface BudgetLike {
  budget_type: string;
}

/**
 * part 2 §7 "Budget usage per employee and year returns budgets with custom_types and default_types": a person's
 * budgets of the year split into those of a type the company's defaults of that year name (default_types) and the
 * others (custom_types), each in the order given.
 */
export function splitByDefaults<T extends BudgetLike>(
  budgets: readonly T[],
  defaultTypes: readonly string[],
): { custom_types: T[]; default_types: T[] } {
  const defaults = new Set(defaultTypes.map((t) => t.toLowerCase()));
  return {
    custom_types: budgets.filter((b) => !defaults.has(b.budget_type.toLowerCase())),
    default_types: budgets.filter((b) => defaults.has(b.budget_type.toLowerCase())),
  };
}
